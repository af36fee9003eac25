/// The positions of the items shown, top to bottom.
///
/// Most of the time the list is the ranking itself (no item checked in
/// multi mode, none excluded, not `--raw`): then it reads the positions
/// from the ranking's matches in place, so that a keystroke over ten
/// million items does not copy ten million positions (80 MB) out of it;
/// for the empty query it is the range of items itself.
package struct ShownList: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
  /// Every match of a ranking, in its order, when the list is that
  /// ranking; empty otherwise.
  private let matches: [RankedMatch]
  /// The positions when laid out otherwise (sections, `--raw`,
  /// exclusions). Arrays and a tag, not an enum with payloads: taking an
  /// array out of an enum's case on every subscript retained and released
  /// it.
  private let positions: [Int]
  /// Every position of this range, in order, for `Layout.everyItem`.
  private let everyItem: Range<Int>
  private let layout: Layout

  private enum Layout {
    case ranked, positions, everyItem
  }

  /// The matches' positions, in the ranking's order.
  package init(ranked matches: [RankedMatch]) {
    self.matches = matches
    positions = []
    everyItem = 0..<0
    layout = .ranked
  }

  /// These positions, in this order.
  package init(positions: [Int]) {
    matches = []
    self.positions = positions
    everyItem = 0..<0
    layout = .positions
  }

  /// Every position of `range`, in order.
  package init(everyItemOf range: Range<Int>) {
    matches = []
    positions = []
    everyItem = range
    layout = .everyItem
  }

  package init(arrayLiteral positions: Int...) {
    self.init(positions: positions)
  }

  package var startIndex: Int { 0 }

  package var endIndex: Int {
    switch layout {
    case .ranked: matches.count
    case .positions: positions.count
    case .everyItem: everyItem.count
    }
  }

  package subscript(offset: Int) -> Int {
    switch layout {
    case .ranked: return matches[offset].position
    case .positions: return positions[offset]
    case .everyItem:
      precondition(offset >= 0 && offset < everyItem.count, "an offset outside the list")
      return everyItem.lowerBound + offset
    }
  }

  package static func == (a: ShownList, b: ShownList) -> Bool {
    a.elementsEqual(b)
  }
}
