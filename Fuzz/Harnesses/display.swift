@testable import SelectCore

/// Fuzzes the label sanitiser and width measurement.
///
/// Input: a byte for the maximum width (0–99, or 255 for none), then the
/// label's bytes.
///
/// Properties: the text fits `maxWidth` and, when cut, fills it exactly;
/// pieces contain no C0 or C1 control character (so no ESC) and no DEL;
/// each piece's width is its text's display width and the widths add up;
/// pieces' byte ranges are in bounds, in order, and cover the whole label
/// when it was not cut; every scalar measures 0, 1 or 2 columns.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDisplay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let widthByte = input.byte()
  let maxWidth = widthByte == 255 ? Int.max : Int(widthByte) % 100
  let label = input.rest()
  let text = DisplayText(label, maxWidth: maxWidth)

  check(text.width <= maxWidth, "width \(text.width) over \(maxWidth)")
  check(
    !text.isTruncated || maxWidth == 0 || text.width == maxWidth,
    "cut to \(text.width) of \(maxWidth)")
  check(
    text.pieces.reduce(0) { $0 + $1.width } == text.width, "pieces do not add up to \(text.width)")
  for scalar in String(decoding: label, as: UTF8.self).unicodeScalars {
    check(
      (0...2).contains(displayWidth(of: scalar)),
      "U+\(scalar.value) measures \(displayWidth(of: scalar))")
  }
  var covered = 0
  for piece in text.pieces {
    for scalar in piece.text.unicodeScalars {
      let value = scalar.value
      check(value >= 0x20 && !(0x7F..<0xA0).contains(value), "control U+\(value) in \(piece)")
    }
    check(
      displayWidth(of: piece.text) == piece.width,
      "\(piece) measures \(displayWidth(of: piece.text))")
    check(
      piece.bytes.lowerBound >= 0 && piece.bytes.upperBound <= label.count, "\(piece) out of bounds"
    )
    if !piece.bytes.isEmpty {
      check(piece.bytes.lowerBound == covered, "\(piece) does not follow byte \(covered)")
      covered = piece.bytes.upperBound
    }
  }
  check(
    text.isTruncated || covered == label.count, "pieces cover \(covered) of \(label.count) bytes")
  return 0
}
