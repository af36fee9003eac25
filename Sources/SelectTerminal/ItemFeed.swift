#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Items read on a thread of their own and handed to the picker in
/// batches, so the picker draws and takes keys while input still streams.
///
/// The reading thread appends to a locked queue and, when the queue was
/// empty, writes a byte to a pipe: the picker's poll loop wakes on `fd` and
/// takes everything queued at once.
package final class ItemFeed: @unchecked Sendable {
  private struct Queue {
    var items: [Item] = []
    var hasEnded = false
    var error: Error?
    var isStopped = false
  }

  private let queue = Locked(Queue())
  private let pipe: (read: Int32, write: Int32)
  // Only kept: whatever owns the bytes of the items sent (the reading
  // function and what it captures, or the owner given to `init(keeping:)`).
  private let owner: Any

  /// Becomes readable when items arrived or the input ended.
  package var fd: Int32 { pipe.read }

  /// Starts `produce` on a new thread. It reads items and hands each to
  /// `emit`, stopping when `emit` returns false (the picker is done).
  package convenience init(_ produce: @escaping @Sendable (_ emit: (Item) -> Bool) throws -> Void) throws(SelectError) {
    try self.init(keeping: produce)
    try runDetached {
      do {
        try produce { self.send($0) }
        self.finish(throwing: nil)
      } catch {
        self.finish(throwing: error)
      }
    }
  }

  /// A feed filled here and now by `produce`, for items known beforehand
  /// (words, an enum): no thread to wait for, so the picker's first frame
  /// shows them all however busy the machine is.
  package convenience init(
    fillingNow produce: (_ emit: (Item) -> Bool) throws -> Void, keeping owner: Any
  ) throws(SelectError) {
    try self.init(keeping: owner)
    do {
      try produce { self.send($0) }
      finish(throwing: nil)
    } catch {
      finish(throwing: error)
    }
  }

  /// A feed that items are pushed into (`send`, then `finish`), for a
  /// source that is not a blocking function, such as an `AsyncSequence`;
  /// `owner` keeps the items' bytes alive.
  package init(keeping owner: Any) throws(SelectError) {
    guard let wake = makeWakePipe() else {
      throw .unreadableInput("cannot read stdin: \(errorText(errno))")
    }
    pipe = wake
    self.owner = owner
  }

  // Whoever still sends holds the feed, so nothing writes to the pipe
  // once it is closed; a program that asks many times keeps no descriptors.
  deinit {
    systemClose(pipe.read)
    systemClose(pipe.write)
  }

  /// Takes the items queued since the last call; `hasEnded` once the input
  /// ended and everything was taken. Throws what reading threw.
  package func take() throws -> (items: [Item], hasEnded: Bool) {
    var byte: UInt8 = 0
    while read(pipe.read, &byte, 1) == 1 {}
    return try queue.withLock { queue in
      if let error = queue.error { throw error }
      defer { queue.items = [] }
      return (queue.items, queue.hasEnded)
    }
  }

  /// Tells the source to stop: `send` returns false from now on.
  package func stop() {
    queue.withLock { $0.isStopped = true }
  }

  /// Queues the next item; false once the picker is done with the feed.
  package func send(_ item: Item) -> Bool {
    let (wasEmpty, isStopped) = queue.withLock { queue in
      queue.items.append(item)
      return (queue.items.count == 1, queue.isStopped)
    }
    if wasEmpty { wake() }
    return !isStopped
  }

  /// Ends the input, with the error that ended it, if any.
  package func finish(throwing error: Error?) {
    queue.withLock { queue in
      queue.hasEnded = true
      queue.error = error
    }
    wake()
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(pipe.write, &byte, 1)
  }
}
