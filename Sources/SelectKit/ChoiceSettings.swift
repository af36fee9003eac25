/// How a choice is asked: the words around it, its size, its mode and how
/// long it waits. Every setting has a default, so name only what differs.
///
///     let file = try choose(from: paths, settings: .init(header: "Open which file?"))
public struct ChoiceSettings: Sendable {
  /// The line above the prompt; nil shows a `UserSelectable` type's title
  /// (and nothing above a plain list).
  ///
  ///     ChoiceSettings(header: "Accent colour")
  public var header: String?
  /// A line under the title saying more about the question; nil for none.
  ///
  ///     ChoiceSettings(description: "Used for links and the cursor")
  public var description: String?
  /// Drawn before what the user types (`select --prompt`).
  ///
  ///     ChoiceSettings(prompt: "theme> ")
  public var prompt: String
  /// Typed into the query when the picker opens, narrowing the list
  /// (`select --query`).
  ///
  ///     ChoiceSettings(query: ".swift")
  public var query: String
  /// How many rows the picker takes (`select --height`).
  ///
  ///     ChoiceSettings(height: .lines(12))
  public var height: Height
  /// Asks in the numbered line mode, like bash's `select`, for screen
  /// readers and `expect` (`select --plain`); `TERM=dumb` always does.
  ///
  ///     ChoiceSettings(lineMode: true)
  public var lineMode: Bool
  /// How long to wait for the user before throwing `.timedOut`
  /// (`select --timeout`); nil waits for ever.
  ///
  ///     ChoiceSettings(timeout: .seconds(30))
  public var timeout: Duration?
  /// Query terms match as plain substrings instead of fuzzily
  /// (`select --exact`).
  ///
  ///     ChoiceSettings(exact: true)
  public var exact: Bool
  /// `chooseSeveral`: at most this many checked (`select --limit`).
  ///
  ///     ChoiceSettings(limit: 3)
  public var limit: Int?
  /// `chooseSeveral`: the names of the unchecked and checked sections
  /// (`select --sections`).
  ///
  ///     ChoiceSettings(sections: (unchecked: "Off", checked: "On"))
  public var sections: (unchecked: String, checked: String)
  /// Whether to draw in colour; `.auto` draws unless `NO_COLOR` is set.
  ///
  ///     ChoiceSettings(colour: .never)
  public var colour: ColourMode
  /// The terminal to ask on instead of `/dev/tty` (`select --tty`).
  ///
  ///     ChoiceSettings(terminal: "/dev/pts/3")
  public var terminal: String?
  /// Remembers what is chosen under this name and shows it first the
  /// next time its query, or the start of it, is typed, most often and
  /// lately chosen first; before anything is typed the list keeps its
  /// order (`select --remember NAME`). Kept in
  /// `$XDG_STATE_HOME/select/` as keyed hashes only, never the text of an
  /// item or a query; nil remembers nothing.
  ///
  ///     ChoiceSettings(remember: "open-recent")
  public var remember: String?
  /// Whether the answer is left on the screen as one line once the picker
  /// or the menu is gone (`Colour: Blue`); true unless turned off.
  ///
  ///     ChoiceSettings(showsSummary: false)
  public var showsSummary: Bool
  /// Draws the picker for a screen reader (`select --accessible`): after
  /// every move the terminal's cursor rests at the start of the current
  /// row, which begins with its number and label; while typing it is on
  /// the query; no spinner turns.
  ///
  ///     ChoiceSettings(accessible: true)
  public var accessible: Bool

  /// Settings with `select`'s defaults, except those named (a `prompt`
  /// or `sections` of nil is `select`'s own, `> ` and "Unchecked",
  /// "Checked").
  ///
  ///     ChoiceSettings(header: "Theme", height: .fullScreen, timeout: .seconds(10))
  public init(
    header: String? = nil, description: String? = nil, prompt: String? = nil, query: String = "", height: Height = .automatic,
    lineMode: Bool = false, timeout: Duration? = nil, exact: Bool = false, limit: Int? = nil,
    sections: (unchecked: String, checked: String)? = nil,
    colour: ColourMode = .auto, terminal: String? = nil, remember: String? = nil,
    showsSummary: Bool = true, accessible: Bool = false
  ) {
    self.header = header
    self.description = description
    // select's defaults, made in one place (the picker's settings).
    self.prompt = prompt ?? PickerState.Settings().prompt
    self.query = query
    self.height = height
    self.lineMode = lineMode
    self.timeout = timeout
    self.exact = exact
    self.limit = limit
    self.sections = sections ?? PickerState.Settings().sections
    self.colour = colour
    self.terminal = terminal
    self.remember = remember
    self.showsSummary = showsSummary
    self.accessible = accessible
  }

  /// How many rows the picker takes.
  ///
  ///     ChoiceSettings(height: .percent(50))
  public enum Height: Equatable, Sendable {
    /// Inline below the cursor: a list that fits on the terminal, leaving
    /// a row of the shell, is shown whole (a yes/no question takes four
    /// rows); a longer one takes 40% of the terminal, at least 10 rows.
    case automatic
    /// Inline, this many rows (`select --height N`).
    case lines(Int)
    /// Inline, this share of the terminal (`select --height N%`).
    case percent(Int)
    /// The whole screen, given back as it was afterwards.
    case fullScreen
  }

  /// Whether colours are drawn (`select --color`).
  ///
  ///     ChoiceSettings(colour: .always)
  public enum ColourMode: Equatable, Sendable {
    /// Colour unless `NO_COLOR` is set and not empty.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
  }
}
