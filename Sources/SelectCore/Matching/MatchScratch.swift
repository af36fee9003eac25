/// Memory a `Matcher` reuses for every label, so scoring a million labels
/// allocates nothing per label. Grows to the longest label seen, but its
/// matrix rows no longer than the longest label scored
/// (`Weight.maxScoredLength`): a line of 80 MB needs no rows at all.
final class MatchScratch {
  /// The label decoded to scalars, when it is not ASCII.
  private(set) var scalars: UnsafeMutablePointer<UInt32>
  /// Two rows of the scorer's matrix, one after the other, each as long
  /// as a scored label: where the row's scalar matches...
  private(set) var rowPositions: UnsafeMutablePointer<Int32>
  /// ...and the best score of an alignment ending there.
  private(set) var rowScores: UnsafeMutablePointer<Int32>
  /// Beside each score of `fuzzyByteScore`'s rows, which keep them by
  /// position, the best of the row so far (`ByteRow`).
  private(set) var rowReaches: UnsafeMutablePointer<Int32>
  /// Every row of the matrix, one after the other (see `fuzzyAlignment`).
  private(set) var allRowPositions: UnsafeMutablePointer<Int32>
  private(set) var allRowScores: UnsafeMutablePointer<Int32>
  private var allRowsCapacity = 0
  /// Per term scalar: its earliest possible position in the label.
  private(set) var first: UnsafeMutablePointer<Int>
  /// Per term scalar: its latest possible position in the label.
  private(set) var last: UnsafeMutablePointer<Int>
  /// An ASCII label shorter than sixteen bytes, copied to end where the
  /// buffer ends, after zeros: one vector reads it (`findByteMatches`).
  private let shortLabel: UnsafeMutablePointer<UInt8>
  /// Per term scalar: its matches in an ASCII label, as `MatchBits`.
  private(set) var termMasks: UnsafeMutablePointer<UInt64>
  /// The words of bits of a scored label, at most.
  static let maskWords = (Weight.maxScoredLength + 63) / 64
  /// By byte: the bonus a lower-case letter or a digit after it earns
  /// (`matchBonus`); then an upper-case letter's, a camelCase hump's
  /// among them; then 512 zeros, for any other byte.
  let bonusAfter: UnsafeMutablePointer<Int32>
  private var scalarCapacity = 0
  private var rowCapacity = 0
  private var termCapacity = 0

  init() {
    scalars = .allocate(capacity: 0)
    rowPositions = .allocate(capacity: 0)
    rowScores = .allocate(capacity: 0)
    rowReaches = .allocate(capacity: 0)
    allRowPositions = .allocate(capacity: 0)
    allRowScores = .allocate(capacity: 0)
    first = .allocate(capacity: 0)
    last = .allocate(capacity: 0)
    termMasks = .allocate(capacity: 0)
    shortLabel = .allocate(capacity: 16)
    shortLabel.initialize(repeating: 0, count: 16)
    bonusAfter = .allocate(capacity: 1024)
    for byte in 0..<256 {
      bonusAfter[byte] = matchBonus(previous: UInt32(byte), current: 0x61)
      bonusAfter[256 + byte] = matchBonus(previous: UInt32(byte), current: 0x41)
    }
    (bonusAfter + 512).initialize(repeating: 0, count: 512)
    reserve(label: 256, term: 16)
    reserveScalars(256)
  }

  deinit {
    scalars.deallocate()
    rowPositions.deallocate()
    rowScores.deallocate()
    rowReaches.deallocate()
    allRowPositions.deallocate()
    allRowScores.deallocate()
    first.deallocate()
    last.deallocate()
    termMasks.deallocate()
    shortLabel.deallocate()
    bonusAfter.deallocate()
  }

  /// Makes room for scoring a label of `label` scalars and a term of
  /// `term` scalars.
  @inline(__always)
  func reserve(label: Int, term: Int) {
    let rows = min(label, Weight.maxScoredLength)
    if rows > rowCapacity { growRows(rows) }
    if term > termCapacity { growTerm(term) }
  }

  /// Copies `label`, shorter than sixteen bytes, after zeros to end where
  /// `shortLabel` ends; returns where the copy starts.
  @inline(__always)
  func copyShortLabel(_ label: UnsafeBufferPointer<UInt8>) -> UnsafePointer<UInt8> {
    let copy = shortLabel + 16 - label.count
    shortLabel.update(repeating: 0, count: 16 - label.count)
    copy.update(from: label.baseAddress!, count: label.count)
    return UnsafePointer(copy)
  }

  /// Makes room for a label of `count` scalars decoded.
  @inline(__always)
  func reserveScalars(_ count: Int) {
    guard count > scalarCapacity else { return }
    scalarCapacity = max(count, scalarCapacity * 2)
    scalars = replace(scalars, scalarCapacity, 0)
  }

  /// Makes room for `count` cells in every row of the matrix.
  func reserveAllRows(_ count: Int) {
    guard count > allRowsCapacity else { return }
    allRowsCapacity = max(count, allRowsCapacity * 2)
    allRowPositions = replace(allRowPositions, allRowsCapacity, 0)
    allRowScores = replace(allRowScores, allRowsCapacity, 0)
  }

  private func growRows(_ count: Int) {
    let capacity = max(count, rowCapacity * 2)
    rowPositions = replace(rowPositions, 2 * capacity, 0)
    rowScores = replace(rowScores, 2 * capacity, 0)
    rowReaches = replace(rowReaches, 2 * capacity, 0)
    rowCapacity = capacity
  }

  private func growTerm(_ count: Int) {
    let capacity = max(count, termCapacity * 2)
    first = replace(first, capacity, 0)
    last = replace(last, capacity, 0)
    termMasks = replace(termMasks, capacity * Self.maskWords, 0)
    termCapacity = capacity
  }

  /// Frees `old` and returns new memory for `capacity` copies of `value`.
  private func replace<T>(
    _ old: UnsafeMutablePointer<T>, _ capacity: Int, _ value: T
  ) -> UnsafeMutablePointer<T> {
    old.deallocate()
    let fresh = UnsafeMutablePointer<T>.allocate(capacity: capacity)
    fresh.initialize(repeating: value, count: capacity)
    return fresh
  }
}
