/// Whether the terminal draws a grapheme cluster as one (mode 2027), as it
/// answers DECRQM: `ESC [ ? 2027 ; Ps $ y`, Ps 1 (set) or 3 (always set)
/// meaning it does. A terminal that does not know the query stays silent;
/// the picker asks it just before the cursor's position, which every
/// terminal answers, so the answer to this one, if any, has come by then.
package enum ClusterModeReport {
  /// The query.
  package static let query = Array("\u{1B}[?2027$p".utf8)

  /// Finds the answer in `bytes` and removes it: whether the mode is set,
  /// or nil (and `bytes` unchanged) when no whole answer is there.
  package static func take(from bytes: inout [UInt8]) -> Bool? {
    let prefix = Array("\u{1B}[?2027;".utf8)
    var start = 0
    while start + prefix.count + 3 <= bytes.count {
      guard let escape = bytes[start...].firstIndex(of: 0x1B) else { return nil }
      let end = escape + prefix.count
      if end + 3 <= bytes.count, Array(bytes[escape..<end]) == prefix,
        bytes[end + 1] == UInt8(ascii: "$"), bytes[end + 2] == UInt8(ascii: "y")
      {
        let value = bytes[end]
        bytes.removeSubrange(escape..<(end + 3))
        return value == UInt8(ascii: "1") || value == UInt8(ascii: "3")
      }
      start = escape + 1
    }
    return nil
  }
}
