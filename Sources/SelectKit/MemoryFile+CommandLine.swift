import SelectCore
import SelectTerminal

extension MemoryFile {
  /// `--remember NAME`'s file, or nil without it.
  package convenience init?(_ options: Options) {
    guard let name = options.remember else { return nil }
    self.init(name: name, capacity: options.rememberSize)
  }

  /// The memory rankings lift by, as the file holds it now: nil with an
  /// order asked for (`--no-sort`, `--tac`), or when the memory cannot be
  /// read (said once on stderr).
  package func ranking(_ options: Options) -> MemoryRanking? {
    options.noSort || options.tac ? nil : ranking(identity: ItemIdentity(options))
  }

  /// Remembers `choices`, made with `query`.
  package func record(_ choices: Choices, query: String, _ options: Options) {
    record(choices, query: query, identity: ItemIdentity(options))
  }
}
