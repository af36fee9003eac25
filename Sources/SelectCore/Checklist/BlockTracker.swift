/// Follows a Markdown document line by line and tells which lines are
/// Markdown text, where a task can be, and which are code or raw HTML.
///
/// A line is a task exactly where GitHub would draw a checkbox, as far as a
/// line-by-line reading can tell:
/// - fenced code (```` ``` ```` or `~~~`, closed by at least as long a run
///   of the same byte; an unclosed fence runs to the end) is code;
/// - a line indented by 4 columns or more after a blank line is code, unless
///   a list is open: there it is a nested list or a continuation;
/// - raw HTML blocks (`<!-- -->`, `<pre>`, `<div>` … see `HTMLBlockEnd`)
///   are HTML;
/// - a list stays open across blank and indented lines, and closes at an
///   unindented line after a blank line, a heading, a fence or HTML.
struct BlockTracker {
  private enum Block {
    case text
    case fence(byte: UInt8, length: Int)
    case html(HTMLBlockEnd)
    case indentedCode
  }

  private var block = Block.text
  private var afterBlank = true
  private var inList = false

  /// Takes the next line; true when it is Markdown text.
  mutating func isText(_ line: MarkdownLine) -> Bool {
    switch block {
    case .fence(let byte, let length):
      if line.closesFence(byte, length: length) { endBlock() }
      return false
    case .html(let end):
      if end.isEnd(of: line) { endBlock() }
      return false
    case .indentedCode:
      if line.hasOnlyBlanks || line.indent >= 4 { return false }
      block = .text
    case .text:
      break
    }
    if line.hasOnlyBlanks {
      afterBlank = true
      return false
    }
    let wasAfterBlank = afterBlank
    afterBlank = false
    if line.indent >= 4 && wasAfterBlank && !inList {
      block = .indentedCode
      return false
    }
    let isListItem = line.listItemContent != nil
    if line.indent == 0 && !isListItem && (wasAfterBlank || line.isHeading) { inList = false }
    if let fence = line.openingFence {
      if line.indent == 0 { inList = false }
      block = .fence(byte: fence.byte, length: fence.length)
      return false
    }
    if let end = HTMLBlockEnd(starting: line) {
      if line.indent == 0 { inList = false }
      block = .html(end)
      if end != .blankLine && end.isEnd(of: line) { endBlock() }
      return false
    }
    if isListItem { inList = true }
    return true
  }

  private mutating func endBlock() {
    block = .text
    afterBlank = true
  }
}
