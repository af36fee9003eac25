import Foundation
import SelectTestSupport
import XCTest

/// `--remember NAME` through the built binary: what a choice lifts, where
/// the memory is kept and what it holds, and how trouble with it costs
/// nothing but the memory.
final class MemoryCLITests: XCTestCase {
  private var state = ""

  override func setUpWithError() throws {
    state = NSTemporaryDirectory() + "select-memory-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    _ = try? SelectBinary.runScript("chmod -R u+w '\(state)'; rm -rf '\(state)'")
  }

  /// Runs `script` with `$0` the binary, `$S` the state home (exported as
  /// XDG_STATE_HOME) and `$M` its select folder.
  private func shell(_ script: String, timeout: TimeInterval = 30) throws -> RunResult {
    try SelectBinary.runScript(
      "export XDG_STATE_HOME='\(state)'; S=\"$XDG_STATE_HOME\"; M=\"$S/select\"; " + script,
      timeout: timeout)
  }

  private let input = "printf 'src/main.swift\\nsrc/map.swift\\nlib/main.c\\nmakefile\\nREADME\\n'"

  func testAChoiceComesFirstForItsQueryAndItsPrefixes() throws {
    let result = try shell(
      """
      \(input) | "$0" --remember t --query ma --pick 3 >/dev/null
      echo "ma:"; \(input) | "$0" --remember t --filter ma
      echo "m:"; \(input) | "$0" --remember t --filter m
      echo "mai:"; \(input) | "$0" --remember t --filter mai
      echo "empty:"; \(input) | "$0" --remember t --filter ''
      echo "list:"; \(input) | "$0" --remember t --list
      echo "other name:"; \(input) | "$0" --remember u --filter ma
      echo "no-sort:"; \(input) | "$0" --remember t --no-sort --filter ma
      echo "no-remember:"; \(input) | "$0" --remember t --no-remember --filter ma
      """)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(
      result.output,
      """
      ma:
      src/map.swift
      makefile
      lib/main.c
      src/main.swift
      m:
      src/map.swift
      makefile
      lib/main.c
      src/main.swift
      README
      mai:
      lib/main.c
      src/main.swift
      makefile
      src/map.swift
      empty:
      src/main.swift
      src/map.swift
      lib/main.c
      makefile
      README
      list:
      1) src/main.swift
      2) src/map.swift
      3) lib/main.c
      4) makefile
      5) README
      other name:
      makefile
      lib/main.c
      src/map.swift
      src/main.swift
      no-sort:
      src/main.swift
      src/map.swift
      lib/main.c
      makefile
      no-remember:
      makefile
      lib/main.c
      src/map.swift
      src/main.swift

      """)
  }

