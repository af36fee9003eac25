import SelectCore
import SelectTerminal

/// `--bench DURATION` with `--filter`: the items are ranked again and again
/// for DURATION, and one line of timings is printed instead of the
/// matches, as `fzf --bench` prints it.
func printBench(_ seconds: Double, query: String, _ source: ItemSource, _ options: Options, _ output: StandardOutput)
  throws
{
  let start = monotonicSeconds()
  let items = try source.load()
  let ingestion = monotonicSeconds() - start
  if items.isEmpty { throw source.emptyError }
  var times: [Double] = []
  var matches = 0
  let begun = monotonicSeconds()
  repeat {
    let before = monotonicSeconds()
    matches = items.withItems { rank($0, query: query, options, nil) }.count
    times.append(monotonicSeconds() - before)
  } while monotonicSeconds() - begun < seconds
  func ms(_ t: Double) -> String { fixed(t * 1000, 2) + "ms" }
  let average = times.reduce(0, +) / Double(times.count)
  let share = items.count == 0 ? 0 : Double(matches) * 100 / Double(items.count)
  try output.write(
    "  \(times.count) iterations  avg: \(ms(average))  min: \(ms(times.min()!))  max: \(ms(times.max()!))"
      + "  total: \(fixed(monotonicSeconds() - begun, 2))s  items: \(items.count)"
      + "  matches: \(matches) (\(fixed(share, 2))%)  ingestion: \(ms(ingestion))\n")
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

/// Where the items come from when stdin is a terminal and the command line
/// names none: `SELECT_DEFAULT_COMMAND`/`FZF_DEFAULT_COMMAND`, else fzf's
/// walker when a `--walker` option is given.
func terminalSource(_ options: Options, shape: ItemSource.Shape) -> ItemSource? {
  if let command = DefaultCommand.fromEnvironment() {
    return ItemSource(.stream(command, terminator: options.read0 ? 0 : UInt8(ascii: "\n")), shape: shape)
  }
  if let walker = options.fzf.walker {
    return ItemSource(.walk(DirectoryWalk(WalkRules(walker))), shape: shape)
  }
  return nil
}
