import SelectCore
import SelectTerminal

/// `--list`: the numbered menu on stdout, streamed as the input arrives.
func printList(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  var number = 0
  let separator: [UInt8] = Array(") ".utf8)
  try source.forEach(keep: false, arena: ByteArena()) { item in
    number += 1
    try decimal(number) { try output.write($0) }
    try output.write(separator)
    try output.write(item.label.buffer)
    try output.write(byte: options.print0 ? 0 : UInt8(ascii: "\n"))
    return true
  }
  if number == 0 { throw SelectError.emptyInput }
}

/// `--pick SPEC`: the named items, without asking; reading stops as soon as
/// the answer is known.
func printPick(_ spec: PickSpec, _ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let collector = PickCollector(spec: spec)
  try source.forEach(keep: false, arena: ByteArena()) { collector.offer($0) }
  try printChoices(try collector.choices(), options, output)
}

/// Writes chosen items to stdout in the `--print` format.
func printChoices(_ choices: [PickCollector.Choice], _ options: Options, _ output: StandardOutput) throws {
  let format = OutputFormat(
    template: options.template, acceptNth: options.acceptNth, delimiter: options.delimiter,
    print0: options.print0)
  for choice in choices {
    try format.write(choice.item, offset: choice.offset) { try output.write($0) }
  }
}
