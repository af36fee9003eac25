/// An element together with its index in a collection and its offset from
/// the collection's start.
///
/// Index and offset differ as soon as a collection is a slice: in
/// `items[3...5]` the first element has index 3 and offset 0. The menu numbers
/// items by offset (`number == offset + 1`); scripts go back to the source by
/// index.
@dynamicMemberLookup
public struct Indexed<Element, Index> {
  /// The element's index in the collection it came from.
  public var index: Index
  /// The element's 0-based position in the collection as seen.
  public var offset: Int
  /// The element itself.
  public var element: Element

  public init(index: Index, offset: Int, element: Element) {
    self.index = index
    self.offset = offset
    self.element = element
  }

  /// The 1-based number shown beside the element.
  public var number: Int { offset + 1 }

  public subscript<T>(dynamicMember keyPath: KeyPath<Element, T>) -> T {
    element[keyPath: keyPath]
  }

  public subscript<T>(dynamicMember keyPath: WritableKeyPath<Element, T>) -> T {
    get { element[keyPath: keyPath] }
    set { element[keyPath: keyPath] = newValue }
  }
}

extension Indexed: Equatable where Element: Equatable, Index: Equatable {}
extension Indexed: Sendable where Element: Sendable, Index: Sendable {}

/// A lazy view of a collection's elements as `Indexed` values: no copy, O(1)
/// per access.
public struct IndexedCollection<Base: RandomAccessCollection>: RandomAccessCollection {
  public let base: Base

  public typealias Index = Int
  public var startIndex: Int { 0 }
  public var endIndex: Int { base.count }

  public subscript(offset: Int) -> Indexed<Base.Element, Base.Index> {
    let index = base.index(base.startIndex, offsetBy: offset)
    return Indexed(index: index, offset: offset, element: base[index])
  }
}

extension RandomAccessCollection {
  /// The elements with their indices and offsets, computed on access.
  public func indexed() -> IndexedCollection<Self> {
    IndexedCollection(base: self)
  }
}
