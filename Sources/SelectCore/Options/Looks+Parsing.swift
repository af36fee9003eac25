extension Looks {
  /// Records one of the looks options (the table's "Looks" section), checking its
  /// argument: a bad value is a usage error naming the option.
  mutating func apply(_ id: OptionID, _ argument: String?) throws(SelectError) {
    let text = argument ?? ""
    switch id {
    case .border: border = try Self.borderStyle(argument, option: "--border")
    case .borderLabel: borderLabel = text
    case .borderLabelPos: borderLabelPosition = try Self.labelPosition(text, option: "--border-label-pos")
    case .margin: margin = try Spacing(parsing: text, option: "--margin")
    case .padding: padding = try Spacing(parsing: text, option: "--padding")
    case .info: info = try Self.info(text)
    case .separator: separator = .on(text)
    case .noSeparator: separator = .off
    // fzf's: `--scrollbar` alone is the default bar (asked for: `--accessible`
    // draws none unless asked), `--scrollbar=` none.
    case .scrollbar: scrollbar = argument.map { $0.isEmpty ? .off : .on($0) } ?? .on("")
    case .noScrollbar: scrollbar = .off
    case .pointer: pointer = try Self.mark(text, option: "--pointer")
    case .marker: marker = try Self.mark(text, option: "--marker")
    case .gutter: gutter = try Self.mark(text, option: "--gutter", columns: 1)
    case .ghost: ghost = text
    case .footer: footer = text
    case .headerFirst: headerFirst = true
    case .highlightLine: highlightLine = true
    case .accessible: accessible = true
    case .noBold: bold = false
    case .ellipsis: ellipsis = text
    case .noInput: noInput = true
    case .gap:
      guard let n = argument.map(Int.init) ?? 1, n >= 0, n <= 100 else {
        throw .usage("--gap takes a number of rows from 0 to 100, not '\(text)'")
      }
      gap = n
    case .gapLine: gapLine = argument.map { .on($0) } ?? .unset
    case .noGapLine: gapLine = .off
    case .tabstop: tabstop = try Self.number(text, option: "--tabstop", from: 1)
    case .keepRight: keepRight = true
    case .noHscroll: hscroll = false
    case .hscrollOff: hscrollOff = try Self.number(text, option: "--hscroll-off", from: 0)
    case .freezeLeft: freezeLeft = try Self.number(text, option: "--freeze-left", from: 0)
    case .freezeRight: freezeRight = try Self.number(text, option: "--freeze-right", from: 0)
    case .scrollOff: scrollOff = try Self.number(text, option: "--scroll-off", from: 0)
    case .style: try applyStyle(text)
    case .inputBorder, .listBorder, .headerBorder, .footerBorder, .headerLinesBorder:
      let part = Self.part(id)
      // fzf's `inline`: inside the list's border, after a joining line;
      // a `line` where the list's border cannot hold it.
      let isInline = argument == "inline" && part != .input && part != .list
      let style = isInline ? .line : try Self.borderStyle(argument, option: "--\(id.rawValue)")
      sections[part, default: Section()].border = style
      sections[part, default: Section()].isInline = isInline
    case .previewBorder:
      previewBorder = try Self.borderStyle(argument, option: "--preview-border").map { .border($0) } ?? PreviewWindow.Edge.none
    case .inputLabel, .listLabel, .headerLabel, .footerLabel:
      sections[Self.part(id), default: Section()].label = text
    case .inputLabelPos, .listLabelPos, .headerLabelPos, .footerLabelPos:
      sections[Self.part(id), default: Section()].labelPosition = try Self.labelPosition(text, option: "--\(id.rawValue)")
    case .raw: raw = true
    case .infoCommand: infoCommand = text.isEmpty ? nil : text
    case .minHeight:
      let plus = text.hasSuffix("+")
      let rows = try Self.number(String(plus ? text.dropLast() : text[...]), option: "--min-height", from: 1)
      minHeight = MinimumHeight(rows: rows, addsChrome: plus)
    case .gutterRaw: gutterRaw = try Self.mark(text, option: "--gutter-raw", columns: 1)
    case .wrap:
      let mode = argument ?? "char"
      guard mode == "char" || mode == "word" else {
        throw .usage("--wrap takes char or word, not '\(argument ?? "")'")
      }
      wrap = true
      wrapsAtWords = mode == "word"
    case .wrapSign: wrapSign = text
    case .previewWrapSign: previewWrapSign = text
    case .multiLine: multiLine = true
    case .noMultiLine: multiLine = false
    case .markerMultiLine:
      guard text.count == 3 else {
        throw .usage("--marker-multi-line takes 3 glyphs (top, middle, bottom), not '\(text)'")
      }
      markerMultiLine = text
    case .previewLabel: previewLabel = text
    case .previewLabelPos: previewLabelPosition = try Self.labelPosition(text, option: "--preview-label-pos")
    default: break
    }
  }

  /// Turns a look off (`--no-border`, `--no-list-label`, …): back to
  /// what it is when not given.
  mutating func undo(_ id: OptionID) {
    let plain = Looks()
    switch id {
    case .border: border = plain.border
    case .borderLabel: borderLabel = plain.borderLabel
    case .margin: margin = plain.margin
    case .padding: padding = plain.padding
    case .infoCommand: infoCommand = plain.infoCommand
    case .gap: gap = plain.gap
    case .footer: footer = plain.footer
    case .headerFirst: headerFirst = plain.headerFirst
    case .highlightLine: highlightLine = plain.highlightLine
    case .keepRight: keepRight = plain.keepRight
    case .raw: raw = plain.raw
    case .wrap:
      wrap = plain.wrap
      wrapsAtWords = plain.wrapsAtWords
    case .previewBorder: previewBorder = plain.previewBorder
    case .previewLabel: previewLabel = plain.previewLabel
    case .inputBorder, .listBorder, .headerBorder, .footerBorder, .headerLinesBorder:
      sections[Self.part(id)]?.border = nil
      sections[Self.part(id)]?.isInline = false
      if sections[Self.part(id)] == Section() { sections[Self.part(id)] = nil }
    case .inputLabel, .listLabel, .headerLabel, .footerLabel:
      sections[Self.part(id)]?.label = ""
      if sections[Self.part(id)] == Section() { sections[Self.part(id)] = nil }
    default: break
    }
  }

  /// The section an option of a section's border or label is about.
  private static func part(_ id: OptionID) -> ContentLayout.Part {
    switch id {
    case .inputBorder, .inputLabel, .inputLabelPos: .input
    case .headerBorder, .headerLabel, .headerLabelPos: .header
    case .footerBorder, .footerLabel, .footerLabelPos: .footer
    case .headerLinesBorder: .headerLines
    default: .list
    }
  }

  /// fzf's `--style` presets: `default` its plain look (the count on its
  /// own row with a separator, a scrollbar, the preview in a rounded
  /// border), `minimal` the same with less (no separator or scrollbar, one
  /// line beside the preview), `full[:STYLE]` every section in a border.
  mutating func applyStyle(_ text: String) throws(SelectError) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let bad = SelectError.usage("--style takes default, minimal or full[:BORDER_STYLE], not '\(text)'")
    switch parts[0] {
    case "default" where parts.count == 1:
      info = Info(style: .default)
      separator = .unset
      scrollbar = .unset
      previewBorder = .border(.rounded)
    case "minimal" where parts.count == 1:
      info = Info(style: .default)
      separator = .off
      scrollbar = .off
      previewBorder = .border(.left)
    case "full":
      let style = parts.count == 2 ? try Self.borderStyle(String(parts[1]), option: "--style full") : .rounded
      guard let style else { throw bad }
      info = Info(style: .inlineRight)
      separator = .off
      scrollbar = .unset
      for part in [ContentLayout.Part.input, .list, .header, .footer] {
        sections[part, default: Section()].border = style
      }
      previewBorder = .border(style)
    default: throw bad
    }
  }

  /// A whole number from `least` up to 10,000.
  static func number(_ text: String, option: String, from least: Int) throws(SelectError) -> Int {
    guard let n = Int(text), n >= least, n <= 10_000 else {
      throw .usage("\(option) takes a number from \(least), not '\(text)'")
    }
    return n
  }

  /// Whether `word`, after an option whose argument is optional, is that
  /// argument: a border style after `--border`, a number after `--gap`.
  package static func takesAsArgument(_ id: OptionID, _ word: String) -> Bool {
    switch id {
    case .border, .inputBorder, .listBorder, .previewBorder:
      word == "none" || BorderStyle(name: word) != nil
    case .headerBorder, .footerBorder, .headerLinesBorder:
      word == "none" || word == "inline" || BorderStyle(name: word) != nil
    case .gap: !word.isEmpty && word.allSatisfy { ("0"..."9").contains($0) }
    default: false
    }
  }

  /// `--border` alone is rounded; `none` draws none.
  static func borderStyle(_ argument: String?, option: String) throws(SelectError) -> BorderStyle? {
    guard let argument, !argument.isEmpty else { return .rounded }
    if argument == "none" { return nil }
    guard let style = BorderStyle(name: argument) else {
      throw .usage(
        "\(option) takes a style (\(BorderStyle.allCases.map(\.rawValue).joined(separator: ", ")), none), not '\(argument)'")
    }
    return style
  }

  /// `N`, `N:top` or `N:bottom` (`--border-label-pos`).
  static func labelPosition(_ text: String, option: String) throws(SelectError) -> LabelPosition {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let side = parts.count == 2 ? parts[1] : "top"
    guard let offset = parts.first.flatMap({ $0.isEmpty ? 0 : Int($0) }), side == "top" || side == "bottom" else {
      throw .usage("\(option) takes N[:top|bottom] (0 centres, N from the left, -N from the right), not '\(text)'")
    }
    return LabelPosition(offset: offset, onBottom: side == "bottom")
  }

  /// `STYLE[:PREFIX]` (`--info`); a prefix only with the inline styles.
  static func info(_ text: String) throws(SelectError) -> Info {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let names = Info.Style.allCases.map(\.rawValue).joined(separator: ", ")
    guard let style = Info.Style(rawValue: String(parts[0])) else {
      throw .usage("--info takes \(names) (inline and inline-right take :PREFIX), not '\(text)'")
    }
    guard parts.count == 1 || style == .inline || style == .inlineRight else {
      throw .usage("--info \(style.rawValue) takes no prefix; only inline and inline-right do: '\(text)'")
    }
    return Info(style: style, prefix: parts.count == 2 ? String(parts[1]) : nil)
  }

  /// A mark drawn in the row's first columns: at most `columns` wide.
  static func mark(_ text: String, option: String, columns: Int = 2) throws(SelectError) -> String {
    guard DisplayText(Array(text.utf8)).width <= columns else {
      throw .usage("\(option) takes at most \(columns) column\(columns == 1 ? "" : "s") of text, not '\(text)'")
    }
    return text
  }
}

