/// Past queries, for fzf's `--history FILE`: `previous`/`next` walk them
/// (Ctrl-P and Ctrl-N), and an accepted query is appended.
///
/// As in fzf, the walk ends on an empty entry that stands for the query
/// being typed; an entry edited during the walk keeps its edit until the
/// picker closes, but the file keeps what was accepted.
package struct QueryHistory: Equatable, Sendable {
  /// The entries, oldest first, then the one being typed.
  private var entries: [String]
  /// Edits made to entries while walking, by index.
  private var edits: [Int: String] = [:]
  /// The entry shown.
  private var position: Int

  /// The history of the file's `lines`, oldest first.
  package init(_ lines: [String]) {
    entries = lines.filter { !$0.isEmpty } + [""]
    position = entries.count - 1
  }

  /// Moves one entry back, keeping `query` as the entry it replaces;
  /// returns the query to show.
  package mutating func previous(from query: String) -> String {
    move(by: -1, from: query)
  }

  /// Moves one entry on; returns the query to show.
  package mutating func next(from query: String) -> String {
    move(by: 1, from: query)
  }

  private mutating func move(by step: Int, from query: String) -> String {
    if position == entries.count - 1 { entries[position] = query } else { edits[position] = query }
    position = min(max(position + step, 0), entries.count - 1)
    return edits[position] ?? entries[position]
  }

  /// The lines to write back after `query` was accepted: the file's, then
  /// `query` (an empty query is not kept), the oldest dropped beyond
  /// `limit`.
  package static func lines(_ lines: [String], appending query: String, limit: Int) -> [String] {
    var kept = lines.filter { !$0.isEmpty }
    guard !query.isEmpty else { return kept }
    kept.append(query)
    return Array(kept.suffix(limit))
  }
}
