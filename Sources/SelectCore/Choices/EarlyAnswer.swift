/// What `--select-1` and `--exit-0` make of the matches for `--query`
/// before anything is asked (select(1), OPTIONS).
package enum EarlyAnswer: Equatable, Sendable {
  /// Ask as usual.
  case ask
  /// The one match is the answer: `--select-1`.
  case onlyMatch
  /// Nothing matches, so nothing is asked: `--exit-0`, exit status 1.
  case noMatch

  package init(matches: Int, selectOne: Bool, exitZero: Bool) {
    if matches == 0 && exitZero {
      self = .noMatch
    } else if matches == 1 && selectOne {
      self = .onlyMatch
    } else {
      self = .ask
    }
  }
}
