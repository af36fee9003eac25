#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Ranks every line of `lines` by `query` on every core, for `--filter`.
///
/// The input is cut into chunks of about a megabyte that the threads take
/// one at a time, so a thread slowed down (by a chunk of long lines, or by
/// another process) does not hold up the rest. Returns the chunks and
/// their rankings in input order, for `RunMerger` to walk.
public func rankLinesInParallel(
  _ lines: LineBlocks, query: Query
) -> (chunks: [UnsafeBufferPointer<UInt8>], runs: [RankedLines]) {
  let chunks = lines.chunks()
  let shared = SharedUntilJoined((chunks: chunks, terminator: lines.terminator))
  let runs = RunSlots(count: chunks.count)
  let taken = Locked(0)
  let work: @Sendable () -> Void = {
    let (chunks, terminator) = shared.value
    let matcher = Matcher(query: query)
    while true {
      let chunk = taken.withLock { taken in
        defer { taken += 1 }
        return taken
      }
      guard chunk < chunks.count else { return }
      runs.slots[chunk] = matcher.rankLines(chunks[chunk], terminator: terminator)
    }
  }
  let helpers = min(max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1), chunks.count) - 1
  let threads = (0..<max(helpers, 0)).compactMap { _ in startThread(work) }
  work()
  for thread in threads { pthread_join(thread, nil) }
  return (chunks, runs.slots.map { $0! })
}

/// One ranking per chunk, each written by the one thread that took the
/// chunk and read only after every thread was joined.
private final class RunSlots: @unchecked Sendable {
  let slots: UnsafeMutableBufferPointer<RankedLines?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    _ = slots.deinitialize()
    slots.deallocate()
  }
}
