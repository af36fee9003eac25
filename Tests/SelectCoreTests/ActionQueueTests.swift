@testable import SelectCore
import XCTest

/// `ActionQueue` alone: the order of actions, waiting, events, bindings
/// and what it hands out.
final class ActionQueueTests: XCTestCase {
  func testActionsGoFirstInOrderAndWaitingHoldsThem() {
    var queue = ActionQueue()
    queue.doFirst([.down, .up])
    queue.doFirst([.accept])
    XCTAssertEqual(queue.next(), .accept)
    queue.wait()
    XCTAssertNil(queue.next(), "nothing while it waits for a ranking")
    queue.wait(false)
    XCTAssertEqual(queue.next(), .down)
    queue.dropPending()
    XCTAssertNil(queue.next())
  }

  func testDroppingAlsoEndsTheWait() {
    var queue = ActionQueue()
    queue.doFirst([.up])
    queue.wait()
    queue.dropPending()
    XCTAssertFalse(queue.waitsForRanking)
    XCTAssertNil(queue.next())
  }

  func testEventsAreTakenOnceAndLoadFiresOnce() {
    var queue = ActionQueue()
    queue.note(.start)
    queue.noteLoaded()
    queue.noteLoaded()
    XCTAssertEqual(queue.takeHappened(), [.start, .load])
    XCTAssertEqual(queue.takeHappened(), [])
  }

  func testBindingsTurnOffAndOn() {
    var queue = ActionQueue()
    let enter = BindTrigger.key(.enter)
    let change = BindTrigger.event(.change)
    queue.unbind([enter])
    XCTAssertFalse(queue.isBound(enter))
    queue.toggleBindings([enter, change])
    XCTAssertTrue(queue.isBound(enter))
    XCTAssertFalse(queue.isBound(change))
    queue.rebind([change])
    XCTAssertTrue(queue.isBound(change))
  }

  func testWhatItHandsOut() {
    var queue = ActionQueue()
    XCTAssertEqual(queue.lastAction, "start")
    queue.did(.toggleAll)
    XCTAssertEqual(queue.lastAction, "toggle-all")
    queue.print("a")
    queue.print("b")
    queue.ring()
    queue.cancelBackground()
    XCTAssertEqual(queue.printed, ["a", "b"])
    XCTAssertEqual(queue.bells, 1)
    XCTAssertEqual(queue.backgroundGeneration, 1)
  }
}
