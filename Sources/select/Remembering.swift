import SelectCore
import SelectTerminal

/// `--remember NAME`'s file, or nil without it.
func memoryFile(_ options: Options) -> MemoryFile? {
  options.remember.map { MemoryFile(name: $0, capacity: options.rememberSize) }
}

/// The memory rankings lift by, as the file holds it now: nil without
/// `--remember`, with an order asked for (`--no-sort`, `--tac`), or when
/// the memory cannot be read (said once on stderr).
func memoryRanking(_ options: Options, _ file: MemoryFile?) -> MemoryRanking? {
  guard let file, !options.noSort, !options.tac else { return nil }
  return file.ranking(identity: identity(options))
}

/// How memory knows an item: `--id-nth`'s fields, or the whole value.
func identity(_ options: Options) -> ItemIdentity {
  ItemIdentity(fields: options.idNth, delimiter: options.delimiter)
}

/// Remembers `choices`, made with `query`, in `file`.
func remember(_ choices: Choices, query: String, _ options: Options, _ file: MemoryFile?) {
  file?.record(choices, query: query, identity: identity(options))
}

/// The items of `source` as `query` ranks them, memory first: what
/// `--list` numbers and `--pick` counts with `--query` or a memory, so that
/// a number means what the picker would show.
func rankedSource(_ source: ItemSource, query: String, _ options: Options, _ memory: MemoryRanking?)
  throws -> ItemSource
{
  let items = try source.load()
  if items.isEmpty { throw source.emptyError }
  let ranked = items.withItems { all in
    rank(all, query: query, options, memory).map { all[$0.position] }
  }
  if ranked.isEmpty { throw SelectError.noMatch(query: query) }
  return ItemSource(
    .loaded(ItemList(ranked, keptAliveBy: ListOwner(items)), header: source.header),
    builtin: source.builtin)
}

/// Keeps a list's bytes alive for a list made of its items.
private final class ListOwner {
  let list: ItemList
  init(_ list: ItemList) { self.list = list }
}
