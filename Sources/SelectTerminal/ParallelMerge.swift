#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Two sorted arrays of matches merged by two threads, each writing half
/// of the result (`merge(_:_:part:into:)`): the last merge of a ranking
/// over ten million items is millions of matches that one thread would
/// otherwise copy while the other waits. Below `mergedInParallel`
/// matches, on one core, or with nothing to merge into (one array empty,
/// the other is the merge as it is), the caller's thread merges alone.
package func mergeInParallel(_ a: [RankedMatch], _ b: [RankedMatch]) -> [RankedMatch] {
  let count = a.count + b.count
  guard count >= mergedInParallel, !a.isEmpty, !b.isEmpty, RankingThreads.count > 1 else {
    return merge(a, b)
  }
  return a.withUnsafeBufferPointer { a in
    b.withUnsafeBufferPointer { b in
      [RankedMatch](writing: count) { out in
        let half = count / 2
        let shared = SharedUntilJoined((a, b, out))
        let thread = startThread {
          let (a, b, out) = shared.value
          merge(a, b, part: half..<count, into: out)
        }
        merge(a, b, part: 0..<half, into: out)
        if let thread {
          pthread_join(thread, nil)
        } else {
          merge(a, b, part: half..<count, into: out)
        }
      }
    }
  }
}

/// How many matches a merge must give before a second thread takes half:
/// a shorter merge takes about a millisecond or less, little for a thread
/// to save.
package let mergedInParallel = 1 << 18
