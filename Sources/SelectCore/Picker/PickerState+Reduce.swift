extension PickerState {
  /// Applies one event; returns what the terminal layer should do next.
  package mutating func apply(_ event: PickerEvent) -> PickerEffect {
    var effect = PickerEffect.none
    switch event {
    case .started: queue.note(.start)
    case .key(let key): effect = press(key)
    case .itemsArrived(let batch): receive(batch)
    case .inputEnded: input.end()
    case .ranked(let ranking):
      let screenWasFinal = list.ranking?.isPartial == true && list.ranking?.query == ranking.query
      show(ranking)
      if !isSettling, let number = jump.takeHeld(for: query) { jump(to: number) }
      if !queryChanged {
        noteResult(screenWasFinal: screenWasFinal)
        if queue.waitsForRanking {
          queue.wait(false)
          effect = performPending()
        }
      }
    case .firstRowsFinal(let first, let matchesSoFar):
      show(first)
      list.matchCount = max(matchesSoFar, list.matchCount)
      // fzf's `result`: the list on the screen is final.
      if !queryChanged { queue.note(.result) }
    case .matchesFound(let count):
      if isSettling { list.matchCount = max(count, list.matchCount) }
    case .resized(let rows): list.listRows = max(rows, 1)
    case .terminalResized: queue.note(.resize)
    case .tick: input.tick()
    case .timer(let seconds): queue.note(.every(seconds))
    case .keyPause: jump.endAltDigits()
    case .previewStarted(let position): startPreview(for: position)
    case .previewOutput(let bytes): preview.receive(bytes)
    case .previewEnded(let outcome): preview.end(outcome)
    case .previewResized(let rows): preview.pageRows = max(rows, 1)
    case .reloadStarted: startReload()
    case .commandEnded(let use, let output):
      if case .transform(let part, background: false) = use { takeTransformOutput(part, output) }
      effect = performPending()
    case .backgroundTransformEnded(let part, let output, let generation):
      if generation == queue.backgroundGeneration {
        takeTransformOutput(part, output)
        effect = performPending()
      }
    case .remote(let actions):
      queue.lastKey = ""
      effect = perform(endingJumpMode() + actions)
    case .click(let target, let double): effect = click(target, double: double)
    case .wheel(let target, let up): effect = wheel(target, up: up)
    }
    if effect == .none { effect = fireEvents() }
    revealCursor()
    return effect
  }

  /// Whether the shown list comes from an older query than the one typed.
  var queryChanged: Bool { list.ranking?.query != parsedQuery }

  /// A ranking of the query is shown: `result` (unless its first rows,
  /// final, fired it already) and the events the whole list implies.
  private mutating func noteResult(screenWasFinal: Bool) {
    if !screenWasFinal { queue.note(.result) }
    if !input.isLoading { queue.note(.resultFinal) }
    if list.shown.count == 1 { queue.note(.one) }
    if list.shown.isEmpty { queue.note(.zero) }
    if !input.isLoading { queue.noteLoaded() }
  }

  private mutating func press(_ key: Key) -> PickerEffect {
    queue.lastKey = key.name
    if queue.waitsForRanking { return pressWhileWaiting(key) }
    queue.message = nil
    if let mode = jump.labels { return pressWhileLabelled(key, mode) }
    if jump.digits != nil, let effect = pressWhileTypingDigits(key) { return effect }
    if let name = settings.expectKeys[key] {
      queue.acceptedBy = name
      return perform([.accept])
    }
    if let actions = boundActions(.key(key)) {
      jump.endAltDigits()
      return perform(actions)
    }
    if case .modified(.character(let scalar), .alt) = key, settings.showsNumbers, JumpInput.isDigit(scalar) {
      jump(to: jump.typeAltDigit(Character(scalar)))
      return .none
    }
    jump.endAltDigits()
    guard settings.acceptsTyping else { return .none }
    switch key {
    case .character(":") where query.isEmpty && settings.showsNumbers:
      jump.startDigits()
    case .character(let scalar):
      queryLine.insert(String(scalar))
      queue.didType()
    case .paste(let text):
      // A pasted line break or tab would be invisible in the one-line query.
      var line = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        line.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
      }
      queryLine.insert(String(line))
    default:
      break
    }
    return .none
  }

  /// What a key or event is bound to now, unless `unbind` turned it off.
  func boundActions(_ trigger: BindTrigger) -> [PickerAction]? {
    guard queue.isBound(trigger) else { return nil }
    switch trigger {
    case .key(let key): return settings.keymap[key]
    case .event(let event): return settings.keymap.events[event]
    }
  }

  /// Keys while actions wait for a ranking: ignored, except that a key
  /// bound to `abort` or `cancel` drops the waiting actions instead, and
  /// then does the rest of its binding (as fzf's `wait` does).
  private mutating func pressWhileWaiting(_ key: Key) -> PickerEffect {
    guard let actions = boundActions(.key(key)),
      let stop = actions.firstIndex(where: { $0 == .abort || $0 == .cancel })
    else { return .none }
    queue.dropPending()
    var rest = actions
    rest.remove(at: stop)
    return perform(rest)
  }

  /// Keys while `:N` is being typed; nil lets the key act as usual after
  /// the digits end.
  private mutating func pressWhileTypingDigits(_ key: Key) -> PickerEffect? {
    switch jump.press(key) {
    case .typing, .ended: break
    case .jump(let number): jump(to: number)
    case .query(let text): queryLine.set(text)
    case .passed: return nil
    }
    return PickerEffect.none
  }

  /// Does `actions`, before any still pending.
  mutating func perform(_ actions: [PickerAction]) -> PickerEffect {
    queue.doFirst(actions)
    return performPending()
  }

  /// Does the pending actions in order, until one needs the terminal
  /// layer (a command to run: the rest go on after `.commandEnded`), ends
  /// the picker (the rest are dropped, as in fzf), or waits for a ranking.
  /// Commands are expanded as their turn comes, so `down+execute(…)` runs
  /// for the next item.
  mutating func performPending() -> PickerEffect {
    while let action = queue.next() {
      let effect = perform(action)
      // `FZF_ACTION` is the last action done before a command's.
      if case .run = effect {} else { queue.did(action) }
      switch effect {
      case .none: continue
      case .run, .suspend, .redraw: return effect
      case .accept, .acceptNothing, .cancel:
        queue.dropPending()
        return effect
      }
    }
    return .none
  }

  private mutating func perform(_ action: PickerAction) -> PickerEffect {
    if isSettling && needsWholeList(action) {
      queue.doFirst([action])
      queue.wait()
      return .none
    }
    switch action {
    case .accept, .acceptNonEmpty, .acceptOrPrintQuery:
      if queryChanged {
        queue.doFirst([action])
        queue.wait()
        return .none
      }
      return acceptAction(action)
    case .wait:
      queue.wait(queryChanged || input.isLoading && list.ranking == nil)
    case .abort: return .cancel
    case .cancel:
      if query.isEmpty { return .cancel }
      queryLine.set("")
    case .close:
      guard settings.previewWindow != nil, !preview.isHidden else { return .cancel }
      preview.toggle()
    case .suspend: return .suspend
    case .clearScreen: return .redraw
    case .ignore: break
    case .bell: queue.ring()
    case .printQuery:
      queue.print(query)
      return .accept([])
    case .run(let kind, let template):
      guard let command = command(.run(kind), template) else { break }
      if kind == .become { queue.dropPending() }
      return .run(command)
    case .transform(let part, let template, let background):
      guard let command = command(.transform(part, background: background), template) else { break }
      return .run(command)
    case .backgroundCancel: queue.cancelBackground()
    default:
      if performMotion(action) || performChecking(action) || performEditing(action)
        || performSearching(action) || performPreview(action) || performShowing(action)
        || performJump(action)
      {
        break
      }
      performBinding(action)
    }
    return .none
  }

  /// `command` for `use`, expanded now; nil when it names the item and
  /// there is none.
  private func command(_ use: ShellCommand.Use, _ template: PrintTemplate) -> ShellCommand? {
    commandLine(template).map { ShellCommand(use, $0.line, files: $0.files) }
  }

  /// `accept` and its kin, on a list that shows the query.
  private mutating func acceptAction(_ action: PickerAction) -> PickerEffect {
    switch action {
    case .acceptNonEmpty where list.shown.isEmpty && checks.checked.isEmpty: return .none
    case .acceptOrPrintQuery where list.shown.isEmpty && checks.checked.isEmpty:
      queue.print(query)
      return .accept([])
    default: return acceptOrToggle()
    }
  }

  /// `unbind`, `rebind`, `toggle-bind` and `trigger`.
  private mutating func performBinding(_ action: PickerAction) {
    switch action {
    case .unbind(let triggers): queue.unbind(triggers)
    case .rebind(let triggers): queue.rebind(triggers)
    case .toggleBind(let triggers):
      queue.toggleBindings(triggers)
    case .trigger(let triggers):
      queue.doFirst(triggers.compactMap(boundActions).joined())
    default: preconditionFailure("\(action.name) is performed elsewhere")
    }
  }
}
