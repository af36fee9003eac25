import Glibc
import SelectCore
import XCTest

@testable import SelectTerminal

/// The reader feed: items produced on a thread of their own reach the
/// picker's loop in order, with a wake-up on its descriptor, and the
/// reading stops when asked.
final class ItemFeedTests: XCTestCase {
  private let list = ItemList(values: (1...1_000).map { "item \($0)" })

  /// Takes from the feed, waiting on its descriptor, until the input ends.
  private func takeAll(_ feed: ItemFeed) throws -> [Item] {
    var items: [Item] = []
    let deadline = monotonicSeconds() + 10
    while monotonicSeconds() < deadline {
      _ = waitReadable(feed.fd, milliseconds: 100)
      let (batch, hasEnded) = try feed.take()
      items += batch
      if hasEnded { return items }
    }
    XCTFail("the input never ended")
    return items
  }

  func testItemsArriveInOrderAndThenTheEnd() throws {
    let list = self.list
    let feed = try ItemFeed { emit in
      list.withItems { items in
        for item in items where !emit(item) { return }
      }
    }
    let items = try takeAll(feed)
    XCTAssertEqual(items.map(\.index), Array(0..<1_000))
    list.withItems { expected in
      XCTAssertEqual(items.map(\.value.string), expected.map(\.value.string))
    }
  }

  func testAFeedFilledNowHasEverythingAndTheEndAtTheFirstTake() throws {
    let list = self.list
    let feed = try ItemFeed(
      fillingNow: { emit in
        list.withItems { items in
          for item in items where !emit(item) { return }
        }
      }, keeping: list)
    XCTAssertTrue(waitReadable(feed.fd, milliseconds: 0))
    let (items, hasEnded) = try feed.take()
    XCTAssertEqual(items.map(\.index), Array(0..<1_000))
    XCTAssertTrue(hasEnded)
  }

  func testWhatReadingThrewComesBackFromTake() throws {
    let feed = try ItemFeed { _ in throw SelectError.unreadableInput("cannot read stdin: gone") }
    XCTAssertThrowsError(try takeAll(feed)) { error in
      XCTAssertEqual(error as? SelectError, .unreadableInput("cannot read stdin: gone"))
    }
  }

  func testStopEndsTheReadingAtItsNextItem() throws {
    let offered = Locked(0)
    let list = self.list
    let started = Locked(false)
    let feed = try ItemFeed { emit in
      // An endless input: only `stop` ends it.
      try list.withItems { items in
        while true {
          started.withLock { $0 = true }
          for item in items {
            offered.withLock { $0 += 1 }
            if !emit(item) { return }
          }
          if offered.withLock({ $0 }) > 10_000_000 { throw SelectError.timedOut }
        }
      }
    }
    while !started.withLock({ $0 }) { usleep(1000) }
    feed.stop()
    let items = try takeAll(feed)
    XCTAssertLessThan(items.count, 10_000_000, "the reading went on after stop")
    XCTAssertEqual(items.count, offered.withLock { $0 })
  }
}
