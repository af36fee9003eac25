// What the options set in the core: the picker's settings, how values
// become items, and how memory knows an item.

extension Options {
  /// The byte that ends each value read: NUL with `--read0`.
  package var valueEnd: UInt8 { read0 ? 0 : UInt8(ascii: "\n") }

  /// The byte that ends each line written: NUL with `--print0`.
  package var lineEnd: UInt8 { print0 ? 0 : UInt8(ascii: "\n") }
}

extension PickerState.Settings {
  /// The picker a command line asks for, from the options the man page
  /// lists under OPTIONS; the items of `builtin` bring their title and
  /// swatches.
  package init(_ options: Options, builtin: BuiltinEnum?) {
    self.init()
    multi = options.multi
    limit = options.limit
    // `--enum answer` starts on No: a bare Enter answers no (--enum in select(1)).
    let startsOn = options.multi ? nil : builtin?.startsOn.map { [$0] }
    selected = options.selected.isEmpty ? startsOn ?? [] : options.selected
    match = options.matchOptions
    nthText = options.nthText
    withNthText = options.withNthText
    match.disabled = options.fzf.disabled
    tracks = options.fzf.track
    if let labels = options.fzf.jumpLabels { jumpLabels = labels }
    tail = options.fzf.tail
    filepathWords = options.fzf.filepathWord
    headerLineCount = options.headerLines
    opensEmpty = options.walk != nil
    cycles = options.cycle
    layout = options.layout
    for name in options.expect {
      if let key = Key(name: name) { expectKeys[key] = name }
    }
    header = options.header ?? builtin?.title
    if let prompt = options.prompt { self.prompt = prompt }
    if let sections = options.sections { self.sections = sections }
    ordersBySelection = options.order == .selection
    swatches = builtin?.options.map(\.swatch) ?? []
    previewWindow = options.preview == nil && !Self.bindsPreview(options) ? nil : options.previewWindow
    previewCommand = options.preview
    delimiter = options.delimiter
    showsNumbers = !options.noNumbers
    for binding in options.bindings { keymap.apply(binding) }
    looks = options.looks
    // fzf's reverse layout puts the count on a row of its own (--layout in select(1)).
    if layout == .reverse && looks.info == nil { looks.info = Looks.Info(style: .default) }
    looks.labelsMayBreak = options.read0
    acceptsTyping = !options.looks.noInput
    scrollOff = options.looks.scrollOff
    raw = options.looks.raw
  }

  /// The picker `--checklist` asks in: the tasks of `checklist` in two
  /// sections ("to do" and "done" unless `--sections` names them), those
  /// in `checked` checked to begin with; Enter accepts whatever is checked
  /// then, even nothing.
  package init(_ options: Options, checklist: Checklist, checked: Set<Int>) {
    self.init(options, builtin: nil)
    header = options.header ?? checklist.title
    depths = checklist.tasks.map(\.depth)
    numbersItemsByIndex = true
    multi = true
    preChecked = checked
    acceptsNoChecks = true
    sections = options.sections ?? Checklist.sectionNames
  }

  /// `--history`: the past queries, which Ctrl-P and Ctrl-N walk unless
  /// `--bind` gave them other work (fzf's rule).
  package mutating func recall(history lines: [String], _ options: Options) {
    historyLines = lines
    let bound = Set(options.bindings.map(\.trigger))
    for (name, action) in [("ctrl-p", PickerAction.previousHistory), ("ctrl-n", .nextHistory)] {
      if let key = Key(name: name), !bound.contains(.key(key)) { keymap.bind(key, to: [action]) }
    }
  }

  /// Whether a binding shows a preview command of its own (`preview(...)`,
  /// `change-preview(...)`), so the pane is there without `--preview`.
  private static func bindsPreview(_ options: Options) -> Bool {
    options.bindings.contains { binding in
      binding.actions.contains {
        switch $0 {
        case .preview, .change(.preview, _), .transform(.preview?, _, _): true
        default: false
        }
      }
    }
  }
}

extension ItemSource.Shape {
  /// How values become items: `--range`, `--with-nth`, `--delimiter`,
  /// `--ansi`, `--header-lines`, `--tac`.
  package init(_ options: Options) {
    self.init(range: options.range, withNth: options.withNth, delimiter: options.delimiter)
    withNthTemplate = options.withNthTemplate
    ansi = options.ansi
    headerLines = options.headerLines
    reversed = options.tac
  }
}

extension ItemIdentity {
  /// How memory knows an item: `--id-nth`'s fields, or the whole value.
  package init(_ options: Options) {
    self.init(fields: options.idNth, delimiter: options.delimiter)
  }
}