extension Spacing {
  /// fzf's `TRBL`, `TB,RL`, `T,RL,B` or `T,R,B,L`, each `N` cells or `N%`.
  package init(parsing text: String, option: String) throws(SelectError) {
    let bad = SelectError.usage(
      "\(option) takes 1 to 4 sizes (N or N%) as TRBL, TB,RL, T,RL,B or T,R,B,L, not '\(text)'")
    var amounts: [Amount] = []
    for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
      var word = piece
      while word.first == " " { word.removeFirst() }
      while word.last == " " { word.removeLast() }
      let isPercent = word.hasSuffix("%")
      guard let n = Int(isPercent ? word.dropLast() : word), n >= 0, !isPercent || n <= 100, n < 10_000 else {
        throw bad
      }
      amounts.append(isPercent ? .percent(n) : .cells(n))
    }
    switch amounts.count {
    case 1: self.init(top: amounts[0], right: amounts[0], bottom: amounts[0], left: amounts[0])
    case 2: self.init(top: amounts[0], right: amounts[1], bottom: amounts[0], left: amounts[1])
    case 3: self.init(top: amounts[0], right: amounts[1], bottom: amounts[2], left: amounts[1])
    case 4: self.init(top: amounts[0], right: amounts[1], bottom: amounts[2], left: amounts[3])
    default: throw bad
    }
  }
}
