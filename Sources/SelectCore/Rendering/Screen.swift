/// One frame of the picker: `height` rows of styled spans, `width` columns
/// wide, and where the cursor sits.
///
/// A frame is a value: the renderer compares the last one drawn with the next
/// and rewrites only the rows that changed.
public struct Screen: Equatable, Sendable {
  /// Columns available; rows are cut at this width when drawn.
  public var width: Int
  /// How many rows the frame has.
  public var height: Int
  /// Exactly `height` rows, top to bottom.
  public var rows: [Row]
  /// Where the terminal's cursor is left (on the query, usually).
  public var cursor = Position(row: 0, column: 0)
  /// Whether the cursor is shown.
  public var isCursorVisible = false

  /// A blank frame.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
    self.rows = Array(repeating: Row(), count: height)
  }

  /// A piece of a row: text drawn in one style.
  public struct Span: Equatable, Sendable {
    /// What to draw: printable scalars only (see `DisplayText`).
    public var text: String
    /// How to draw it.
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// One line of a frame, left to right.
  public struct Row: Equatable, Sendable {
    /// The spans, left to right; columns after the last are blank.
    public var spans: [Span]

    public init(_ spans: [Span] = []) {
      self.spans = spans
    }

    public init(_ text: String, style: Style = .plain) {
      self.spans = [Span(text, style: style)]
    }

    /// The row's text, styles dropped.
    public var text: String { spans.map(\.text).joined() }
  }

  /// A row and column on the screen, both 0-based.
  public struct Position: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }
}
