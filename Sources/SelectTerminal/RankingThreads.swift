#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many threads rank: one per core the process may use, or what
/// `--threads N` set (fzf's option) before the first ranking.
package enum RankingThreads {
  private static let chosen = Locked<Int?>(nil)

  /// Ranks on `n` threads from now on.
  package static func set(_ n: Int) {
    chosen.withLock { $0 = max(n, 1) }
  }

  /// The cores the process may use; all those online where that is
  /// not known.
  private static let usableCores: Int = {
    #if canImport(Glibc)
      if let count = ThreadPlacement.coreCount { return count }
    #endif
    return max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1)
  }()

  /// The number of threads a ranking uses.
  package static var count: Int {
    chosen.withLock { $0 } ?? usableCores
  }
}
