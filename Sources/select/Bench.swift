import SelectCore
import SelectTerminal

/// `--bench DURATION` with `--filter`: the items are ranked again and again
/// for DURATION, and one line of timings is printed instead of the
/// matches, as `fzf --bench` prints it.
func printBench(_ seconds: Double, _ ranked: Ranked, _ source: ItemSource, _ output: StandardOutput) throws {
  var report = BenchReport()
  let start = monotonicSeconds()
  let items = try source.loadSome()
  report.ingestion = monotonicSeconds() - start
  report.items = items.count
  let begun = monotonicSeconds()
  repeat {
    let before = monotonicSeconds()
    report.matches = items.withItems { rank($0, ranked, nil) }.count
    report.times.append(monotonicSeconds() - before)
  } while monotonicSeconds() - begun < seconds
  report.total = monotonicSeconds() - begun
  try output.write(report.line)
}
