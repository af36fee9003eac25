import Glibc
import SelectCore

/// Items read on a thread of their own and handed to the picker in
/// batches, so the picker draws and takes keys while input still streams.
///
/// The reading thread appends to a locked queue and, when the queue was
/// empty, writes a byte to a pipe: the picker's poll loop wakes on `fd` and
/// takes everything queued at once.
public final class ItemFeed: @unchecked Sendable {
  private struct Queue {
    var items: [Item] = []
    var hasEnded = false
    var error: Error?
    var isStopped = false
  }

  private let queue = Locked(Queue())
  private let pipe: (read: Int32, write: Int32)
  private let produce: (_ emit: (Item) -> Bool) throws -> Void

  /// Becomes readable when items arrived or the input ended.
  public var fd: Int32 { pipe.read }

  /// Starts `produce` on a new thread. It reads items and hands each to
  /// `emit`, stopping when `emit` returns false (the picker is done).
  public init(_ produce: @escaping (_ emit: (Item) -> Bool) throws -> Void) throws(SelectError) {
    guard let wake = makeWakePipe() else {
      throw .unreadableInput("cannot read stdin: \(errorText(errno))")
    }
    pipe = wake
    self.produce = produce
    if let thread = startThread({ self.read() }) {
      pthread_detach(thread)
    } else {
      read()
    }
  }

  /// Takes the items queued since the last call; `hasEnded` once the input
  /// ended and everything was taken. Throws what reading threw.
  public func take() throws -> (items: [Item], hasEnded: Bool) {
    var byte: UInt8 = 0
    while Glibc.read(pipe.read, &byte, 1) == 1 {}
    return try queue.withLock { queue in
      if let error = queue.error { throw error }
      defer { queue.items = [] }
      return (queue.items, queue.hasEnded)
    }
  }

  /// Tells the reading thread to stop at its next item.
  public func stop() {
    queue.withLock { $0.isStopped = true }
  }

  private func read() {
    var failure: Error?
    do {
      try produce { item in
        let (wasEmpty, isStopped) = queue.withLock { queue in
          queue.items.append(item)
          return (queue.items.count == 1, queue.isStopped)
        }
        if wasEmpty { wake() }
        return !isStopped
      }
    } catch {
      failure = error
    }
    queue.withLock { queue in
      queue.hasEnded = true
      queue.error = failure
    }
    wake()
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = Glibc.write(pipe.write, &byte, 1)
  }
}
