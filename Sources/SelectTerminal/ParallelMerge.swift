#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Two sorted arrays of matches merged by two threads, each writing half
/// of the result (`merge(_:_:from:to:into:releasing:)`): the last merge
/// of a ranking over ten million items is millions of matches that one
/// thread would otherwise copy while the other waits. Below
/// `mergedInParallel` matches, or on one core, the caller's thread merges
/// alone.
///
/// The arrays are consumed: the merge gives their memory back as it reads
/// them, so that it holds about the matches' memory, not twice it.
package func mergeInParallel(_ a: consuming [RankedMatch], _ b: consuming [RankedMatch]) -> [RankedMatch] {
  if a.isEmpty { return b }
  if b.isEmpty { return a }
  let count = a.count + b.count
  let inParallel = count >= mergedInParallel && RankingThreads.count > 1
  let release = count >= MemoryRelease.worthwhile ? givingPagesBack : nil
  // Arrays of their own (a shared one would be copied here, never given
  // back). The cut is found first: its search reads anywhere in both.
  var a = a
  var b = b
  return a.withUnsafeMutableBufferPointer { a in
    b.withUnsafeMutableBufferPointer { b in
      let (a, b) = (UnsafeBufferPointer(a), UnsafeBufferPointer(b))
      let end = (a: a.count, b: b.count)
      let cut = inParallel ? mergeCut(a, b, at: count / 2) : end
      return [RankedMatch](writing: count) { out in
        let shared = SharedUntilJoined((a, b, out))
        let thread =
          inParallel
          ? startThread {
            let (a, b, out) = shared.value
            merge(a, b, from: cut, to: end, into: out, releasing: release)
          } : nil
        merge(a, b, from: (0, 0), to: cut, into: out, releasing: release)
        if let thread {
          pthread_join(thread, nil)
        } else {
          merge(a, b, from: cut, to: end, into: out, releasing: release)
        }
      }
    }
  }
}

/// How many matches a merge must give before a second thread takes half:
/// a shorter merge takes about a millisecond or less, little for a thread
/// to save.
package let mergedInParallel = 1 << 18
