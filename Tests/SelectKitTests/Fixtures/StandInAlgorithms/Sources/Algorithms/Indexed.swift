/// A collection wrapper that iterates over the indices and elements of a
/// collection together: swift-algorithms' public declarations, signature
/// for signature (Sources/Algorithms/Indexed.swift there).
public struct IndexedCollection<Base: Collection> {
  /// The base collection.
  public let base: Base
}

extension IndexedCollection: Collection {
  /// The element type for an `IndexedCollection` collection.
  public typealias Element = (index: Base.Index, element: Base.Element)

  public var startIndex: Base.Index { base.startIndex }
  public var endIndex: Base.Index { base.endIndex }
  public subscript(position: Base.Index) -> Element { (index: position, element: base[position]) }
  public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
}

extension IndexedCollection: BidirectionalCollection where Base: BidirectionalCollection {
  public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {}

extension IndexedCollection: LazySequenceProtocol, LazyCollectionProtocol
where Base: LazySequenceProtocol {}

extension Collection {
  /// Returns a collection of pairs (i, x), where i represents an index of
  /// the collection, and x represents an element.
  public func indexed() -> IndexedCollection<Self> {
    IndexedCollection(base: self)
  }
}
