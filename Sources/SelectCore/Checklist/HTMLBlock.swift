/// How a raw HTML block ends, by the kind of its first line (CommonMark's
/// HTML blocks 1 to 6). Lines inside one are HTML, not Markdown: GitHub
/// draws no checkbox for a `- [ ] x` inside `<!-- -->` or `<pre>`.
///
/// Kind 7 (any other lone tag) is left out: it cannot interrupt a
/// paragraph, and taking a task list for HTML would hide real tasks.
enum HTMLBlockEnd: Equatable {
  /// Ends on the line that contains this text, ignoring ASCII case.
  case text(String)
  /// Ends at the next blank line.
  case blankLine

  /// The block the line starts, or nil when it starts none.
  init?(starting line: MarkdownLine) {
    let rest = Array(line.text[line.contentStart...].map(asciiLower))
    func starts(_ prefix: String) -> Bool { rest.starts(with: prefix.utf8) }
    if let tag = Self.rawTags.first(where: {
      starts("<" + $0) && Self.endsName(rest, at: $0.utf8.count + 1)
    }) {
      self = .text("</\(tag)>")
    } else if starts("<!--") {
      self = .text("-->")
    } else if starts("<?") {
      self = .text("?>")
    } else if starts("<![cdata[") {
      self = .text("]]>")
    } else if starts("<!"), rest.count > 2, rest[2] &- UInt8(ascii: "a") < 26 {
      self = .text(">")
    } else {
      let nameStart = starts("</") ? 2 : 1
      guard starts("<") else { return nil }
      let name = rest[nameStart...].prefix {
        $0 &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10
      }
      guard Self.blockTags.contains(String(decoding: name, as: UTF8.self)),
        Self.endsName(rest, at: nameStart + name.count, allowingSlash: true)
      else { return nil }
      self = .blankLine
    }
  }

  /// Whether `line` ends the block (the first line may end it too).
  func isEnd(of line: MarkdownLine) -> Bool {
    switch self {
    case .blankLine: return line.hasOnlyBlanks
    case .text(let end):
      let lowered = line.text.map(asciiLower)
      let needle = Array(end.utf8)
      guard lowered.count >= needle.count else { return false }
      return (0...(lowered.count - needle.count)).contains {
        lowered[$0..<($0 + needle.count)].elementsEqual(needle)
      }
    }
  }

  /// A tag name ends at a blank, `>`, the end of the line, or `/>`.
  private static func endsName(_ rest: [UInt8], at i: Int, allowingSlash: Bool = false) -> Bool {
    guard i < rest.count else { return true }
    if isBlank(rest[i]) || rest[i] == UInt8(ascii: ">") { return true }
    return allowingSlash && rest[i] == UInt8(ascii: "/") && i + 1 < rest.count
      && rest[i + 1] == UInt8(ascii: ">")
  }

  private static let rawTags = ["script", "pre", "style", "textarea"]

  private static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
    "col",
    "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption",
    "figure",
    "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header",
    "hr",
    "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol",
    "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody", "td",
    "tfoot",
    "th", "thead", "title", "tr", "track", "ul",
  ]
}
