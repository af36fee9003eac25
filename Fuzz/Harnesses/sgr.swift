@testable import SelectCore

/// Fuzzes the SGR parser behind `--ansi`.
///
/// Input: the bytes of one line.
///
/// Properties: the text is the input with some bytes taken out, and only
/// if the input had an ESC; runs are in bounds, in order, not empty, not
/// overlapping, never plain, and two touching runs differ in style; the
/// display runs of the text cover it exactly, in its styles.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSGR(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = FuzzInput(data, size).bytes
  let styled = StyledText(parsing: input)

  var next = 0
  for byte in styled.text {
    while next < input.count && input[next] != byte { next += 1 }
    check(next < input.count, "text is not a subsequence of the input")
    next += 1
  }
  check(input.contains(0x1B) || styled.text == input, "text changed without an ESC")
  var end = 0
  var previous: StyledText.Run?
  for run in styled.runs {
    check(!run.range.isEmpty, "empty run \(run)")
    check(run.range.lowerBound >= end, "run \(run) overlaps the one before")
    check(run.range.upperBound <= styled.text.count, "run \(run) out of bounds")
    check(run.style != .plain, "plain run \(run)")
    if let previous, previous.range.upperBound == run.range.lowerBound {
      check(previous.style != run.style, "touching runs share a style")
    }
    end = run.range.upperBound
    previous = run
  }
  let display = DisplayText(styled.text)
  let runs = display.runs(matching: [], styles: styled.runs)
  check(runs.reduce(0) { $0 + $1.width } == display.width, "display runs do not cover the text")
  let styles = Set(
    display.pieces.map { piece in
      styled.runs.first { $0.range.contains(piece.bytes.lowerBound) }?.style ?? .plain
    })
  check(Set(runs.map(\.style)) == styles, "display runs lost a style")
  return 0
}
