/// Resolves a `--pick` spec while items stream past, so reading can stop
/// as soon as the answer is known and nothing but the answer is kept.
///
/// Items counted from the start are copied when seen; items counted from
/// the end live in a small ring of reused buffers until the input ends.
public final class PickCollector {
  /// A chosen item and its offset in the list as shown.
  public typealias Choice = (item: Item, offset: Int)

  private let spec: PickSpec
  /// The numbers counted from the start, as ranges sorted by their start;
  /// never expanded, since `--pick 1-1000000000` is a few bytes to type.
  private let wanted: [ClosedRange<Int>]
  /// The first range in `wanted` that can still hold the next number.
  private var nextWanted = 0
  private let lastNeeded: Int?
  private let arena = ByteArena(blockSize: 1 << 12)
  private var captured: [Int: Choice] = [:]
  private var ring: [(value: ScratchBytes, label: ScratchBytes, index: Int)] = []
  private let ringSize: Int
  private var seen = 0

  public init(spec: PickSpec) {
    self.spec = spec
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
  public func offer(_ item: Item) -> Bool {
    let number = seen + 1
    seen = number
    switch spec {
    case .name(let text):
      let name = Array(text.utf8)
      if item.value.equalsIgnoringCase(name) || item.label.equalsIgnoringCase(name) {
        captured[number] = (keep(item), number - 1)
        return false
      }
      return true
    case .positions:
      if isWanted(number) { captured[number] = (keep(item), number - 1) }
      if ringSize > 0 { remember(item) }
      if let lastNeeded { return number < lastNeeded }
      return true
    }
  }

  /// The chosen items in source order, once the input has ended (or
  /// `offer` said stop).
  public func choices() throws(SelectError) -> [Choice] {
    switch spec {
    case .name(let text):
      guard let choice = captured.values.first else {
        throw seen == 0 ? .emptyInput : .noSuchValue(text)
      }
      return [choice]
    case .positions(let list):
      if seen == 0 { throw .emptyInput }
      var numbers = Set<Int>()
      for position in list {
        switch position.numbers(count: seen) {
        case .success(let found): numbers.formUnion(found)
        case .failure(let error): throw error
        }
      }
      return numbers.sorted().map { number in
        captured[number] ?? fromRing(number)
      }
    }
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
    let sameLabel = item.label.start == item.value.start && item.label.count == item.value.count
    let label = sameLabel ? value : arena.append(item.label.buffer)
    return Item(value: value, label: label, index: item.index)
  }

  private func remember(_ item: Item) {
    let slot = (seen - 1) % ringSize
    if ring.count < ringSize {
      ring.append((ScratchBytes(), ScratchBytes(), 0))
    }
    ring[slot].value.reset()
    ring[slot].value.append(item.value.buffer)
    ring[slot].label.reset()
    ring[slot].label.append(item.label.buffer)
    ring[slot].index = item.index
  }

  private func fromRing(_ number: Int) -> Choice {
    let slot = ring[(number - 1) % ringSize]
    return (Item(value: slot.value.bytes, label: slot.label.bytes, index: slot.index), number - 1)
  }
}
