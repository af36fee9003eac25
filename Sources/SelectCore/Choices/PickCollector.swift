/// Resolves a `--pick` spec while items stream past, so reading can stop
/// as soon as the answer is known and nothing but the answer is kept.
///
/// Items counted from the start are copied when seen; items counted from
/// the end live in a small ring of reused buffers until the input ends.
package final class PickCollector {
  private typealias Choice = (item: Item, offset: Int)

  private let spec: PickSpec
  private let ordersBySelection: Bool
  /// The numbers counted from the start, as ranges sorted by their start;
  /// never expanded, since `--pick 1-1000000000` is a few bytes to type.
  private let wanted: [ClosedRange<Int>]
  /// The first range in `wanted` that can still hold the next number.
  // Touched once or more per line and only ever by one thread at a time:
  // the run-time exclusivity check on each access cost more than the
  // work it guards.
  @exclusivity(unchecked) private var nextWanted = 0
  private let lastNeeded: Int?
  private let arena = ByteArena(blockSize: 1 << 12)
  private var captured: [Int: Choice] = [:]
  /// How well the name picked so far matches: 0 for its exact value,
  /// then exact label, value and label ignoring case.
  private var nameMatch = Int.max
  @exclusivity(unchecked) private var ring: [RingSlot] = []
  private let ringSize: Int
  @exclusivity(unchecked) private var seen = 0
  /// How many `--header-lines` went by: when no item came, they say why.
  private var headerLines = 0

  /// Collects the items `spec` names, to be given in source order or, with
  /// `ordersBySelection` (`--order selection`), in the order it names them.
  package init(spec: PickSpec, ordersBySelection: Bool = false) {
    self.spec = spec
    self.ordersBySelection = ordersBySelection
    var wanted: [ClosedRange<Int>] = []
    var ringSize = 0
    if case .positions(let list) = spec {
      for position in list {
        switch position {
        case .number(let n): wanted.append(n...n)
        case .range(let low, let high): wanted.append(low...high)
        case .fromEnd(let n): ringSize = max(ringSize, n)
        }
      }
    }
    self.wanted = wanted.sorted { $0.lowerBound < $1.lowerBound }
    self.ringSize = ringSize
    // Naming item 0 is an error whose message counts every item.
    self.lastNeeded = self.wanted.first?.lowerBound == 0 ? nil : spec.lastNumberNeeded
  }

  /// Takes the next item shown; false when the answer is already known.
  package func offer(_ item: Item) -> Bool {
    let number = seen + 1
    seen = number
    switch spec {
    case .name(let text):
      // A better match may come later; nothing beats an exact value.
      guard let match = Self.nameMatch(item, Array(text.utf8)), match < nameMatch else { return true }
      nameMatch = match
      captured = [number: (keep(item), number - 1)]
      return match > 0
    case .positions:
      if isWanted(number) { captured[number] = (keep(item), number - 1) }
      if ringSize > 0 { remember(item) }
      if let lastNeeded { return number < lastNeeded }
      return true
    }
  }

  /// Counts one of the `--header-lines`, which are not items.
  package func passHeaderLine() {
    headerLines += 1
  }

  /// The chosen items in the collector's order, each once, once the input
  /// has ended (or `offer` said stop). Their bytes are the collector's,
  /// which the choices keep.
  package func choices() throws(SelectError) -> Choices {
    let chosen: [Choice]
    switch spec {
    case .name(let text):
      guard let choice = captured.values.first else {
        throw seen == 0 ? .noItems(afterHeaderLines: headerLines) : .noSuchValue(text)
      }
      chosen = [choice]
    case .positions(let list):
      if seen == 0 { throw .noItems(afterHeaderLines: headerLines) }
      var numbers = try list.numbers(count: seen).get()
      if !ordersBySelection { numbers.sort() }
      chosen = numbers.map { number in
        captured[number] ?? fromRing(number)
      }
    }
    let picks = chosen.indices.map { PickerChoice(position: $0, offset: chosen[$0].offset) }
    return Choices(picks, in: ItemList(chosen.map(\.item), keptAliveBy: self))
  }

  /// How well `item` answers to `name`, best first: its exact value (0),
  /// its exact label, its value ignoring case, its label ignoring case;
  /// nil when it does not.
  private static func nameMatch(_ item: Item, _ name: [UInt8]) -> Int? {
    if item.value.buffer.elementsEqual(name) { return 0 }
    if item.label.buffer.elementsEqual(name) { return 1 }
    if item.value.equalsIgnoringCase(name) { return 2 }
    if item.label.equalsIgnoringCase(name) { return 3 }
    return nil
  }

  /// Whether the spec names `number`; numbers must be asked in increasing
  /// order, so ranges left behind are skipped for good.
  private func isWanted(_ number: Int) -> Bool {
    while nextWanted < wanted.count && wanted[nextWanted].upperBound < number {
      nextWanted += 1
    }
    return nextWanted < wanted.count && wanted[nextWanted].contains(number)
  }

  private func keep(_ item: Item) -> Item {
    let value = arena.append(item.value.buffer)
    let label = item.label.isSame(as: item.value) ? value : arena.append(item.label.buffer)
    return Item(value: value, label: label, index: item.index, records: arena)
  }

  // Runs for every line of `--pick -1`: one copy, not two, when the label
  // is the value, and slots are objects so that filling one does not
  // make the array check that it is uniquely referenced.
  private func remember(_ item: Item) {
    if ring.count < ringSize { ring.append(RingSlot()) }
    ring[(seen - 1) % ringSize].fill(item)
  }

  private func fromRing(_ number: Int) -> Choice {
    (ring[(number - 1) % ringSize].item, number - 1)
  }
}

/// One item counted from the end, copied out of a buffer about to be reused.
private final class RingSlot {
  private let value = ScratchBytes()
  private let label = ScratchBytes()
  private let record = LabelRecordSlot()
  @exclusivity(unchecked) private var labelIsValue = true
  @exclusivity(unchecked) private var index = 0

  func fill(_ item: Item) {
    value.reset()
    value.append(item.value.buffer)
    labelIsValue = item.label.isSame(as: item.value)
    if !labelIsValue {
      label.reset()
      label.append(item.label.buffer)
    }
    index = item.index
  }

  var item: Item {
    Item(value: value.bytes, label: labelIsValue ? value.bytes : label.bytes, index: index, records: record)
  }
}
