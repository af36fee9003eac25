/// The positions of the items shown, top to bottom.
///
/// Most of the time the list is the ranking itself (no item checked in
/// multi mode, none excluded, not `--raw`): then it reads the positions
/// from the ranking's matches in place, so that a keystroke over ten
/// million items does not copy ten million positions (80 MB) out of it.
package struct ShownList: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
  private enum Storage: Sendable {
    /// Every match of a ranking, in its order.
    case ranked([RankedMatch])
    /// Positions laid out otherwise (sections, `--raw`, exclusions).
    case positions([Int])
  }
  private let storage: Storage

  /// The matches' positions, in the ranking's order.
  package init(ranked matches: [RankedMatch]) {
    storage = .ranked(matches)
  }

  /// These positions, in this order.
  package init(positions: [Int]) {
    storage = .positions(positions)
  }

  package init(arrayLiteral positions: Int...) {
    storage = .positions(positions)
  }

  package var startIndex: Int { 0 }

  package var endIndex: Int {
    switch storage {
    case .ranked(let matches): matches.count
    case .positions(let positions): positions.count
    }
  }

  package subscript(offset: Int) -> Int {
    switch storage {
    case .ranked(let matches): matches[offset].position
    case .positions(let positions): positions[offset]
    }
  }

  package static func == (a: ShownList, b: ShownList) -> Bool {
    a.elementsEqual(b)
  }
}
