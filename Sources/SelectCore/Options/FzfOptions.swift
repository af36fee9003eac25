/// The options of fzf 0.74 that select had no word for, as the command
/// line sets them; each is described in select(1), "fzf options".
package struct FzfOptions: Sendable {
  /// How fzf's scoring schemes tune the ranking.
  package enum Scheme: String, Sendable {
    case `default`, path, history
  }

  /// `+x`: the query is one fuzzy term, spaces and operators included.
  package var extended = true
  package var caseMode = CaseMode.smart
  /// `--literal`: letters with diacritics match only themselves.
  package var literal = false
  package var scheme: Scheme?
  package var algorithm = FuzzyAlgorithm.v2
  /// `--disabled`: the query does not filter the picker (`--filter` still
  /// filters, as in fzf).
  package var disabled = false
  /// `--tail N`: only the last N items are kept.
  package var tail: Int?
  /// `--sync`: the picker appears once the whole input is read.
  package var sync = false
  /// `--track`: the cursor stays on its item as the matches change.
  package var track = false
  /// `--jump-labels`: the keys that label the rows in jump mode.
  package var jumpLabels: [Character]?
  /// `--history FILE`.
  package var history: String?
  package var historySize = 1000
  /// `--walker`, `--walker-root`, `--walker-skip`: nil when none is given.
  package var walker: WalkerOptions?
  package var threads: Int?
  /// `--bench`: seconds.
  package var bench: Double?
  package var noUnicode = false
  package var filepathWord = false
  /// `--ambidouble`: ambiguous-width characters take two columns.
  package var ambidouble = false
  /// `--no-tty-default`: the terminal is stderr's, found by name.
  package var ttyOfStandardError = false
  package var man = false

  package init() {}

  /// Refuses what makes no sense together: `--bench` without `--filter`.
  func check(filter: String?) throws(SelectError) {
    if bench != nil && filter == nil {
      throw .usage("--bench times --filter: select --filter QUERY --bench 10s")
    }
  }

  /// Records one of these options; `text` is its argument.
  mutating func apply(_ id: OptionID, _ text: String) throws(SelectError) {
    switch id {
    case .extended: extended = true
    case .ignoreCase: caseMode = .ignore
    case .smartCase: caseMode = .smart
    case .literal: literal = true
    case .scheme:
      guard let value = Scheme(rawValue: text) else {
        throw .usage("--scheme takes default, path or history, not '\(text)'")
      }
      scheme = value
    case .algo:
      guard let value = FuzzyAlgorithm(rawValue: text) else { throw .usage("--algo takes v1 or v2, not '\(text)'") }
      algorithm = value
    case .disabled: disabled = true
    case .tail: tail = try Self.count(text, "--tail", noun: "items")
    case .sync: sync = true
    case .track: track = true
    case .jumpLabels:
      // A label is typed as one key and drawn in one column, as in fzf.
      guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
        throw .usage("--jump-labels takes printable ASCII characters, not '\(text)'")
      }
      jumpLabels = Array(text)
    case .history:
      guard !text.isEmpty else { throw .usage("--history needs a file name") }
      history = text
    case .historySize: historySize = try Self.count(text, "--history-size", noun: "queries")
    case .walker:
      var walker = self.walker ?? WalkerOptions()
      try walker.setKinds(text)
      self.walker = walker
    case .walkerRoot:
      guard !text.isEmpty else { throw .usage("--walker-root needs a directory") }
      var walker = self.walker ?? WalkerOptions()
      walker.roots.append(text)
      self.walker = walker
    case .walkerSkip:
      var walker = self.walker ?? WalkerOptions()
      walker.skip = text.split(separator: ",").map(String.init)
      self.walker = walker
    case .threads: threads = try Self.count(text, "--threads", noun: "threads")
    case .bench: bench = try Self.duration(text)
    case .noUnicode: noUnicode = true
    case .filepathWord: filepathWord = true
    case .ambidouble: ambidouble = true
    case .noTtyDefault: ttyOfStandardError = true
    case .man: man = true
    default: break
    }
  }

  /// Turns one of these options off (`+x`, `--no-literal`, …).
  mutating func undo(_ id: OptionID) {
    switch id {
    case .extended: extended = false
    case .ignoreCase: caseMode = .respect
    case .literal: literal = false
    case .disabled: disabled = false
    case .tail: tail = nil
    case .sync: sync = false
    case .track: track = false
    case .history: history = nil
    case .noUnicode: noUnicode = false
    case .filepathWord: filepathWord = false
    case .ambidouble: ambidouble = false
    default: break
    }
  }

  /// What these options change in matching and ranking; an order the
  /// command line gave (`--tiebreak`, `--no-sort`) wins over `--scheme`'s.
  func adjust(_ options: inout MatchOptions, tiebreakGiven: Bool) {
    options.extended = extended
    options.caseMode = caseMode
    options.foldsDiacritics = !literal
    options.algorithm = algorithm
    guard !tiebreakGiven, let scheme else { return }
    switch scheme {
    case .default: break
    // fzf's path scheme prefers matches in the last part of a path, then
    // shorter ones; its history scheme keeps the input's order on ties.
    case .path: options.order = .tiebreak([.pathname, .length])
    case .history: options.order = .tiebreak([.index])
    }
  }

  private static func count(_ text: String, _ option: String, noun: String) throws(SelectError) -> Int {
    guard let n = Int(text), n >= 1 else {
      throw .usage("\(option) takes a number of \(noun) from 1, not '\(text)'")
    }
    return n
  }

  /// A duration as fzf writes one: `10s`, `500ms`, `1m`, `1.5s`.
  private static func duration(_ text: String) throws(SelectError) -> Double {
    let units: [(String, Double)] = [("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9), ("s", 1), ("m", 60), ("h", 3600)]
    for (unit, scale) in units where text.hasSuffix(unit) {
      if let n = Double(text.dropLast(unit.count)), n > 0, n < 1e9 { return n * scale }
    }
    throw .usage("--bench takes a duration such as 10s or 500ms, not '\(text)'")
  }
}

/// How a query's case is matched: fzf's `--smart-case`, `-i`, `+i`.
package enum CaseMode: Sendable, Equatable {
  /// A term with a capital letter respects case; others ignore it.
  case smart
  /// Case never matters.
  case ignore
  /// Case always matters.
  case respect
}

/// fzf's `--walker` options: what the walk offers and where it goes.
package struct WalkerOptions: Sendable, Equatable {
  package var files = true
  package var directories = false
  package var follows = true
  package var hidden = true
  /// Where the walk starts; `.` when empty.
  package var roots: [String] = []
  package var skip = [".git", "node_modules"]

  package init() {}

  /// `--walker file,dir,follow,hidden`: what is not named is off.
  mutating func setKinds(_ text: String) throws(SelectError) {
    (files, directories, follows, hidden) = (false, false, false, false)
    for word in text.split(separator: ",") {
      switch word {
      case "file": files = true
      case "dir": directories = true
      case "follow": follows = true
      case "hidden": hidden = true
      default:
        throw .usage("--walker takes file, dir, follow and hidden (comma-separated), not '\(word)'")
      }
    }
    guard files || directories else {
      throw .usage("--walker needs file or dir (or both), not '\(text)'")
    }
  }
}