  func testSelectOneAndANumberAreRemembered() throws {
    let result = try shell(
      """
      \(input) | "$0" --remember t --select-1 --query READ
      \(input) | "$0" --remember t --query e --pick makefile
      \(input) | "$0" --remember t --query e --pick makefile
      \(input) | "$0" --remember t --query e --list | head -2
      \(input) | "$0" --remember t --query e --pick 2
      \(input) | "$0" --remember t --filter r | head -1
      """)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "README\nmakefile\nmakefile\n1) makefile\n2) README\nREADME\nREADME\n")
  }

  /// The repro of issue 43: a menu kept its numbers only until something
  /// was chosen from it. Without a query, `--pick N` and `--list` count in
  /// the input's order, whatever was chosen before.
  func testWithoutAQueryANumberDoesNotDependOnWhatWasChosen() throws {
    let result = try shell(
      """
      "$0" --remember pk --pick 3 a b c
      "$0" --remember pk --pick 1 a b c
      "$0" --remember pk --list a b c
      "$0" --remember pk --query c --pick 1 a b c >/dev/null
      "$0" --remember pk --query '' --pick 1 a b c
      """)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "c\na\n1) a\n2) b\n3) c\na\n")
  }

  func testTwentyFourConcurrentPicksAreAllKept() throws {
    let result = try shell(
      """
      for i in $(seq 24); do printf 'item%s\\n' "$i" | "$0" --remember c --query e --pick 1 >/dev/null & done; wait
      { seq 30 | sed 's/^/other/'; seq 24 | sed 's/^/item/'; } | "$0" --remember c --query e --list | head -24 | sort -t m -k2 -n
      """, timeout: 60)
    XCTAssertEqual(result.errors, "")
    let items = result.output.split(separator: "\n").map {
      $0.split(separator: " ").last.map(String.init) ?? ""
    }
    XCTAssertEqual(items.sorted(), (1...24).map { "item\($0)" }.sorted())
  }

  func testTheFilesHoldNoTextAndHaveModes0700And0600() throws {
    let result = try shell(
      """
      \(input) | "$0" --remember 'dir:/home/someone/secret' --query 'mapswift' --pick 1 >/dev/null
      stat -c '%a %n' "$M" "$M"/* | sed "s|$M|M|"
      grep -rl -e map -e swift -e secret -e someone "$M" || echo "no text"
      """)
    XCTAssertEqual(result.errors, "")
    let lines = result.output.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "700 M")
    XCTAssertEqual(
      lines.dropFirst().dropLast().map { String($0.prefix(4)) }, ["600 ", "600 ", "600 "])
    XCTAssertEqual(lines.last, "no text")
  }

  func testRandomBytesCostOneLineAndTheMemoryOnly() throws {
    let result = try shell(
      """
      \(input) | "$0" --remember t --query ma --pick 3 >/dev/null
      for f in "$M"/*; do case $f in */key|*/lock) ;; *) head -c 300 /dev/urandom > "$f" ;; esac; done
      \(input) | "$0" --remember t --filter ma; echo "status $?"
      \(input) | "$0" --remember t --query ma --pick 1; echo "status $?"
      \(input) | "$0" --remember t --filter ma 2>&1
      """)
    // Once a run, for the two runs before the choice replaced it.
    XCTAssertEqual(
      result.errors,
      String(
        repeating:
          "select: the memory 't' is damaged; ranking without it (the next choice replaces it)\n",
        count: 2))
    XCTAssertEqual(
      result.output,
      """
      makefile
      lib/main.c
      src/map.swift
      src/main.swift
      status 0
      makefile
      status 0
      makefile
      lib/main.c
      src/map.swift
      src/main.swift

      """)
  }

  func testADamagedKeyIsReplacedAtTheNextChoiceAndSaidOnce() throws {
    let result = try shell(
      """
      \(input) | "$0" --remember t --query ma --pick 3 >/dev/null
      head -c 37 /dev/urandom > "$M/key"
      \(input) | "$0" --remember t --filter ma; echo "status $?"
      \(input) | "$0" --remember t --query ma --pick 2; echo "status $?"
      \(input) | "$0" --remember t --filter ma; echo "status $?"
      wc -c < "$M/key"
      """)
    // Once a run, for the two runs before the choice replaced it; none after.
    XCTAssertEqual(
      result.errors,
      String(
        repeating:
          "select: the memories' key \(state)/select/key is damaged; ranking without memory (the next choice replaces it)\n",
        count: 2))
    let runs = result.output.components(separatedBy: "status 0\n")
    XCTAssertEqual(runs.count, 4, result.output)
    // The last run lifts what the run before chose with the new key.
    XCTAssertEqual(runs[2].split(separator: "\n").first, runs[1].split(separator: "\n").first)
    XCTAssertEqual(runs[3].trimmingCharacters(in: .whitespacesAndNewlines), "16")
  }

  func testAnUnwritableStateFolderCostsOneLineAndNeverThePick() throws {
    // Root writes to a read-only folder: a path under a file cannot be made by anyone.
    let result = try SelectBinary.runScript(
      """
      export XDG_STATE_HOME=/dev/null/state
      printf 'a\\nb\\n' | "$0" --remember t --pick 2; echo "status $?"
      printf 'a\\nb\\n' | "$0" --remember t --filter ''; echo "status $?"
      """)
    XCTAssertEqual(result.output, "b\nstatus 0\na\nb\nstatus 0\n")
    XCTAssertEqual(
      result.errors,
      String(
        repeating: "select: cannot read the memory 't' (Not a directory); ranking without it\n",
        count: 2))
  }

  func testAReadOnlyStateFolder() throws {
    // Root writes to a read-only folder: as root, select runs as nobody,
    // who owns the state home.
    var setup = ""
    var runAs = ""
    if geteuid() == 0 {
      try XCTSkipIf(
        !FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
        "no setpriv to run as nobody")
      setup = "chown 65534:65534 \"$S\""
      runAs = "setpriv --reuid=65534 --regid=65534 --clear-groups"
    }
    let result = try shell(
      """
      \(setup)
      run() { \(runAs) "$0" "$@"; }
      \(input) | run --remember t --query ma --pick 3 >/dev/null
      chmod 0500 "$M"
      \(input) | run --remember t --query ma --pick makefile; echo "status $?"
      \(input) | run --remember t --filter ma | head -2
      """)
    // The memory is still read; the choice is not remembered (it would
    // come first, as the one chosen last).
    XCTAssertEqual(result.output, "makefile\nstatus 0\nsrc/map.swift\nmakefile\n")
    XCTAssertTrue(result.errors.hasPrefix("select: cannot write the memory 't'"), result.errors)
  }

  func testAMemoryAtItsBoundKeepsTheMostFrecent() throws {
    let result = try shell(
      """
      for i in 1 2 3 4 5; do for n in $(seq $i); do printf 'item%s\\n' $i | "$0" --remember b --remember-size 3 --query i --pick 1 >/dev/null; done; done
      printf 'a\\nitem1\\nitem2\\nitem3\\nitem4\\nitem5\\n' | "$0" --remember b --remember-size 3 --filter i
      """)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "item5\nitem4\nitem3\nitem1\nitem2\n")
  }

  func testForgetClearsTheName() throws {
    let result = try shell(
      """
      \(input) | "$0" --remember t --query ma --pick 3 >/dev/null
      \(input) | "$0" --remember u --query ma --pick 3 >/dev/null
      "$0" --remember t --forget; echo "status $?"
      \(input) | "$0" --remember t --filter ma | head -1
      \(input) | "$0" --remember u --filter ma | head -1
      """)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "status 0\nmakefile\nsrc/map.swift\n")
  }

  /// The repro of issue 43: `--forget` beside `--pick` used to forget,
  /// print nothing and exit 0; now it refuses and the memory stays.
  func testForgetIsAModeOfItsOwn() throws {
    let result = try shell(
      """
      \(input) | "$0" --remember t --query ma --pick 3 >/dev/null
      "$0" --remember t --forget --pick 1 a; echo "status $?"
      "$0" --forget --remember=t -m; echo "status $?"
      "$0" --remember t --forget a b; echo "status $?"
      \(input) | "$0" --remember t --filter ma | head -1
      """)
    XCTAssertEqual(
      result.errors,
      """
      select: --forget and --pick cannot be used together: --forget only clears the memory of --remember NAME
      select: --forget and -m cannot be used together: --forget only clears the memory of --remember NAME
      select: --forget and words (a b) cannot be used together: --forget only clears the memory of --remember NAME

      """)
    XCTAssertEqual(result.output, "status 2\nstatus 2\nstatus 2\nsrc/map.swift\n")
  }

  func testIdNthKnowsAnItemByItsFields() throws {
    let result = try shell(
      """
      printf '10 a x\\n20 b x\\n' | "$0" --remember n --id-nth 2 --query x --pick 2 >/dev/null
      printf '11 a x\\n21 b x\\n' | "$0" --remember n --id-nth 2 --filter x
      """)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "21 b x\n11 a x\n")
  }

  func testBadMemoryOptionsAreUsageErrors() throws {
    for (arguments, message) in [
      (["--remember-size", "0"], "select: --remember-size takes a number from 1, not '0'\n"),
      (["--forget"], "select: --forget needs --remember NAME: the memory to forget\n"),
      (["--remember", ""], "select: --remember needs a name: --remember NAME\n"),
      (["--id-nth", "x"], nil),
    ] {
      let result = try SelectBinary.run(arguments + ["a"])
      XCTAssertEqual(result.status, 2, "\(arguments)")
      if let message { XCTAssertEqual(result.errors, message) }
    }
  }
}
