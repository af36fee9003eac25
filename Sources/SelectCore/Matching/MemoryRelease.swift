/// Gives memory that was read for the last time back to the system, its
/// pages wholly inside the bytes it is handed (the terminal layer calls
/// `madvise(2)`): a sort or a merge of ten million matches reads one
/// array as it writes another, and handing back what it has read keeps it
/// at about one array's memory, not two. The bytes stay the caller's: a
/// page given back reads as zeros until written again, so only bytes that
/// are written before they are read again may be handed over.
package struct MemoryRelease: Sendable {
  private let pageSize: Int
  private let giveBack: @Sendable (UnsafeMutableRawPointer, Int) -> Void

  /// The fewest matches whose memory is worth giving back: smaller arrays
  /// keep theirs (twice 8 MB at most), as a page given back costs a fault
  /// when written again.
  package static let worthwhile = 1 << 20

  /// A release that hands `giveBack` the start and length of each run of
  /// whole pages.
  package init(pageSize: Int, giveBack: @escaping @Sendable (UnsafeMutableRawPointer, Int) -> Void) {
    precondition(pageSize > 0 && pageSize & (pageSize - 1) == 0, "a page size is a power of two")
    self.pageSize = pageSize
    self.giveBack = giveBack
  }

  /// Gives back the whole pages among `count` values from `start`.
  func wholePages<Value>(of start: UnsafeMutablePointer<Value>, count: Int) {
    let first = (Int(bitPattern: start) + pageSize - 1) & ~(pageSize - 1)
    let end = (Int(bitPattern: start + count)) & ~(pageSize - 1)
    guard end > first, let pages = UnsafeMutableRawPointer(bitPattern: first) else { return }
    giveBack(pages, end - first)
  }
}
