#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value shared between threads behind `pthread_mutex_lock(3)`.
///
/// The toolchain's `Synchronization.Mutex` works too, but its prebuilt
/// atomics are invisible to ThreadSanitizer, which then reports every
/// handoff through it as a race; a pthread mutex it understands.
public final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private var mutex = pthread_mutex_t()

  /// A lock around `value`.
  public init(_ value: Value) {
    self.value = value
    pthread_mutex_init(&mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(&mutex)
  }

  /// Runs `body` with the value while holding the lock.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return try body(&value)
  }
}
