/// The positions of the items shown, top to bottom.
///
/// Most of the time the list is the ranking itself (no item checked in
/// multi mode, none excluded, not `--raw`): then it reads the positions
/// from the ranking's matches in place, so that a keystroke over ten
/// million items does not copy ten million positions (80 MB) out of it.
package struct ShownList: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
  /// Every match of a ranking, in its order, when the list is that
  /// ranking; empty otherwise.
  private let matches: [RankedMatch]
  /// The positions when laid out otherwise (sections, `--raw`,
  /// exclusions). Two arrays and a flag, not an enum: taking an array out
  /// of an enum's case on every subscript retained and released it.
  private let positions: [Int]
  private let isRanked: Bool

  /// The matches' positions, in the ranking's order.
  package init(ranked matches: [RankedMatch]) {
    self.matches = matches
    positions = []
    isRanked = true
  }

  /// These positions, in this order.
  package init(positions: [Int]) {
    matches = []
    self.positions = positions
    isRanked = false
  }

  package init(arrayLiteral positions: Int...) {
    self.init(positions: positions)
  }

  package var startIndex: Int { 0 }

  package var endIndex: Int { isRanked ? matches.count : positions.count }

  package subscript(offset: Int) -> Int {
    isRanked ? matches[offset].position : positions[offset]
  }

  package static func == (a: ShownList, b: ShownList) -> Bool {
    a.elementsEqual(b)
  }
}
