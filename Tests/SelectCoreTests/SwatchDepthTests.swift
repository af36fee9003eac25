import SelectCore
import XCTest

/// The colour enum's swatches at each colour depth: each drawn as its own
/// colour, and at 256 colours as seven different palette entries of the
/// right hue (the Red swatch once came out as 166, a dark orange beside
/// Orange's 208).
final class SwatchDepthTests: XCTestCase {
  private func sgr(_ colour: BuiltIn.Colour, _ depth: ColourDepth) -> String {
    let sample = colour.userSelectionSwatch!.sample(glyphs: .ascii, depth: depth)
    return String(sample.prefix { $0 != "#" })
  }

  func testTrueColourDrawsEachSwatchExactly() {
    for colour in BuiltIn.Colour.allCases {
      let swatch = colour.userSelectionSwatch!
      XCTAssertTrue(
        sgr(colour, .trueColour).contains("38;2;\(swatch.red);\(swatch.green);\(swatch.blue)m"),
        "\(colour)")
    }
  }

  func testTwoHundredFiftySixColoursGiveSevenDistinctEntriesOfTheRightHue() {
    // Red, dark orange, gold, a green, a blue, a purple, a lighter purple.
    let expected: [BuiltIn.Colour: Int] = [
      .red: 160, .orange: 208, .yellow: 220, .green: 35, .blue: 26, .indigo: 54, .violet: 98,
    ]
    for colour in BuiltIn.Colour.allCases {
      XCTAssertTrue(
        sgr(colour, .palette256).contains("38;5;\(expected[colour]!)m"),
        "\(colour): \(sgr(colour, .palette256))")
    }
    XCTAssertEqual(Set(BuiltIn.Colour.allCases.map { sgr($0, .palette256) }).count, 7)
  }

  func testBasicColoursGiveEachSwatchItsHue() {
    // Eight colours cannot tell all seven apart: orange is drawn red,
    // indigo blue, as the basic colours name their hues.
    let expected: [BuiltIn.Colour: Int] = [
      .red: 31, .orange: 31, .yellow: 33, .green: 32, .blue: 34, .indigo: 34, .violet: 35,
    ]
    for colour in BuiltIn.Colour.allCases {
      XCTAssertTrue(
        sgr(colour, .basic).contains(";\(expected[colour]!)m"), "\(colour): \(sgr(colour, .basic))")
    }
  }
}
