/// How memory meets the score (MEMORY in select(1)): the matches chosen
/// before for the typed query, or a query it begins, come first, most
/// frecent first; every other match keeps its place.
///
/// A keystroke must not pay for it, so nothing is hashed for a query that
/// nothing was chosen with, and otherwise only the matches that pass the
/// sieve of the wanted items' lengths and tags: a few in a thousand.
/// The lifted matches get scores above any the matcher gives (one per
/// place, best first), so a lifted ranking is still sorted and merges,
/// narrows and grows as any ranking does.
package struct MemoryLift: Sendable {
  /// The place of each wanted item's hash, 0 the most frecent.
  private let places: HashPlaces
  /// The wanted items' lengths and tags.
  private let sieve: Sieve
  private let key: SipKey

  /// The lift for `query` from `memory` at `now`: the items chosen with
  /// it or a query it begins; for the empty query, whose record every
  /// choice counts, every remembered item.
  package init(_ memory: Memory, query: String, now: UInt32) {
    self.init(memory, wanted: memory.remembered(for: query, now: now))
  }

  /// The lift that lifts nothing.
  package init(nothingFrom memory: Memory) {
    self.init(memory, wanted: [])
  }

  private init(_ memory: Memory, wanted remembered: [Memory.Entry]) {
    let wanted = remembered.prefix(Self.mostLifted)
    var places: [UInt64: Int] = [:]
    for (place, entry) in wanted.enumerated() where places[entry.item] == nil {
      places[entry.item] = place
    }
    self.places = HashPlaces(places)
    sieve = Sieve(wanted.lazy.map { ($0.length, $0.tag) }, key: memory.key)
    key = memory.key
  }

  /// The most items lifted: scores above the matcher's leave room for
  /// this many places.
  static let mostLifted = 1 << 16

  /// Whether nothing would be lifted.
  package var isEmpty: Bool { places.isEmpty }

  /// The score a match lifted to `place` ranks by: above the best a
  /// matcher gives (a few million for many whole-label terms).
  static func score(place: Int) -> Int {
    Int(Int32.max) - 1 - place
  }

  /// The place of the item whose identity is `bytes`, when it is lifted.
  @inline(__always)
  package func place(of bytes: Bytes) -> Int? {
    guard sieve.mayHold(bytes) else { return nil }
    return places[key.hash(bytes)]
  }

  /// The place of the item whose identity hashes to `hash`, when it is
  /// lifted.
  @inline(__always)
  package func place(ofHash hash: UInt64) -> Int? {
    places[hash]
  }

  /// Whether an identity of `count` bytes may be lifted, so is worth
  /// finding.
  @inline(__always)
  package func mayLift(length count: Int) -> Bool {
    sieve.mayHold(length: count)
  }

  /// Whether `identity` may be lifted, so is worth hashing.
  @inline(__always)
  package func mayLift(_ identity: Bytes) -> Bool {
    sieve.mayHold(identity)
  }

  /// The hash memory keeps an identity as.
  @inline(__always)
  package func hash(_ identity: Bytes) -> UInt64 {
    key.hash(identity)
  }

  /// `matches` (sorted) with the remembered ones first: `place` gives the
  /// place of the item at a match's position when it is lifted
  /// (`place(of:)`). Unchanged, and not copied, when none is lifted.
  @inline(__always)
  package func lift(_ matches: [RankedMatch], place: (Int) -> Int?) -> [RankedMatch] {
    if places.isEmpty { return matches }
    var lifted: [RankedMatch] = []
    var offsets: [Int] = []
    for (offset, match) in matches.enumerated() {
      guard let place = place(match.position) else { continue }
      lifted.append(RankedMatch(position: match.position, score: Self.score(place: place)))
      offsets.append(offset)
    }
    if lifted.isEmpty { return matches }
    lifted.sort()
    var result = lifted
    result.reserveCapacity(matches.count)
    var start = 0
    for offset in offsets {
      result += matches[start..<offset]
      start = offset + 1
    }
    result += matches[start...]
    return result
  }
}
