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
package final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  // Allocated, not stored: a pthread mutex must not move, and `&property`
  // of a class's stored property gives a temporary address, not a stable one.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Signalled when `withLockWakingWaiters` changed the value.
  private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  /// A lock around `value`.
  package init(_ value: Value) {
    self.value = value
    mutex.initialize(to: pthread_mutex_t())
    changed.initialize(to: pthread_cond_t())
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(changed, nil)
  }

  deinit {
    pthread_cond_destroy(changed)
    pthread_mutex_destroy(mutex)
    changed.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` with the value while holding the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }

  /// Waits, the lock released meanwhile, until `isReady` holds for the
  /// value (looked at again each time `withLockWakingWaiters` ran), then
  /// runs `body` with the value while holding the lock.
  package func withLock<Result>(
    when isReady: (Value) -> Bool, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while !isReady(value) { pthread_cond_wait(changed, mutex) }
    return try body(&value)
  }

  /// `withLock(when:)`, then wakes the threads waiting in `withLock(when:)`:
  /// for a handoff where either side may wait for the other.
  package func withLockWakingWaiters<Result>(
    when isReady: (Value) -> Bool, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer {
      pthread_cond_broadcast(changed)
      pthread_mutex_unlock(mutex)
    }
    while !isReady(value) { pthread_cond_wait(changed, mutex) }
    return try body(&value)
  }

  /// `withLock`, then wakes the threads waiting in `withLock(when:)`.
  package func withLockWakingWaiters<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer {
      pthread_cond_broadcast(changed)
      pthread_mutex_unlock(mutex)
    }
    return try body(&value)
  }
}
