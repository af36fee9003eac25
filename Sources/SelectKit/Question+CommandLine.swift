import SelectCore
import SelectTerminal

extension Question {
  /// The question a command line asks: the picker's behaviour
  /// (`PickerState.Settings(_:builtin:)`) and how it is drawn.
  package init(_ options: Options, builtin: BuiltinEnum?) {
    self.init()
    settings = PickerState.Settings(options, builtin: builtin)
    if let words = options.withShell { display.shell = ChildShell(words: words) }
    if let height = options.fullScreen ? .fullScreen : options.height { display.height = height }
    display.usesColour = Self.usesColour(options.color) && options.looks.theme?.isMonochrome != true
    display.timeout = options.timeout
    display.preview = options.preview
    if options.fzf.noUnicode { display.glyphs = .ascii }
    display.mouse = options.mouse
    display.keepsLastFrame = options.noClear
    query = options.query ?? ""
    lineMode = options.plain
    terminalPath = options.tty ?? (options.fzf.ttyOfStandardError ? terminalName(of: 2) : nil)
  }
}
