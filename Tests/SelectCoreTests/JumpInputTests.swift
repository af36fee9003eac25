@testable import SelectCore
import XCTest

/// `JumpInput` alone: `:N` digits, Alt-digits and the label mode.
final class JumpInputTests: XCTestCase {
  private func typing(_ keys: [Key]) -> (JumpInput, [JumpInput.Outcome]) {
    var input = JumpInput()
    input.startDigits()
    let outcomes = keys.map { input.press($0) }
    return (input, outcomes)
  }

  func testDigitsThenEnterJump() {
    let (input, outcomes) = typing([.character("1"), .character("2"), .backspace, .character("4"), .enter])
    XCTAssertEqual(outcomes, [.typing, .typing, .typing, .typing, .jump(to: 14)])
    XCTAssertNil(input.digits)
  }

  func testDigitsAreShownWhileTyped() {
    let (input, _) = typing([.character("7"), .character("0")])
    XCTAssertEqual(input.digits, "70")
  }

  func testBackspaceOnNoDigitsAndEscapeEnd() {
    XCTAssertNil(typing([.backspace]).0.digits)
    XCTAssertEqual(typing([.character("3"), .escape]).1.last, .ended)
    XCTAssertEqual(typing([.enter]).1, [.ended], "Enter with no digits goes nowhere")
  }

  func testALetterTurnsTheColonIntoAQuery() {
    XCTAssertEqual(typing([.character("2"), .character("x")]).1.last, .query(":2x"))
  }

  func testOtherKeysPassOn() {
    let (input, outcomes) = typing([.character("2"), .up])
    XCTAssertEqual(outcomes.last, .passed)
    XCTAssertNil(input.digits)
  }

  func testAltDigitsMakeOneNumberUntilEnded() {
    var input = JumpInput()
    XCTAssertEqual(input.typeAltDigit("1"), 1)
    XCTAssertEqual(input.typeAltDigit("5"), 15)
    input.endAltDigits()
    XCTAssertEqual(input.typeAltDigit("3"), 3)
  }
}
