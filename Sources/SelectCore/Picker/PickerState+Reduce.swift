extension PickerState {
  /// Applies one event; returns what the terminal layer should do next.
  package mutating func apply(_ event: PickerEvent) -> PickerEffect {
    var effect = PickerEffect.none
    switch event {
    case .key(let key): effect = press(key)
    case .itemsArrived(let batch): receive(batch)
    case .inputEnded: isLoading = false
    case .ranked(let ranking):
      show(ranking)
      if acceptsWhenRanked && !queryChanged {
        acceptsWhenRanked = false
        effect = accept()
      }
    case .resized(let rows): listRows = max(rows, 1)
    case .tick: ticks &+= 1
    case .keyPause: altDigits = ""
    case .previewStarted(let position): preview.start(for: position)
    case .previewOutput(let bytes): preview.receive(bytes)
    case .previewEnded(let outcome): preview.end(outcome)
    case .previewResized(let rows): preview.pageRows = max(rows, 1)
    case .reloadStarted: startReload()
    case .click(let target, let double): effect = click(target, double: double)
    case .wheel(let target, let up): effect = wheel(target, up: up)
    }
    revealCursor()
    return effect
  }

  /// Whether the shown list comes from an older query than the one typed.
  var queryChanged: Bool { ranking?.query != parsedQuery }

  private mutating func press(_ key: Key) -> PickerEffect {
    if acceptsWhenRanked { return .none }
    message = nil
    if jumpDigits != nil, let effect = pressWhileJumping(key) { return effect }
    if let name = settings.expectKeys[key] {
      acceptedBy = name
      return perform(.accept)
    }
    if let actions = settings.keymap[key] {
      altDigits = ""
      return perform(actions)
    }
    if case .modified(.character(let scalar), .alt) = key, let digit = Self.digit(scalar) {
      altDigits.append(digit)
      jump(to: Int(altDigits) ?? .max)
      return .none
    }
    altDigits = ""
    switch key {
    case .character(":") where query.isEmpty:
      jumpDigits = ""
    case .character(let scalar):
      insert(String(scalar))
    case .paste(let text):
      // A pasted line break or tab would be invisible in the one-line query.
      var line = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        line.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
      }
      insert(String(line))
    default:
      break
    }
    return .none
  }

  /// Keys while `:N` is being typed; nil lets the key act as usual after
  /// jump mode ends.
  private mutating func pressWhileJumping(_ key: Key) -> PickerEffect? {
    let digits = jumpDigits ?? ""
    switch key {
    case .character(let scalar) where Self.digit(scalar) != nil:
      jumpDigits = digits + String(scalar)
    case .backspace:
      jumpDigits = digits.isEmpty ? nil : String(digits.dropLast())
    case .enter:
      jumpDigits = nil
      if let number = Int(digits) { jump(to: number) }
    case .escape, .control("g"):
      jumpDigits = nil
    case .character(let scalar):
      // Not a number after all: the colon starts a query.
      jumpDigits = nil
      setQuery(":" + digits + String(scalar))
    default:
      jumpDigits = nil
      return nil
    }
    return PickerEffect.none
  }

  /// Performs a key's actions in order. Commands are expanded as their
  /// turn comes (so `down+execute(…)` runs for the next item) and handed to
  /// the terminal layer together, before the effect that ends the list.
  mutating func perform(_ actions: [PickerAction]) -> PickerEffect {
    var commands: [ShellCommand] = []
    for action in actions {
      if case .run(let kind, let template) = action {
        if let line = commandLine(template) { commands.append(ShellCommand(kind, line)) }
        if kind == .become { break }
        continue
      }
      let effect = perform(action)
      if effect != .none { return commands.isEmpty ? effect : .run(commands, then: effect) }
    }
    return commands.isEmpty ? .none : .run(commands, then: .none)
  }

  private mutating func perform(_ action: PickerAction) -> PickerEffect {
    switch action {
    case .accept:
      if queryChanged {
        acceptsWhenRanked = true
        return .none
      }
      return accept()
    case .abort: return .cancel
    case .suspend: return .suspend
    case .clearScreen: return .redraw
    case .ignore: break
    // Up and Down move on the screen: bottom-up, item 2 is above item 1.
    case .up: moveCursor(by: settings.layout == .bottomUp ? 1 : -1)
    case .down: moveCursor(by: settings.layout == .bottomUp ? -1 : 1)
    case .pageUp: moveCursor(by: settings.layout == .bottomUp ? listRows : -listRows)
    case .pageDown: moveCursor(by: settings.layout == .bottomUp ? -listRows : listRows)
    case .first: moveCursor(by: -cursor)
    case .last: moveCursor(by: shown.count - 1 - cursor)
    case .toggle: toggleCursor()
    case .toggleDown: toggleCursor(thenMoveBy: 1)
    case .toggleUp: toggleCursor(thenMoveBy: -1)
    case .toggleAll: toggleAll()
    case .selectAll: checkAll(true)
    case .deselectAll: checkAll(false)
    case .backwardChar: queryCursor = characterBefore
    case .forwardChar: queryCursor = characterAfter
    case .backwardWord: queryCursor = wordBefore
    case .forwardWord: queryCursor = wordAfter
    case .beginningOfLine: queryCursor = 0
    case .endOfLine: queryCursor = query.unicodeScalars.count
    case .backwardDeleteChar: delete(toOffset: characterBefore)
    case .deleteChar: delete(toOffset: characterAfter)
    case .deleteCharOrAbort:
      if query.isEmpty { return .cancel }
      delete(toOffset: characterAfter)
    case .backwardKillWord: delete(toOffset: wordBefore, kills: true)
    case .killWord: delete(toOffset: wordAfter, kills: true)
    case .unixWordRubout: delete(toOffset: blankSeparatedWordBefore, kills: true)
    case .unixLineDiscard: delete(toOffset: 0, kills: true)
    case .killLine: delete(toOffset: query.unicodeScalars.count, kills: true)
    case .yank: insert(killed)
    case .clearQuery: setQuery("")
    case .togglePreview: preview.toggle()
    case .previewUp: preview.scrollDown(by: -1)
    case .previewDown: preview.scrollDown(by: 1)
    case .previewPageUp: preview.scrollDown(by: -preview.pageRows)
    case .previewPageDown: preview.scrollDown(by: preview.pageRows)
    case .changePrompt(let text): prompt = text
    case .run: break
    }
    return .none
  }

  private static func digit(_ scalar: Unicode.Scalar) -> Character? {
    ("0"..."9").contains(scalar) ? Character(scalar) : nil
  }
}
