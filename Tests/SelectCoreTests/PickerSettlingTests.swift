import SelectTestSupport
import XCTest

@testable import SelectCore

/// The first rows of a query's order shown final before the rest, and
/// what acts on the whole list waiting for it: each test holds a ranking
/// half done (its first rows shown, the rest not ranked), as the terminal
/// loop does while its threads rank on.
final class PickerSettlingTests: PickerTestCase {
  /// Random paths, with repeats so that scores tie.
  func paths(_ count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    let parts = ["src", "app", "models", "order", "Main.swift", "a_b", "x.y", "lib", "docs", "amor", "sr"]
    return (0..<count).map { _ in
      (0..<Int.random(in: 1...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
        .joined(separator: "/")
    }
  }

  /// Types `letter` and shows its ranking's first rows as the terminal
  /// loop does (the best sixteen earlier matches scored, then as many as
  /// `needed` says, until the rows the list shows are final), leaving the
  /// rest unranked.
  /// Returns the walk; nil when the walk does not apply.
  @discardableResult
  func typeAndSettle(_ letter: Unicode.Scalar, on state: inout PickerState) -> TopRowsWalk? {
    _ = state.apply(.key(.character(letter)))
    guard case .rank(let query, let range, let previous) = state.rankingWork(),
      var walk = state.topRowsWalk(query, range, from: previous)
    else { return nil }
    let matcher = Matcher(query: query)
    let rows = state.list.listRows
    state.items.withView { items in
      var end = 16
      while !walk.isDone && walk.finalCount(of: walk.found) < rows {
        walk.take(matcher.rank(items, walk.piece(through: end))!, through: end)
        let proved = walk.found.count >= rows && end > 16
        XCTAssertTrue(!proved || walk.finalCount(of: walk.found) >= rows, "scoring as many as needed proves the rows")
        end = walk.needed(forFirst: rows, of: walk.found)
      }
    }
    guard !walk.isDone else { return nil }
    _ = state.apply(
      .firstRowsFinal(
        Ranking(query: query, range: range, first: Array(walk.found.prefix(rows))), matchesSoFar: walk.found.count))
    return walk
  }

  func shownLabels(_ state: PickerState) -> [String] {
    state.list.shown.map { state.items[$0].value.string }
  }

  /// The same labels ranked whole for `query`, without a walk.
  func wholeRanking(_ labels: [String], _ query: String, multi: Bool = false) -> [String] {
    shownLabels(makeState(labels, multi: multi, query: query))
  }

  func testTheFirstRowsAreTheWholeOrdersAndStayWhenItArrives() {
    var walked = 0
    for seed in 1...40 as ClosedRange<UInt64> {
      let labels = paths(400, seed: seed)
      for (typed, letter) in [("am", "o"), ("sr", "c"), ("a", "p"), ("s", "/"), ("or", " ")] as [(String, Unicode.Scalar)]
      {
        var state = makeState(labels, query: typed)
        let whole = wholeRanking(labels, typed + String(letter))
        guard let walk = typeAndSettle(letter, on: &state) else { continue }
        walked += 1
        XCTAssertTrue(state.isSettling)
        XCTAssertTrue(state.isFindingMatches, "the count shows matches are still being found")
        XCTAssertLessThan(walk.scored, walk.earlier.count)
        let first = shownLabels(state)
        XCTAssertEqual(first, Array(whole.prefix(first.count)), "seed \(seed), \(typed)\(letter)")
        state.rankNow()
        XCTAssertFalse(state.isSettling)
        XCTAssertEqual(shownLabels(state), whole)
      }
    }
    XCTAssertGreaterThan(walked, 50, "most narrowings should show their first rows early")
  }

  func testSelectAllAndToggleAllWaitForTheWholeOrder() {
    let labels = paths(400, seed: 7)
    for action in [PickerAction.selectAll, .toggleAll] {
      var state = makeState(labels, multi: true, query: "am", bindings: [.control("a"): [action]])
      typeAndSettle("o", on: &state)
      XCTAssertTrue(state.isSettling)
      _ = state.apply(.key(.control("a")))
      XCTAssertTrue(state.checks.checked.isEmpty, "\(action.name) waits")
      state.rankNow()
      XCTAssertEqual(state.checks.checked.count, wholeRanking(labels, "amo").count, "\(action.name) on every match")
    }
  }

  func testACommandWithEveryMatchWaitsForTheWholeOrder() throws {
    let labels = paths(400, seed: 8)
    for placeholder in ["{*}", "{*f}"] {
      let template = try PrintTemplate(parsing: "echo \(placeholder)", option: "--bind")
      var state = makeState(labels, query: "am", bindings: [.control("x"): [.run(.execute, template)]])
      typeAndSettle("o", on: &state)
      XCTAssertEqual(state.apply(.key(.control("x"))), PickerEffect.none, "\(placeholder) waits")
      guard case .run(let command) = state.rankNow() else { return XCTFail("\(placeholder) runs after") }
      let expected = try XCTUnwrap(state.commandLine(template))
      XCTAssertEqual(command.line, expected.line)
      XCTAssertEqual(state.list.shown.count, wholeRanking(labels, "amo").count)
    }
    // A command on the current item alone does not wait.
    let template = try PrintTemplate(parsing: "echo {}", option: "--bind")
    var state = makeState(labels, query: "am", bindings: [.control("x"): [.run(.execute, template)]])
    typeAndSettle("o", on: &state)
    guard case .run = state.apply(.key(.control("x"))) else { return XCTFail("{} runs at once") }
  }

  func testAPreviewOfEveryMatchWaitsForTheWholeOrder() throws {
    let labels = paths(400, seed: 13)
    for (command, waits) in [("echo {*}", true), ("echo {}", false)] {
      var settings = PickerState.Settings()
      settings.previewCommand = try PrintTemplate(parsing: command, option: "--preview")
      settings.previewWindow = PreviewWindow()
      var state = PickerState(settings: settings, query: "am")
      _ = state.apply(.itemsArrived(items(labels)))
      _ = state.apply(.inputEnded)
      _ = state.apply(.resized(listRows: 5))
      state.rankNow()
      typeAndSettle("o", on: &state)
      XCTAssertEqual(state.previewWaitsForWholeList, waits, command)
      state.rankNow()
      XCTAssertFalse(state.previewWaitsForWholeList)
    }
  }

  func testMovingWithinTheKnownRowsIsAtOnceAndPastThemWaits() {
    let labels = paths(400, seed: 9)
    let whole = wholeRanking(labels, "amo")
    var state = makeState(labels, query: "am")
    typeAndSettle("o", on: &state)
    let known = state.list.shown.count
    _ = state.apply(.key(.down))
    XCTAssertEqual(state.list.cursor, 1, "a row known is reached at once")
    for _ in 0..<known - 2 { _ = state.apply(.key(.down)) }
    XCTAssertTrue(state.isSettling)
    XCTAssertEqual(state.list.cursor, known - 1)
    _ = state.apply(.key(.down))
    XCTAssertEqual(state.list.cursor, known - 1, "past the rows known waits")
    state.rankNow()
    XCTAssertEqual(state.list.cursor, known, "and moves once the order is whole")
    // `last` and a page past the known rows wait too.
    var other = makeState(labels, query: "am", bindings: [.control("e"): [.last]])
    typeAndSettle("o", on: &other)
    _ = other.apply(.key(.control("e")))
    XCTAssertEqual(other.list.cursor, 0)
    other.rankNow()
    XCTAssertEqual(other.list.cursor, whole.count - 1)
  }

  /// A number typed (with Alt) beyond the rows known waits for the whole
  /// order and then jumps there, with no "no item" message; one within
  /// them jumps at once; one held for a query since changed is dropped.
  func testANumberBeyondTheKnownRowsWaitsForTheWholeOrder() {
    let labels = paths(400, seed: 9)
    var state = makeState(labels, query: "am")
    typeAndSettle("o", on: &state)
    let known = state.list.shown.count
    let number = known + 1
    XCTAssertTrue(state.settings.showsNumbers)
    for digit in String(number).unicodeScalars { _ = state.apply(.key(.modified(.character(digit), .alt))) }
    XCTAssertTrue(state.isSettling)
    XCTAssertNil(state.queue.message, "no complaint: the item may be further down the order")
    XCTAssertLessThan(state.list.cursor, known)
    state.rankNow()
    XCTAssertEqual(state.list.cursor, number - 1, "jumped once the order is whole")
    XCTAssertEqual(state.number(ofOffset: state.list.cursor), number)

    var typedOn = makeState(labels, query: "am")
    typeAndSettle("o", on: &typedOn)
    for digit in String(number).unicodeScalars { _ = typedOn.apply(.key(.modified(.character(digit), .alt))) }
    _ = typedOn.apply(.key(.backspace))
    typedOn.rankNow()
    XCTAssertEqual(typedOn.list.cursor, 0, "the number was for another query")
  }

  /// What `--listen`'s state reports waits for `showsWholeOrder`: not
  /// while a key's query is still unranked, nor while only its first rows
  /// are known.
  func testTheWholeOrderIsShownOnlyOnceRanked() {
    let labels = paths(400, seed: 9)
    var state = makeState(labels, query: "am")
    XCTAssertTrue(state.showsWholeOrder)
    typeAndSettle("o", on: &state)
    XCTAssertTrue(state.isSettling)
    XCTAssertFalse(state.showsWholeOrder, "the first rows alone")
    state.rankNow()
    XCTAssertTrue(state.showsWholeOrder)
    _ = state.apply(.key(.character("r")))
    XCTAssertFalse(state.showsWholeOrder, "the list is still the earlier query's")
    state.rankNow()
    XCTAssertTrue(state.showsWholeOrder)
  }

  func testResultFiresWhenTheScreenIsFinalAndResultFinalWhenTheOrderIs() {
    let labels = paths(400, seed: 10)
    var state = makeState(labels, query: "am")
    state.settings.keymap.bind(.event(.result), to: [.bell])
    state.settings.keymap.bind(.event(.resultFinal), to: [.bell, .bell])
    let before = state.queue.bells
    typeAndSettle("o", on: &state)
    XCTAssertEqual(state.queue.bells - before, 1, "result, once the screen is final")
    state.rankNow()
    XCTAssertEqual(state.queue.bells - before, 3, "result-final with the whole order, result not again")
  }

  /// A first letter's rows shown once every item is scored, then a key
  /// that stopped the ranking: the next ranking starts again from the
  /// items, never from the rows shown.
  func testAFirstLettersRowsAreNoOrderToRankFrom() {
    let labels = paths(400, seed: 14)
    var state = makeState(labels)
    _ = state.apply(.key(.character("a")))
    guard case .rank(let query, let range, _) = state.rankingWork() else { return XCTFail("a ranks") }
    let whole = state.items.withView { Matcher(query: query).rank($0, in: range)! }
    _ = state.apply(
      .firstRowsFinal(
        Ranking(query: query, range: range, first: Array(whole.matches.prefix(5))), matchesSoFar: whole.count))
    _ = state.apply(.key(.down))
    XCTAssertTrue(state.needsRanking)
    guard case .rank(_, _, let previous) = state.rankingWork() else { return XCTFail("not taken as ready") }
    XCTAssertNil(previous)
    state.rankNow()
    XCTAssertFalse(state.isSettling)
    XCTAssertEqual(shownLabels(state), wholeRanking(labels, "a"))
    XCTAssertEqual(state.list.cursor, 1)
  }

  func testBackspaceWhileSettlingTakesTheKeptRanking() {
    let labels = paths(400, seed: 11)
    var state = makeState(labels, query: "am")
    let earlier = shownLabels(state)
    typeAndSettle("o", on: &state)
    press([.backspace], on: &state)
    XCTAssertFalse(state.isSettling)
    XCTAssertEqual(shownLabels(state), earlier)
  }

  func testNoSortWalksInSourceOrderAndTiebreakWaitsForTheWhole() {
    let labels = paths(400, seed: 12)
    var options = MatchOptions()
    options.order = .source
    let noSort = Query("amo", options: options)
    XCTAssertNotNil(noSort.letterBound(over: Query("am", options: options)))
    options.order = .tiebreak([.length])
    XCTAssertNil(Query("amo", options: options).letterBound(over: Query("am", options: options)))
    // With --no-sort the first rows are the first matches in source order.
    var state = makeState(labels, query: "am")
    state.settings.match.order = .source
    state.rankNow()
    guard let walk = typeAndSettle("o", on: &state) else { return XCTFail("--no-sort walks") }
    XCTAssertLessThan(walk.scored, walk.earlier.count)
    let amo = labels.filter { matches("amo", $0) }
    XCTAssertEqual(shownLabels(state), Array(amo.prefix(state.list.shown.count)))
  }
}
