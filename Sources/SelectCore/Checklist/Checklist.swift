/// A Markdown document whose task list items (`- [ ] task`, `- [x] task`)
/// can be checked and unchecked, then written back with nothing changed but
/// the marks of the tasks whose state changed.
///
/// Bullets `-`, `*`, `+` and numbers (`1.`, `1)`) at any indentation make
/// tasks; lines in code blocks and raw HTML do not (see `BlockTracker`).
/// Lines end at `\n`; a `\r` before it is part of the line ending, and a
/// last line without `\n` is a line too.
package struct Checklist: Sendable {
  /// One task: where its line, its mark and its text are in the document.
  package struct Task: Equatable, Sendable {
    /// The whole line, without its `\n` (a `\r` before it stays).
    package let line: Range<Int>
    /// The offset of the mark between the brackets: ` `, `x` or `X`.
    package let mark: Int
    /// The task's text after the mark, without surrounding blanks.
    package let text: Range<Int>
    /// Whether the document checks it.
    package let isChecked: Bool
    /// How deep in nested lists it is: 0 for a task of a top-level list.
    package let depth: Int
  }

  /// The document as read.
  package let document: [UInt8]
  /// The tasks in document order; a task's number is its position here.
  package let tasks: [Task]
  /// The text of the document's first heading, if it has one: the title
  /// the picker shows above the tasks.
  package let title: String?

  /// Finds the tasks in a document; any bytes at all are a document.
  package init(parsing document: [UInt8]) {
    self.document = document
    var tasks: [Task] = []
    var title: String?
    var tracker = BlockTracker()
    // The indents of the open list items, outermost first.
    var openItems: [Int] = []
    var start = 0
    while start < document.count {
      let newline = document[start...].firstIndex(of: UInt8(ascii: "\n"))
      let end = newline ?? document.count
      let hasReturn = end > start && document[end - 1] == UInt8(ascii: "\r")
      let line = MarkdownLine(document[start..<(hasReturn ? end - 1 : end)])
      if tracker.isText(line) {
        if line.listItemContent != nil {
          while let last = openItems.last, last >= line.indent { openItems.removeLast() }
          openItems.append(line.indent)
        } else if line.indent == 0 {
          openItems.removeAll()
        }
        if title == nil, let heading = line.headingText { title = String(decoding: heading, as: UTF8.self) }
        // A task is an item, which holds at most `Item.longest` bytes.
        if let task = line.task, end - start <= Item.longest {
          let mark = document[task.mark]
          tasks.append(
            Task(
              line: start..<end, mark: task.mark, text: task.text,
              isChecked: mark != UInt8(ascii: " "), depth: openItems.count - 1))
        }
      }
      start = end + 1
    }
    self.tasks = tasks
    self.title = title
  }

  /// The numbers (0-based) of the tasks the document checks.
  package var checked: Set<Int> {
    Set(tasks.indices.filter { tasks[$0].isChecked })
  }

  /// The picker's section names for a checklist's tasks, unless
  /// `--sections` names them.
  package static let sectionNames = (unchecked: "To do", checked: "Done")

  /// The tasks as items: the value is the task's line, the label its
  /// text, the index its number among the tasks.
  package var items: ItemList {
    let arena = ByteArena(blockSize: 1 << 12)
    let items = tasks.enumerated().map { number, task in
      Item(
        value: arena.append(Array(document[task.line])), label: arena.append(Array(document[task.text])),
        index: number, records: arena)
    }
    return ItemList(items, keptAliveBy: arena)
  }

  /// The document with exactly the tasks numbered in `checked` checked.
  ///
  /// Only the mark of a task whose state changes is rewritten: checking
  /// writes `x`, unchecking a space; a `[X]` that stays checked stays `X`.
  package func document(checking checked: Set<Int>) -> [UInt8] {
    var result = document
    for (number, task) in tasks.enumerated() where checked.contains(number) != task.isChecked {
      result[task.mark] = task.isChecked ? UInt8(ascii: " ") : UInt8(ascii: "x")
    }
    return result
  }
}
