import SelectCore
import SelectTerminal

/// Where the items come from: words on the command line, a built-in enum,
/// or lines of stdin; shaped by `--range` and `--with-nth` on the way.
struct ItemSource {
  private enum Origin {
    case words([String])
    case builtin(BuiltinEnum)
    case standardInput
    case loaded([Item], ByteArena, BuiltinEnum?)
  }

  private let origin: Origin
  private let options: Options

  /// The built-in enum, when items come from one.
  var builtin: BuiltinEnum? {
    switch origin {
    case .builtin(let entry): return entry
    case .loaded(_, _, let entry): return entry
    default: return nil
    }
  }

  init(_ options: Options) throws {
    self.options = options
    if !options.arguments.isEmpty {
      origin = .words(options.arguments)
    } else if let name = options.enumName {
      guard let entry = BuiltinEnum.named(name) else {
        let known = BuiltinEnum.all.map(\.name).joined(separator: ", ")
        throw SelectError.usage("unknown enum '\(name)' (known: \(known))")
      }
      origin = .builtin(entry)
    } else if StandardInput().isTerminal {
      throw SelectError.usage(
        "nothing to choose from: pipe lines in, give words, or use --enum NAME (see --help)")
    } else {
      origin = .standardInput
    }
  }

  /// Items already read and shaped (to decide `--select-1` first).
  init(loaded items: [Item], arena: ByteArena, builtin: BuiltinEnum?, options: Options) {
    self.options = options
    origin = .loaded(items, arena, builtin)
  }

  /// Hands each offered item to `body` in source order until it returns
  /// false. With `keep`, items stay valid afterwards (their bytes live in
  /// `arena`); without, each is valid only during its call.
  func forEach(keep: Bool, arena: ByteArena, _ body: (Item) throws -> Bool) throws {
    var shaper = ItemShaper(
      range: options.range, withNth: options.withNth, delimiter: options.delimiter,
      arena: keep ? arena : nil)
    // `shaper` is passed inout: captured by a local function instead, it
    // was checked for exclusive access at run time on every line.
    func offer(_ shaper: inout ItemShaper, _ value: Bytes, label: Bytes? = nil) throws -> Bool {
      switch shaper.shape(value) {
      case .skipped: return true
      case .pastRange: return false
      case .item(var item):
        if let label { item.label = label }
        return try body(item)
      }
    }
    switch origin {
    case .loaded(let items, _, _):
      for item in items where try !body(item) { return }
      return
    case .words(let words):
      for word in words where try !offer(&shaper, arena.append(word)) { return }
    case .builtin(let entry):
      for option in entry.options where try !offer(&shaper, arena.append(option.value), label: arena.append(option.label)) {
        return
      }
    case .standardInput:
      let splitter = LineSplitter(
        terminator: options.read0 ? 0 : UInt8(ascii: "\n"), keepsInput: keep, arena: arena)
      try StandardInput().read(into: splitter) { try offer(&shaper, $0) }
    }
  }

  /// Every offered item, kept.
  func load(into arena: ByteArena) throws -> [Item] {
    var items: [Item] = []
    try forEach(keep: true, arena: arena) { item in
      items.append(item)
      return true
    }
    return items
  }
}
