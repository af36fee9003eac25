/// The colours of a label read with `--ansi`: its `StyledText` runs, kept
/// in the arena just before the label's bytes, so an item only needs a bit
/// to say they are there (see `Item`).
///
/// Stored as the runs' bytes (a run holds no reference, so its bytes are
/// the whole of it) followed by their count, then the label; `none` for a
/// label without colours, which costs nothing.
package struct LabelStyles: @unchecked Sendable {
  private let label: UnsafeRawPointer?

  /// No colours.
  package static let none = LabelStyles(label: nil)

  private init(label: UnsafeRawPointer?) {
    self.label = label
  }

  /// The colours stored before `label` by `append(_:runs:in:)`.
  init(before label: Bytes) {
    self.label = UnsafeRawPointer(label.start)
  }

  /// Copies `runs` and then `label` into `arena`, in one piece; returns
  /// the copied label, whose item is `coloured`.
  static func append(
    _ label: Bytes, runs: [StyledText.Run], in arena: ByteArena
  ) -> Bytes {
    assert(_isPOD(StyledText.Run.self), "runs are copied as bytes")
    var bytes: [UInt8] = []
    runs.withUnsafeBytes { bytes += $0 }
    withUnsafeBytes(of: runs.count) { bytes += $0 }
    let header = bytes.count
    bytes += label.buffer
    let copy = arena.append(bytes)
    return Bytes(start: copy.start + header, count: label.count)
  }

  /// The runs, in order.
  package var runs: [StyledText.Run] {
    guard let label else { return [] }
    let countStart = label - MemoryLayout<Int>.size
    let count = countStart.loadUnaligned(as: Int.self)
    return [StyledText.Run](writing: count) { runs in
      UnsafeMutableRawPointer(runs.baseAddress!).copyMemory(
        from: countStart - count * MemoryLayout<StyledText.Run>.stride,
        byteCount: count * MemoryLayout<StyledText.Run>.stride)
    }
  }
}
