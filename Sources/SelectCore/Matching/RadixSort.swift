/// Sorts matches by their key with a least-significant-byte radix sort.
///
/// A million matches sort in a fraction of the time of `sort()`: each pass
/// is one read and one scattered write per match. The keys are sorted as
/// their distance from the smallest, which orders them alike, so only the
/// bytes that distance can take are passed over: a first letter's scores
/// over ten million labels span a few thousand values, two bytes where the
/// scores themselves take four (positive and negative ones differ in all).
/// Passes over a byte that every key shares are skipped too. Matches
/// appended in position order need only their score sorted
/// (`inPositionOrder`): a radix sort is stable, so equal scores keep that
/// order.
///
/// Each pass reads one array and writes another as large. `release`, when
/// given (and for `MemoryRelease.worthwhile` matches or more), is handed
/// the part of the array just read, a megabyte at a time, to give its
/// pages back to the system (`MemoryRelease`): as the other array is
/// written, its pages come in as fast as those go, so the sort holds about
/// the matches' own memory rather than twice it (ten million matches are
/// 80 MB).
package func radixSort(
  _ matches: inout [RankedMatch], inPositionOrder: Bool = false, releasing release: MemoryRelease? = nil
) {
  let n = matches.count
  guard n > 1024 else {
    matches.sort()
    return
  }
  let counts = UnsafeMutablePointer<Int>.allocate(capacity: 8 * 256)
  defer { counts.deallocate() }
  counts.initialize(repeating: 0, count: 8 * 256)
  let spare = UnsafeMutablePointer<UInt64>.allocate(capacity: n)
  defer { spare.deallocate() }
  let release = n >= MemoryRelease.worthwhile ? release : nil
  matches.withUnsafeMutableBufferPointer { buffer in
    buffer.withMemoryRebound(to: UInt64.self) { keys in
      let original = keys.baseAddress!
      // The position is the key's low four bytes: sorting by score alone,
      // the distance is of the high four, and the low ones are left out.
      let ignored: UInt64 = inPositionOrder ? 0xFFFF_FFFF : 0
      var smallest = UInt64.max
      var largest = UInt64.min
      for key in keys {
        smallest = min(smallest, key & ~ignored)
        largest = max(largest, key & ~ignored)
      }
      let span = largest &- smallest
      let firstByte = inPositionOrder ? 4 : 0
      let bytes = firstByte..<max(firstByte, (64 - span.leadingZeroBitCount + 7) >> 3)
      for key in keys {
        let distance = key &- smallest
        for byte in bytes {
          counts[byte << 8 | Int((distance >> (byte << 3)) & 0xFF)] += 1
        }
      }
      var source = original
      var target = spare
      for byte in bytes {
        let count = counts + byte << 8
        if (0..<256).contains(where: { count[$0] == n }) { continue }
        var offset = 0
        for digit in 0..<256 {
          let size = count[digit]
          count[digit] = offset
          offset += size
        }
        let shift = UInt64(byte << 3)
        for read in stride(from: 0, to: n, by: releasedAtOnce) {
          for k in read..<min(read + releasedAtOnce, n) {
            let key = source[k]
            let digit = Int(((key &- smallest) >> shift) & 0xFF)
            target[count[digit]] = key
            count[digit] += 1
          }
          release?.wholePages(of: source + read, count: min(releasedAtOnce, n - read))
        }
        swap(&source, &target)
      }
      if source != original {
        for read in stride(from: 0, to: n, by: releasedAtOnce) {
          let count = min(releasedAtOnce, n - read)
          (original + read).update(from: source + read, count: count)
          release?.wholePages(of: source + read, count: count)
        }
      }
    }
  }
}

/// How many keys a sort or a merge reads between two calls of its
/// `MemoryRelease`: a megabyte of them.
let releasedAtOnce = 1 << 17
