/// One frame of the picker: `height` rows of styled spans, `width` columns
/// wide, and where the cursor sits.
///
/// A frame is a value: the renderer compares the last one drawn with the next
/// and rewrites only the rows that changed.
package struct Screen: Equatable, Sendable {
  /// Columns available; rows are cut at this width when drawn.
  package var width: Int
  /// How many rows the frame has.
  package var height: Int
  /// Exactly `height` rows, top to bottom.
  package var rows: [Row]
  /// Where the terminal's cursor is left (on the query, usually).
  package var cursor = Position(row: 0, column: 0)
  /// Whether the cursor is shown.
  package var isCursorVisible = false

  /// A blank frame.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
    self.rows = Array(repeating: Row(), count: height)
  }

  /// A piece of a row: text drawn in one style.
  package struct Span: Equatable, Sendable {
    /// What to draw: printable scalars only (see `DisplayText`).
    package var text: String
    /// How to draw it.
    package var style: Style

    package init(_ text: String, style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// One line of a frame, left to right.
  package struct Row: Equatable, Sendable {
    /// The spans, left to right; columns after the last are blank.
    package var spans: [Span]

    package init(_ spans: [Span] = []) {
      self.spans = spans
    }

    package init(_ text: String, style: Style = .plain) {
      self.spans = [Span(text, style: style)]
    }

    /// The row's text, styles dropped.
    package var text: String { spans.map(\.text).joined() }
  }

  /// A row and column on the screen, both 0-based.
  package struct Position: Hashable, Sendable {
    package var row: Int
    package var column: Int

    package init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }
}
