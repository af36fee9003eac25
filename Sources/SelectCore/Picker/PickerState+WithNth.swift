/// `change-with-nth` and `transform-with-nth`: the labels made again from
/// the values with other fields, or another template. As in fzf, only
/// when `--with-nth` was given; an empty one goes back to it, and
/// alternatives separated by `|` are taken in turn.
extension PickerState {
  mutating func changeWithNth(_ text: String) {
    guard let given = initial.withNthText else { return }
    let choice = rotate(text)
    let expression = choice.isEmpty ? given : choice
    // A bad one is ignored, as a transform's output cannot be refused.
    guard expression != settings.withNthText,
      let relabelling = Relabelling(expression, delimiter: settings.delimiter)
    else { return }
    settings.withNthText = expression
    // The items' records of the labels made before are in the last
    // relabelling's bytes, and hold the values' starts: it must live
    // until every item has a new record.
    let replaced = input.relabelling
    input.relabelling = relabelling
    relabelling.relabel(&items, from: 0, indexBase: settings.headerLineCount)
    withExtendedLifetime(replaced) {}
    rankAgain()
  }
}

/// Labels made from values by `change-with-nth`, and the bytes they are
/// kept in: shared by every copy of the state, appended to only by the
/// reducer.
package final class Relabelling: @unchecked Sendable {
  private enum Fields {
    case list(FieldList)
    case template(PrintTemplate)
  }

  private let fields: Fields
  private let splitter: FieldSplitter
  /// The labels' bytes, kept as long as an item list holds the state's
  /// items (see `PickerSession.items`).
  private let arena = ByteArena()
  private let scratch = ScratchBytes()

  /// `--with-nth`'s field list or template (`2..`, `{2} {1}`); nil when
  /// `expression` is neither.
  init?(_ expression: String, delimiter: [UInt8]?) {
    if expression.contains("{") {
      guard let template = try? PrintTemplate(parsing: expression, option: "--with-nth") else { return nil }
      fields = .template(template)
    } else {
      guard let list = try? FieldList(parsing: expression, option: "with-nth") else { return nil }
      fields = .list(list)
    }
    splitter = FieldSplitter(delimiter: delimiter)
  }

  /// Gives `items[start...]` labels made from their values. Colours
  /// (`--ansi`) are not kept: they belong to the labels first made.
  func relabel(_ items: inout ItemColumn, from start: Int, indexBase: Int) {
    guard start < items.count else { return }
    var context = TemplateContext(fields: splitter)
    context.indexBase = indexBase
    for position in start..<items.count {
      scratch.reset()
      switch fields {
      case .list(let list): splitter.join(list, of: items[position].value, into: scratch)
      case .template(let template):
        let line = Item(value: items[position].value, index: items[position].index)
        template.expand(line, offset: 0, context: context) { scratch.append($0) }
      }
      let label = arena.append(scratch.bytes.buffer)
      items.modify(at: position) { $0.relabel(label, records: arena) }
    }
  }
}
