/// The symbols the picker draws beyond plain text, in Unicode or, where the
/// locale cannot show it, in ASCII.
package struct Glyphs: Equatable, Sendable {
  /// Marks a checked item (`✓`).
  package var check: String
  /// A colour swatch, two of them side by side (`█`).
  package var block: String
  /// Ends a cut label (`…`).
  package var ellipsis: String
  /// Joins the count and the number checked (`·`).
  package var separator: String
  /// The frames of the loading spinner.
  package var spinner: [String]
  /// Lines between panes (`│`, `─`).
  package var verticalLine: String
  package var horizontalLine: String
  /// A border's corners: top left, top right, bottom left, bottom right.
  package var corners: [String]

  /// A dotted line between items (`--gap-line`): `┈`, or `-`.
  var dottedLine: String { horizontalLine == "─" ? "┈" : "-" }

  package static let unicode = Glyphs(
    check: "✓", block: "█", ellipsis: "…", separator: "·",
    spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], verticalLine: "│",
    horizontalLine: "─",
    corners: ["╭", "╮", "╰", "╯"])

  package static let ascii = Glyphs(
    check: "*", block: "#", ellipsis: "...", separator: "-", spinner: ["-", "\\", "|", "/"],
    verticalLine: "|", horizontalLine: "-", corners: ["+", "+", "+", "+"])

  /// The glyphs a locale can show: Unicode when the first of `LC_ALL`,
  /// `LC_CTYPE` and `LANG` that is set (and not empty) names UTF-8, else
  /// ASCII (the C locale, `latin1`, or nothing set).
  package init(lcAll: String?, lcCType: String?, lang: String?) {
    let locale = [lcAll, lcCType, lang].lazy.compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let lower = locale.lowercased()
    self = lower.contains("utf-8") || lower.contains("utf8") ? .unicode : .ascii
  }

  package init(
    check: String, block: String, ellipsis: String, separator: String, spinner: [String],
    verticalLine: String, horizontalLine: String, corners: [String]
  ) {
    self.check = check
    self.block = block
    self.ellipsis = ellipsis
    self.separator = separator
    self.spinner = spinner
    self.verticalLine = verticalLine
    self.horizontalLine = horizontalLine
    self.corners = corners
  }
}
