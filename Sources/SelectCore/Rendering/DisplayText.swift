/// A label's bytes made safe to draw: decoded, escaped, measured and cut to
/// a width.
///
/// Nothing from the label reaches the terminal as it was: every piece of
/// `pieces` holds only printable scalars. The rules:
/// - UTF-8 is decoded; each maximal invalid subpart becomes one U+FFFD, as
///   `String(decoding:as:)` does, so a broken 4-byte sequence is one mark,
///   not four.
/// - C0 controls and DEL appear in caret notation (`^[` for ESC, `^A`, `^?`);
///   C1 controls, bidi overrides and isolates and every other format
///   character that could hide or reorder text appear as `<U+202E>`. ZWJ and
///   ZWNJ are kept: emoji sequences and Indic scripts need them and they
///   reorder nothing.
/// - A tab becomes spaces up to the next multiple of 8 columns, counted from
///   the start of the label.
/// - Each grapheme cluster is one piece (`ClusterMeasure`): zero-width
///   scalars (combining marks, variation selectors) travel with the piece
///   before them, so a highlight never separates `e` from its accent, and a
///   flag, 👍🏽 or a ZWJ family is one piece 2 columns wide, cut whole.
/// - With a `maxWidth`, a label that does not fit ends in `…` (or the
///   `ellipsis` given, `...` in ASCII) exactly at `maxWidth`; a wide
///   character or an escape that would straddle the cut is dropped whole and
///   a space fills its place after the `…`.
package struct DisplayText: Equatable, Sendable {
  /// One drawable piece and the label bytes it came from.
  package struct Piece: Equatable, Sendable {
    /// What a piece stands for, so a renderer can style escapes differently.
    package enum Kind: Equatable, Sendable {
      /// A printable scalar and any zero-width scalars after it.
      case text
      /// A tab, expanded to spaces.
      case tab
      /// A control or format character, spelled visibly (`^[`, `<U+202E>`).
      case escape
      /// Invalid UTF-8, drawn as U+FFFD.
      case invalid
      /// The `…` that ends a cut label.
      case ellipsis
      /// Spaces that fill the columns a dropped wide character left.
      case padding
    }

    /// The scalars to draw; never a control character.
    package var text: String
    /// Columns `text` takes.
    package var width: Int
    /// The label's byte offsets this piece draws; empty for `…` and padding.
    package var bytes: Range<Int>
    /// What the piece stands for.
    package var kind: Kind
  }

  /// The pieces, left to right.
  package private(set) var pieces: [Piece] = []
  /// Columns all pieces take; at most `maxWidth`.
  package private(set) var width = 0
  /// Whether the label was cut to fit.
  package private(set) var isTruncated = false
  /// Columns between tab stops (`--tabstop`).
  private var tabstop = 8
  /// Where the label is in its grapheme clusters.
  private var measure = ClusterMeasure()

  /// Makes a label's bytes drawable in at most `maxWidth` columns.
  package init(_ label: Bytes, maxWidth: Int = .max, ellipsis: String = "…", tabstop: Int = 8) {
    self.init(label.buffer, maxWidth: maxWidth, ellipsis: ellipsis, tabstop: tabstop)
  }

  /// Makes bytes drawable in at most `maxWidth` columns.
  package init<Label: RandomAccessCollection<UInt8>>(
    _ label: Label, maxWidth: Int = .max, ellipsis: String = "…", tabstop: Int = 8
  ) where Label.Index == Int {
    self.tabstop = max(tabstop, 1)
    var offset = label.startIndex
    // Decoding stops as soon as the label is known not to fit, so a
    // megabyte-long line costs no more than a screenful.
    while offset < label.endIndex && width <= maxWidth {
      let start = offset
      switch UTF8Step.decode(label, at: offset) {
      case .incomplete:
        offset = label.endIndex
        append("\u{FFFD}", width: 1, bytes: start..<offset, kind: .invalid)
      case .invalid(let length):
        offset += length
        append("\u{FFFD}", width: 1, bytes: start..<offset, kind: .invalid)
      case .scalar(let scalar, let length):
        offset += length
        append(scalar, bytes: start..<offset)
      }
    }
    if width > maxWidth { truncate(to: maxWidth, ellipsis: ellipsis) }
  }

  /// Pieces from parts of one label drawn side by side, a cut label's
  /// (`--freeze-left`: a label's first field, `…`, then its middle).
  init(joining parts: [[Piece]]) {
    pieces = parts.flatMap { $0 }
    width = pieces.reduce(0) { $0 + $1.width }
    isTruncated = true
  }

  /// The text to draw, all pieces joined.
  package var string: String { pieces.map(\.text).joined() }

  private mutating func append(_ scalar: Unicode.Scalar, bytes: Range<Int>) {
    if scalar == "\t" {
      let spaces = tabstop - width % tabstop
      append(String(repeating: " ", count: spaces), width: spaces, bytes: bytes, kind: .tab)
    } else if let escape = Self.visibleEscape(for: scalar) {
      append(escape, width: escape.utf8.count, bytes: bytes, kind: .escape)
    } else {
      switch measure.step(scalar) {
      case .joins(let extra) where pieces.last?.kind == .text:
        let last = pieces.count - 1
        pieces[last].text.unicodeScalars.append(scalar)
        pieces[last].bytes = pieces[last].bytes.lowerBound..<bytes.upperBound
        pieces[last].width += extra
        width += extra
      case .joins(let scalarWidth), .starts(let scalarWidth):
        pieces.append(Piece(text: String(scalar), width: scalarWidth, bytes: bytes, kind: .text))
        width += scalarWidth
      }
    }
  }

  private mutating func append(_ text: String, width: Int, bytes: Range<Int>, kind: Piece.Kind) {
    // Only text continues a cluster: nothing joins across a tab or an escape.
    measure.reset()
    pieces.append(Piece(text: text, width: width, bytes: bytes, kind: kind))
    self.width += width
  }

  /// Drops pieces from the end until they and the ellipsis fit in
  /// `maxWidth`.
  private mutating func truncate(to maxWidth: Int, ellipsis: String) {
    isTruncated = true
    let ellipsisWidth = ellipsis.unicodeScalars.reduce(0) { $0 + displayWidth(of: $1) }
    let room = max(maxWidth - ellipsisWidth, 0)
    while width > room, let last = pieces.popLast() {
      width -= last.width
      // Tabs are only spaces, so part of one can stay.
      if last.kind == .tab && width < room {
        let spaces = room - width
        append(String(repeating: " ", count: spaces), width: spaces, bytes: last.bytes, kind: .tab)
      }
    }
    guard maxWidth >= ellipsisWidth else { return }
    let cut = pieces.last?.bytes.upperBound ?? 0
    append(ellipsis, width: ellipsisWidth, bytes: cut..<cut, kind: .ellipsis)
    if width < maxWidth {
      let spaces = maxWidth - width
      append(String(repeating: " ", count: spaces), width: spaces, bytes: cut..<cut, kind: .padding)
    }
  }
}
