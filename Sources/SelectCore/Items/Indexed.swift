/// An element together with its index in a collection and its offset from
/// the collection's start.
///
/// Index and offset differ as soon as a collection is a slice: in
/// `items[3...5]` the first element has index 3 and offset 0. The menu numbers
/// items by offset (`number == offset + 1`); scripts go back to the source by
/// index.
///
///     for item in names[3...].indexed() {
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
extension Indexed: Sendable where Element: Sendable, Index: Sendable {}

/// A lazy view of a collection's elements as `Indexed` values: no copy, O(1)
/// per access; what `indexed()` returns.
///
///     let rows = lines[10..<20].indexed()   // rows[0].index == 10
public struct IndexedCollection<Base: RandomAccessCollection>: RandomAccessCollection {
  /// The collection viewed.
  public let base: Base

  /// Offsets: 0 is the base's first element, whatever its index.
  public typealias Index = Int
  /// 0.
  public var startIndex: Int { 0 }
  /// The base's count.
  public var endIndex: Int { base.count }

  /// The element `offset` places from the start, with its index.
  public subscript(offset: Int) -> Indexed<Base.Element, Base.Index> {
    let index = base.index(base.startIndex, offsetBy: offset)
    return Indexed(index: index, offset: offset, element: base[index])
  }
}

extension RandomAccessCollection {
  /// The elements with their indices and offsets, computed on access.
  ///
  ///     for item in ["a", "b"].indexed() { print(item.number, item.element) }
  public func indexed() -> IndexedCollection<Self> {
    IndexedCollection(base: self)
  }
}
