#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Linux only: Darwin has no say in which core a thread starts on.
#if canImport(Glibc)
  /// Where a new thread starts: on another core than its starter's.
  ///
  /// Linux often starts a thread on the core of the thread that made it
  /// and moves it to an idle core only at a later balancing, 1 ms or more
  /// on (seen on a 2-core machine, in most of 8 starts): the helper of a
  /// `--filter` that should take half of 100 ms sometimes took none of it
  /// (medians of 30 runs, interleaved: 75 ms for `a`, 54 ms placed). So a
  /// new thread is first allowed only the process's other cores, and once
  /// it runs takes back all of them.
  struct ThreadPlacement {
    /// The cores the process may use, which the thread takes back.
    private var allowed = cpu_set_t()
    /// The same without the starter's core.
    private var elsewhere = cpu_set_t()

    /// The placement for a thread started now from this one; nil when
    /// this thread may run on one core only.
    init?() {
      let current = Int(sched_getcpu())
      let size = MemoryLayout<cpu_set_t>.size
      guard current >= 0, current < size * 8, sched_getaffinity(0, size, &allowed) == 0 else { return nil }
      elsewhere = allowed
      let hasOtherCores = withUnsafeMutableBytes(of: &elsewhere) { raw in
        let words = raw.bindMemory(to: UInt.self)
        words[current / UInt.bitWidth] &= ~(1 << UInt(current % UInt.bitWidth))
        return words.contains { $0 != 0 }
      }
      guard hasOtherCores else { return nil }
    }

    /// How many cores the process may use (`taskset`, a container's
    /// cpuset), which may be fewer than are online; nil if unknown.
    static var coreCount: Int? {
      var cores = cpu_set_t()
      guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &cores) == 0 else { return nil }
      let count = withUnsafeBytes(of: &cores) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
      return count > 0 ? count : nil
    }

    /// Sets `attributes` to start the thread elsewhere; false when it
    /// could not, and the thread starts where the system puts it.
    mutating func place(_ attributes: inout pthread_attr_t) -> Bool {
      pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, &elsewhere) == 0
    }

    /// On the new thread: allows it every core the process may use.
    mutating func widen() {
      _ = sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed)
    }
  }

  // Swift's Glibc module leaves out these GNU calls (they need _GNU_SOURCE).
  // `@_extern(c)` declares them where they are used. The other ways cost
  // more: `-Xcc -D_GNU_SOURCE` is an unsafe flag, which SwiftPM refuses in
  // a package used as a versioned dependency (SelectKit is built on this
  // target), and a C target would add a module and a second language to
  // the build for four declarations. The attribute is behind an
  // experimental feature flag (Package.swift), which is not an unsafe
  // flag; if a toolchain drops it, these four lines are what to replace.
  @_extern(c, "sched_getcpu")
  private func sched_getcpu() -> Int32
  @_extern(c, "sched_getaffinity")
  private func sched_getaffinity(
    _ thread: pid_t, _ size: Int, _ cores: UnsafeMutablePointer<cpu_set_t>
  ) -> Int32
  @_extern(c, "sched_setaffinity")
  private func sched_setaffinity(_ thread: pid_t, _ size: Int, _ cores: UnsafePointer<cpu_set_t>) -> Int32
  @_extern(c, "pthread_attr_setaffinity_np")
  private func pthread_attr_setaffinity_np(
    _ attributes: UnsafeMutablePointer<pthread_attr_t>, _ size: Int, _ cores: UnsafePointer<cpu_set_t>
  ) -> Int32
#endif
