/// Where the preview's output starts in the pane: `--preview-window`'s
/// `+SCROLL[OFFSETS][/DENOM]` (fzf's syntax). `+{2}-5` puts the line the
/// item's second field names five lines below the pane's top; `/2` puts
/// it halfway down instead (a fraction of the rows under the `~N` fixed
/// lines).
package struct PreviewScroll: Equatable, Sendable {
  /// The expression after the `+`, placeholders and all.
  let template: PrintTemplate

  /// Parses the text after the `+`; nil unless it is numbers and
  /// placeholders joined by signs, with at most one `/DENOM` at the end.
  package init?(_ text: Substring) {
    guard !text.isEmpty, let template = try? PrintTemplate(parsing: String(text), option: "--preview-window") else {
      return nil
    }
    for part in template.parts {
      guard case .text(let bytes) = part else { continue }
      guard bytes.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") })
      else { return nil }
    }
    self.template = template
  }

  /// The first line (0-based) the pane shows for `item`, when the pane
  /// has `rows` rows and keeps `fixed` lines on top. A placeholder that
  /// is not a number counts as nothing, as in fzf.
  package func firstLine(for item: Item, offset: Int, context: TemplateContext, rows: Int, fixed: Int) -> Int {
    let text = "+" + template.command(for: item, offset: offset, context: context)
    // Only digits and signs count; the rest (quotes, blanks) is dropped.
    let kept = Array(text.utf8.filter { (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") })
    var line = -1
    var index = 0
    func number(from start: Int) -> (Int, Int)? {
      var end = start
      while end < kept.count, (0x30...0x39).contains(kept[end]) { end += 1 }
      guard end > start, end - start < 10 else { return nil }
      return (Int(String(decoding: kept[start..<end], as: UTF8.self)) ?? 0, end)
    }
    while index < kept.count {
      let byte = kept[index]
      let slash = byte == UInt8(ascii: "/") ? index : byte == UInt8(ascii: "-") && index + 1 < kept.count && kept[index + 1] == UInt8(ascii: "/") ? index + 1 : nil
      if let slash {
        if let (denominator, _) = number(from: slash + 1), denominator > 0 { line -= max(rows - fixed, 0) / denominator }
        break
      }
      if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), let (n, end) = number(from: index + 1) {
        line += byte == UInt8(ascii: "+") ? n : -n
        index = end
      } else {
        index += 1
      }
    }
    return max(line, 0)
  }
}
