/// What `--bench DURATION` prints instead of the matches: one line of
/// timings, as `fzf --bench` prints it.
package struct BenchReport {
  /// Seconds each ranking took.
  package var times: [Double] = []
  /// Seconds from the first ranking to the end of the last.
  package var total = 0.0
  /// Seconds spent reading the input.
  package var ingestion = 0.0
  package var items = 0
  /// Matches of the last ranking.
  package var matches = 0

  package init() {}

  /// The line, ended by a newline.
  package var line: String {
    func ms(_ t: Double) -> String { fixed(t * 1000, 2) + "ms" }
    let average = times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count)
    let share = items == 0 ? 0 : Double(matches) * 100 / Double(items)
    return "  \(times.count) iterations  avg: \(ms(average))  min: \(ms(times.min() ?? 0))"
      + "  max: \(ms(times.max() ?? 0))  total: \(fixed(total, 2))s  items: \(items)"
      + "  matches: \(matches) (\(fixed(share, 2))%)  ingestion: \(ms(ingestion))\n"
  }
}

/// `x` with `places` decimals.
private func fixed(_ x: Double, _ places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let whole = Int((x * scale).rounded())
  let text = String(whole / Int(scale))
  let fraction = String(whole % Int(scale))
  return text + "." + String(repeating: "0", count: places - fraction.count) + fraction
}
