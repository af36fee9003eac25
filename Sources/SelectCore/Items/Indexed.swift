/// An element together with its index in a collection and its offset from
/// the collection's start.
///
/// Index and offset differ as soon as a collection is a slice: in
/// `items[3...5]` the first element has index 3 and offset 0. The menu numbers
/// items by offset (`number == offset + 1`); scripts go back to the source by
/// index.
///
///     for item in names[3...].numbered() {
///       print(item.number, item.index, item.element)   // 1 3 …
///     }
@dynamicMemberLookup
public struct Indexed<Element, Index> {
  /// The element's index in the collection it came from.
  public var index: Index
  /// The element's 0-based position in the collection as seen.
  public var offset: Int
  /// The element itself.
  public var element: Element

  /// The element at `index`, `offset` places from the start.
  ///
  ///     let first = Indexed(index: 3, offset: 0, element: "delta")
  public init(index: Index, offset: Int, element: Element) {
    self.index = index
    self.offset = offset
    self.element = element
  }

  /// The 1-based number shown beside the element.
  public var number: Int { offset + 1 }

  /// A property of the element, read through the wrapper (`item.count`).
  public subscript<T>(dynamicMember keyPath: KeyPath<Element, T>) -> T {
    element[keyPath: keyPath]
  }

  /// A property of the element, read and written through the wrapper.
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<Element, T>) -> T {
    get { element[keyPath: keyPath] }
    set { element[keyPath: keyPath] = newValue }
  }
}

extension Indexed: Equatable where Element: Equatable, Index: Equatable {}
extension Indexed: Hashable where Element: Hashable, Index: Hashable {}
extension Indexed: Sendable where Element: Sendable, Index: Sendable {}

extension Indexed: Identifiable where Element: Identifiable {
  /// The element's identity, so a list of them keeps its elements' ids.
  public var id: Element.ID { element.id }
}

/// A lazy view of a collection's elements as `Indexed` values: no copy;
/// what `numbered()` returns. Its positions are offsets (0 is the base's
/// first element, whatever its index); on a random-access base, reading one
/// is O(1), and `map` and `filter` on it are lazy, as on `.lazy`.
///
///     let rows = lines[10..<20].numbered()   // rows[0].index == 10
public struct NumberedCollection<Base: Collection> {
  /// The collection viewed.
  public let base: Base
}

extension NumberedCollection: Collection, LazyCollectionProtocol {
  /// Offsets: 0 is the base's first element, whatever its index.
  public typealias Index = Int
  /// 0.
  public var startIndex: Int { 0 }
  /// The base's count.
  public var endIndex: Int { base.count }
  /// The offset after `offset`.
  ///
  ///     let second = rows.index(after: rows.startIndex)   // 1
  public func index(after offset: Int) -> Int { offset + 1 }

  /// The element `offset` places from the start, with its index.
  public subscript(offset: Int) -> Indexed<Base.Element, Base.Index> {
    let index = base.index(base.startIndex, offsetBy: offset)
    return Indexed(index: index, offset: offset, element: base[index])
  }

  /// Walks the base once, one step per element, whatever its kind.
  ///
  ///     var walk = "abc".numbered().makeIterator()
  public struct Iterator: IteratorProtocol {
    var base: Base
    var index: Base.Index
    var offset = 0

    /// The next element with its index and offset.
    ///
    ///     while let row = walk.next() { print(row.number, row.element) }
    public mutating func next() -> Indexed<Base.Element, Base.Index>? {
      guard index != base.endIndex else { return nil }
      defer {
        base.formIndex(after: &index)
        offset += 1
      }
      return Indexed(index: index, offset: offset, element: base[index])
    }
  }

  /// An iterator from the base's first element.
  ///
  ///     var walk = names.numbered().makeIterator()
  public func makeIterator() -> Iterator {
    Iterator(base: base, index: base.startIndex)
  }
}

extension NumberedCollection: BidirectionalCollection, RandomAccessCollection
where Base: RandomAccessCollection {
  /// The offset before `offset`.
  ///
  ///     let last = rows.index(before: rows.endIndex)
  public func index(before offset: Int) -> Int { offset - 1 }
}

extension NumberedCollection: Sendable where Base: Sendable {}

extension Collection {
  /// The elements with their indices and offsets, computed on access.
  /// Named apart from swift-algorithms' `indexed()`, whose elements are
  /// (index, element) pairs, so a program can use both.
  ///
  ///     for item in ["a", "b"].numbered() { print(item.number, item.element) }
  public func numbered() -> NumberedCollection<Self> {
    NumberedCollection(base: self)
  }
}
