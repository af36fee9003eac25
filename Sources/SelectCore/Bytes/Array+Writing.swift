extension Array {
  /// An array of exactly `count` elements, each written in place by
  /// `write`, which must initialize all of them: no growing, and no room
  /// to spare.
  ///
  /// No elements is `[]`: built with `unsafeUninitializedCapacity: 0`, the
  /// array is the runtime's one shared empty array, and its count is written
  /// into it, a data race when ranking threads do it at once.
  @inlinable
  package init(writing count: Int, _ write: (UnsafeMutableBufferPointer<Element>) -> Void) {
    guard count > 0 else {
      self = []
      return
    }
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      write(buffer)
      initialized = count
    }
  }
}
