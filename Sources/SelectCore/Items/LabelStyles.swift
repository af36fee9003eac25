/// The colours of a label read with `--ansi`: its `StyledText` runs, kept
/// in the arena that holds the label, so an item stays one small value.
///
/// Stored as the run count followed by the runs' bytes (a run holds no
/// reference, so its bytes are the whole of it); `none` for a label
/// without colours, which costs nothing.
package struct LabelStyles: @unchecked Sendable {
  private let start: UnsafeRawPointer?

  /// No colours.
  package static let none = LabelStyles(start: nil)

  private init(start: UnsafeRawPointer?) {
    self.start = start
  }

  /// Copies `runs` into `arena`; `none` when there are none.
  package init(_ runs: [StyledText.Run], in arena: ByteArena) {
    assert(_isPOD(StyledText.Run.self), "runs are copied as bytes")
    guard !runs.isEmpty else {
      self = .none
      return
    }
    var bytes: [UInt8] = []
    withUnsafeBytes(of: runs.count) { bytes += $0 }
    runs.withUnsafeBytes { bytes += $0 }
    start = UnsafeRawPointer(arena.append(bytes).start)
  }

  /// The runs, in order.
  package var runs: [StyledText.Run] {
    guard let start else { return [] }
    let count = start.loadUnaligned(as: Int.self)
    return [StyledText.Run](writing: count) { runs in
      UnsafeMutableRawPointer(runs.baseAddress!).copyMemory(
        from: start + MemoryLayout<Int>.size,
        byteCount: count * MemoryLayout<StyledText.Run>.stride)
    }
  }
}
