/// A template for `--print`, `--preview` and `--bind` commands: text with
/// `{value}` (or `{}`), `{label}`, `{index}`, `{offset}` and `{number}`
/// placeholders, fzf's field expressions over the value (`{1}`, `{-1}`,
/// `{2..}`, `{..2}`, `{1,3}`), `{q}` for the query and `{+}` for every
/// checked value; in `--print` and `--accept-nth`, `{score}` and
/// `{positions}` of the match; `\t`, `\n` and `\\` escapes, and `{{` /
/// `}}` for literal braces.
package struct PrintTemplate: Equatable, Sendable {
  /// A piece of a template.
  package enum Part: Equatable, Sendable {
    case text([UInt8])
    case value, label, index, offset, number
    /// Fields of the value, split as `--delimiter` says.
    case fields(FieldList)
    /// The query typed.
    case query
    /// One of fzf's placeholders in a command (`{+}`, `{*f}`, `{rn}`…).
    case fzf(Placeholder)
    /// fields of the query (`{q:2..}`), blanks kept with `s`.
    case queryFields(FieldList, keepsBlanks: Bool)
    /// `{fzf:action}` and `{fzf:prompt}`.
    case lastAction, prompt
    /// The match's score for the query, and the label's matched scalars
    /// (`TemplateContext.matcher`).
    case score, positions
  }

  /// The pieces in order.
  package let parts: [Part]

  /// The template that prints just the value.
  package static let value = PrintTemplate(parts: [.value])

  init(parts: [Part]) {
    self.parts = parts
  }

  /// Parses a template given to `option`; an unknown placeholder or an
  /// unclosed brace is a usage error naming it.
  package init(parsing template: String, option: String = "--print") throws(SelectError) {
    var parts: [Part] = []
    var text: [UInt8] = []
    let bytes = Array(template.utf8)
    var i = 0
    func flush() {
      if !text.isEmpty { parts.append(.text(text)) }
      text = []
    }
    let forShell = option != "--print" && option != "--accept-nth" && option != "--with-nth"
    while i < bytes.count {
      let byte = bytes[i]
      let next: UInt8? = i + 1 < bytes.count ? bytes[i + 1] : nil
      if forShell {
        // fzf's commands: `\{…}` is the placeholder's text, and braces that
        // hold no placeholder (awk's `{print $1}`) stay as they are.
        if byte == UInt8(ascii: "\\"), next == UInt8(ascii: "{"),
          let close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")),
          Self.isFzfPlaceholder(bytes[(i + 2)..<close])
        {
          text += bytes[(i + 1)...close]
          i = close + 1
          continue
        }
        if byte == UInt8(ascii: "{"), let close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")),
          Self.isFzfPlaceholder(bytes[(i + 1)..<close]) || Self.ownNames.contains(String(decoding: bytes[(i + 1)..<close], as: UTF8.self))
        {
          flush()
          parts.append(try Self.shellPlaceholder(String(decoding: bytes[(i + 1)..<close], as: UTF8.self), option: option))
          i = close + 1
        } else {
          text.append(byte)
          i += 1
        }
        continue
      }
      switch (byte, next) {
      case (UInt8(ascii: "{"), UInt8(ascii: "{")), (UInt8(ascii: "}"), UInt8(ascii: "}")):
        text.append(byte)
        i += 2
      case (UInt8(ascii: "\\"), UInt8(ascii: "t")):
        text.append(9)
        i += 2
      case (UInt8(ascii: "\\"), UInt8(ascii: "n")):
        text.append(10)
        i += 2
      case (UInt8(ascii: "\\"), UInt8(ascii: "\\")):
        text.append(UInt8(ascii: "\\"))
        i += 2
      case (UInt8(ascii: "{"), _):
        guard let close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
          throw .usage("unclosed '{' in \(option) template '\(template)'")
        }
        let name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
        flush()
        parts.append(try Self.placeholder(name, option: option))
        i = close + 1
      default:
        text.append(byte)
        i += 1
      }
    }
    flush()
    self.parts = parts
  }

  private static func placeholder(_ name: String, option: String) throws(SelectError) -> Part {
    switch name {
    case "", "value": return .value
    case "label": return .label
    case "index": return .index
    case "offset": return .offset
    case "number": return .number
    case "q": return .query
    case "n": return .fzf(Placeholder(item: .index))
    case "score" where option == "--print" || option == "--accept-nth": return .score
    case "positions" where option == "--print" || option == "--accept-nth": return .positions
    default:
      if let first = name.first, first.isNumber || first == "-" || first == "." {
        return .fields(try fieldList(name, name: name, option: option))
      }
      throw .usage(
        "unknown placeholder {\(name)} in \(option) (known: {value} {label} {index} {offset} {number} {q} {n} {1} {-1} {2..} {..2} {1,3}\(option == "--print" || option == "--accept-nth" ? " {score} {positions}" : ""))"
      )
    }
  }

  static func fieldList(_ text: String, name: String, option: String) throws(SelectError) -> FieldList {
    do {
      return try FieldList(parsing: text, option: String(option.drop { $0 == "-" }))
    } catch {
      throw .usage("bad field expression {\(name)} in \(option): fields count from 1, or from -1 at the end")
    }
  }

  /// Whether `{score}` or `{positions}` is in it: then the query is
  /// matched against each item printed.
  package var usesMatch: Bool {
    parts.contains { $0 == .score || $0 == .positions }
  }

  /// Whether a `{*…}` placeholder names every match.
  package var usesMatches: Bool {
    parts.contains {
      if case .fzf(let placeholder) = $0 { return placeholder.scope == .matched }
      return false
    }
  }

  /// Whether the expansion names an item (anything but text and `{q}`).
  package var usesItem: Bool {
    parts.contains {
      switch $0 {
      case .text, .query, .queryFields, .lastAction, .prompt: false
      default: true
      }
    }
  }
}
