import SelectTestSupport
import XCTest

@testable import SelectCore

/// Memory's pure parts: the keyed hash, frecency and its fading under an
/// injected clock, query prefixes, the bound, the file's encoding, and
/// how the lift reorders matches.
final class MemoryTests: XCTestCase {
  let key = SipKey(bytes: Array(0..<16))
  let hour: UInt32 = 3_600
  let start: UInt32 = 1_700_000_000

  /// The reference vectors of SipHash-2-4 (the paper's key 00..0f, each
  /// message 00..n-1 for n from 0 to 63).
  func testSipHashMatchesTheReferenceVectors() {
    let vectors: [UInt64] = [
      0x726f_db47_dd0e_0e31, 0x74f8_39c5_93dc_67fd, 0x0d6c_8009_d9a9_4f5a, 0x8567_6696_d7fb_7e2d,
      0xcf27_94e0_2771_87b7, 0x1876_5564_cd99_a68d, 0xcbc9_466e_58fe_e3ce, 0xab02_00f5_8b01_d137,
      0x93f5_f579_9a93_2462, 0x9e00_82df_0ba9_e4b0, 0x7a5d_bbc5_94dd_b9f3, 0xf4b3_2f46_226b_ada7,
      0x751e_8fbc_860e_e5fb, 0x14ea_5627_c084_3d90, 0xf723_ca90_8e7a_f2ee, 0xa129_ca61_49be_45e5,
      0x3f2a_cc7f_57c2_9bdb, 0x699a_e9f5_2cbe_4794, 0x4bc1_b3f0_968d_d39c, 0xbb6d_c91d_a779_61bd,
      0xbed6_5cf2_1aa2_ee98, 0xd0f2_cbb0_2e3b_67c7, 0x9353_6795_e3a3_3e88, 0xa80c_038c_cd5c_cec8,
      0xb8ad_50c6_f649_af94, 0xbce1_92de_8a85_b8ea, 0x17d8_35b8_5bbb_15f3, 0x2f2e_6163_076b_cfad,
      0xde4d_aaac_a71d_c9a5, 0xa6a2_5066_8795_6571, 0xad87_a353_5c49_ef28, 0x32d8_92fa_d841_c342,
      0x7127_512f_72f2_7cce, 0xa7f3_2346_f959_78e3, 0x12e0_b01a_bb05_1238, 0x15e0_34d4_0fa1_97ae,
      0x314d_ffbe_0815_a3b4, 0x0279_90f0_2962_3981, 0xcadc_d4e5_9ef4_0c4d, 0x9abf_d876_6a33_735c,
      0x0e3e_a96b_5304_a7d0, 0xad0c_42d6_fc58_5992, 0x1873_06c8_9bc2_15a9, 0xd4a6_0abc_f379_2b95,
      0xf935_451d_e4f2_1df2, 0xa953_8f04_1975_5787, 0xdb9a_cddf_f56c_a510, 0xd06c_98cd_5c09_75eb,
      0xe612_a3cb_9ecb_a951, 0xc766_e62c_fcad_af96, 0xee64_435a_9752_fe72, 0xa192_d576_b245_165a,
      0x0a87_87bf_8ecb_74b2, 0x81b3_e73d_20b4_9b6f, 0x7fa8_220b_a3b2_ecea, 0x2457_31c1_3ca4_2499,
      0xb78d_bfaf_3a8d_83bd, 0xea1a_d565_322a_1a0b, 0x60e6_1c23_a379_5013, 0x6606_d7e4_4628_2b93,
      0x6ca4_ecb1_5c5f_91e1, 0x9f62_6da1_5c96_25f3, 0xe51b_3860_8ef2_5f57, 0x958a_324c_eb06_4572,
    ]
    for (count, expected) in vectors.enumerated() {
      XCTAssertEqual(key.hash((0..<count).map { UInt8($0) }), expected, "message of \(count) bytes")
    }
    XCTAssertEqual(SipKey(bytes: key.bytes), key)
  }

  func record(
    _ memory: inout Memory, _ item: String, query: String, at time: UInt32, capacity: Int = 1000
  ) {
    Array(item.utf8).withBytes {
      memory.record($0, query: query, now: time, capacity: capacity)
    }
  }

  func hash(_ memory: Memory, _ item: String) -> UInt64 {
    Array(item.utf8).withBytes { memory.itemHash($0) }
  }

  func remembered(_ memory: Memory, _ query: String, at time: UInt32, among items: [String])
    -> [String]
  {
    memory.remembered(for: query, now: time).map { entry in
      items.first { hash(memory, $0) == entry.item }!
    }
  }

  func testMoreOftenRanksFirstAndRecentBeatsOld() {
    var memory = Memory(key: key)
    for _ in 0..<3 { record(&memory, "often", query: "", at: start) }
    record(&memory, "once", query: "", at: start)
    XCTAssertEqual(
      remembered(memory, "", at: start + 1, among: ["often", "once"]), ["often", "once"])
    // A week later, one fresh choice is worth more than three old ones.
    record(&memory, "once", query: "", at: start + 8 * 24 * hour)
    XCTAssertEqual(
      remembered(memory, "", at: start + 8 * 24 * hour + 1, among: ["often", "once"]),
      ["once", "often"])
  }

  func testAQueryFindsWhatWasChosenWithAQueryItBegins() {
    var memory = Memory(key: key)
    record(&memory, "src/main.swift", query: "main", at: start)
    record(&memory, "lib/map.c", query: "map", at: start)
    let items = ["src/main.swift", "lib/map.c"]
    XCTAssertEqual(remembered(memory, "ma", at: start, among: items).sorted(), items.sorted())
    XCTAssertEqual(remembered(memory, "mai", at: start, among: items), ["src/main.swift"])
    XCTAssertEqual(remembered(memory, "main", at: start, among: items), ["src/main.swift"])
    XCTAssertEqual(remembered(memory, "mains", at: start, among: items), [])
    XCTAssertEqual(remembered(memory, "x", at: start, among: items), [])
    XCTAssertEqual(remembered(memory, "", at: start, among: items).count, 2)
  }

  func testPrefixesStopAt32Characters() {
    let memory = Memory(key: key)
    let long = String(repeating: "é", count: 40)
    let hashes = memory.prefixHashes(long)
    XCTAssertEqual(hashes.count, 33)
    XCTAssertEqual(hashes[0], memory.queryHash(""))
    XCTAssertEqual(hashes[2], memory.queryHash("éé"))
    XCTAssertEqual(memory.lookupHash(long), hashes[32])
    XCTAssertEqual(Set(hashes).count, 33)
    // A query hashes apart from an item of the same text.
    XCTAssertNotEqual(memory.queryHash("main"), hash(memory, "main"))
  }

  func testOldChoicesFadeOnceTheBudgetIsSpent() {
    var memory = Memory(key: key)
    record(&memory, "old", query: "", at: start, capacity: 1)
    // The budget of one item is 10 choices: the old one fades out.
    for n in 0..<30 { record(&memory, "new", query: "", at: start + UInt32(n), capacity: 2) }
    XCTAssertEqual(remembered(memory, "", at: start + 40, among: ["old", "new"]), ["new"])
    let total = memory.entries.reduce(Float(0)) { $0 + $1.records[0].rank }
    XCTAssertLessThanOrEqual(Double(total), agingBudget(capacity: 2))
  }

  func testAMemoryAtItsBoundDropsTheLeastFrecent() {
    var memory = Memory(key: key)
    for n in 0..<5 {
      for _ in 0...n { record(&memory, "item\(n)", query: "", at: start, capacity: 3) }
    }
    XCTAssertEqual(memory.entries.count, 3)
    XCTAssertEqual(
      remembered(memory, "", at: start, among: (0..<5).map { "item\($0)" }),
      ["item4", "item3", "item2"])
  }

  func testTheFileHoldsHashesOnlyAndReadsBack() {
    var memory = Memory(key: key)
    record(&memory, "secret/path.txt", query: "secret", at: start)
    record(&memory, "other", query: "", at: start + 5)
    let bytes = memory.encoded()
    XCTAssertEqual(Memory(decoding: bytes), memory)
    let text = String(decoding: bytes, as: UTF8.self)
    XCTAssertFalse(text.contains("secret"))
    XCTAssertFalse(text.contains("sec"))
    XCTAssertFalse(text.contains("other"))
  }

  /// A memory as version 1 of the file held it: no tags.
  func versionOne(_ memory: Memory) -> [UInt8] {
    var bytes = Array("SELMEM".utf8) + [0, 1] + memory.key.bytes
    func append<T: FixedWidthInteger>(_ value: T) {
      for i in 0..<(T.bitWidth / 8) { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * i))) }
    }
    append(UInt32(memory.entries.count))
    for entry in memory.entries {
      append(entry.item)
      append(entry.length)
      append(UInt16(entry.records.count))
      append(UInt16(0))
      for record in entry.records {
        append(record.query)
        append(record.rank.bitPattern)
        append(record.last)
      }
    }
    append(memory.key.hash(bytes))
    return bytes
  }

  func testAVersion1FileIsReadAndItsItemsAreFoundByHashAlone() throws {
    var memory = Memory(key: key)
    record(&memory, "src/main.swift", query: "ma", at: start)
    record(&memory, "lib/map.c", query: "ma", at: start)
    let old = try XCTUnwrap(Memory(decoding: versionOne(memory)))
    XCTAssertEqual(old.entries.map(\.tag), [nil, nil])
    XCTAssertEqual(old.entries.map(\.item), memory.entries.map(\.item))
    let values = ["lib/main.c", "src/main.swift", "lib/map.c", "makefile"]
    let items = ItemList(values: values)
    let matches = (0..<values.count).map { RankedMatch(position: $0, score: 10 - $0) }
    for remembered in [memory, old] {
      let ranking = MemoryRanking(memory: remembered, identity: ItemIdentity(), now: start + 1)
      let order = items.withItems { ranking.lift(matches, of: $0, query: "ma") }.map {
        values[$0.position]
      }
      XCTAssertEqual(Set(order.prefix(2)), ["src/main.swift", "lib/map.c"])
      XCTAssertEqual(order.suffix(2), ["lib/main.c", "makefile"])
    }
    // Chosen again, an item gets its tag; the file is written as version 2.
    var updated = old
    record(&updated, "lib/map.c", query: "", at: start + 2)
    XCTAssertEqual(updated.entries.map { $0.tag != nil }, [false, true])
    XCTAssertEqual(updated.entries[1].tag, memory.entries[1].tag)
    XCTAssertEqual(updated.encoded()[7], 2)
    XCTAssertEqual(Memory(decoding: updated.encoded()), updated)
  }

  func testTheSieveHashesFewLinesOfARememberedLength() {
    var memory = Memory(key: key)
    var random = SeededGenerator(seed: 11)
    func path() -> String {
      "src/"
        + (0..<12).map { _ in String(UnicodeScalar(UInt8(97 + random.next(below: 26)))) }
        .joined() + ".swift"
    }
    let remembered = (0..<200).map { _ in path() }
    for value in remembered { record(&memory, value, query: "", at: start) }
    let lift = MemoryLift(memory, query: "", now: start)
    for value in remembered {
      XCTAssertNotNil(Array(value.utf8).withBytes { lift.place(of: $0) }, value)
    }
    // Every other path has a remembered length: about 200 in 65,536 pass.
    let passed = (0..<20_000).filter { _ in
      Array(path().utf8).withBytes { lift.mayLift($0) }
    }.count
    XCTAssertLessThan(passed, 200)
  }

  func testEqualFrecenciesPutTheOneChosenLastWithTheQueryFirst() {
    var memory = Memory(key: key)
    record(&memory, "main.c", query: "ma", at: start)
    record(&memory, "main.c", query: "", at: start + 5)
    record(&memory, "map.c", query: "ma", at: start + 10)
    let items = ["main.c", "map.c"]
    // Both chosen once with "ma" within the hour; map.c last.
    XCTAssertEqual(remembered(memory, "ma", at: start + 20, among: items), ["map.c", "main.c"])
    XCTAssertEqual(remembered(memory, "", at: start + 20, among: items), ["main.c", "map.c"])
  }

  func testWithinOneSecondEqualFrecenciesPutTheLatestFirstAndTheFileKeepsTheOrder() {
    var memory = Memory(key: key)
    let items = ["a", "b", "c", "d"]
    // 300 picks in one second, the four in turn: equal frecencies.
    for pick in 0..<300 { record(&memory, items[pick % 4], query: "", at: start) }
    XCTAssertEqual(remembered(memory, "", at: start, among: items), ["d", "c", "b", "a"])
    record(&memory, "b", query: "", at: start)
    // b is now chosen more often than the rest: more frecent, first.
    XCTAssertEqual(remembered(memory, "", at: start, among: items).first, "b")
    let read = Memory(decoding: memory.encoded())!
    XCTAssertEqual(remembered(read, "", at: start, among: items), ["b", "d", "c", "a"])
  }

  func testTheAgingAChoiceCausesNeverForgetsIt() {
    var memory = Memory(key: key)
    // A budget of 10 choices, all spent: the next, new item must stay.
    for n in 0..<10 { record(&memory, "old\(n)", query: "", at: start, capacity: 1_000) }
    record(&memory, "new", query: "n", at: start + 1, capacity: 1)
    XCTAssertEqual(remembered(memory, "n", at: start + 2, among: ["new"]), ["new"])
    XCTAssertEqual(memory.entries.count, 1)
  }

  func testDamageIsRefused() {
    var memory = Memory(key: key)
    record(&memory, "a", query: "a", at: start)
    let bytes = memory.encoded()
    for offset in stride(from: 0, to: bytes.count, by: 3) {
      var damaged = bytes
      damaged[offset] ^= 0x40
      XCTAssertNil(Memory(decoding: damaged), "a flipped byte at \(offset)")
    }
    XCTAssertNil(Memory(decoding: Array(bytes.dropLast())))
    XCTAssertNil(Memory(decoding: []))
    var random = SeededGenerator(seed: 23)
    for length in [0, 7, 36, 100, 4_096] {
      XCTAssertNil(
        Memory(decoding: (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }))
    }
  }

  func testTheLiftReordersMatchesAndAddsNone() {
    var memory = Memory(key: key)
    let values = ["alpha", "beta", "gamma", "delta", "beta2"]
    record(&memory, "gamma", query: "a", at: start)
    record(&memory, "delta", query: "a", at: start)
    record(&memory, "delta", query: "a", at: start)
    record(&memory, "beta2", query: "b", at: start - 2 * hour)
    let items = ItemList(values: values)
    let ranking = MemoryRanking(memory: memory, identity: ItemIdentity(), now: start)
    func lifted(_ query: String, _ positions: [Int]) -> [String] {
      let matches = positions.enumerated().map { RankedMatch(position: $1, score: 100 - $0) }
      return items.withItems { ranking.lift(matches, of: $0, query: query) }.map {
        values[$0.position]
      }
    }
    XCTAssertEqual(lifted("a", [0, 2, 3]), ["delta", "gamma", "alpha"])
    // gamma does not match: it is not added.
    XCTAssertEqual(lifted("a", [0, 3]), ["delta", "alpha"])
    XCTAssertEqual(lifted("al", [0, 2, 3]), ["alpha", "gamma", "delta"])
    // The empty query lifts nothing: the input's order stays.
    XCTAssertEqual(lifted("", [0, 1, 2, 3, 4]), values)
    // Lifted twice, the order is the same: a lifted ranking is still sorted.
    let once = items.withItems {
      ranking.lift((0..<5).map { RankedMatch(position: $0, score: 0) }, of: $0, query: "a")
    }
    XCTAssertEqual(once.map { values[$0.position] }.prefix(2), ["delta", "gamma"])
    XCTAssertEqual(once, once.sorted())
    XCTAssertEqual(items.withItems { ranking.lift(once, of: $0, query: "a") }, once)
  }

  func testIdentityByFields() {
    var memory = Memory(key: key)
    record(&memory, "main.swift", query: "m", at: start)
    let values = ["12 main.swift", "7 other", "99 main.swift"]
    let items = ItemList(values: values)
    let ranking = MemoryRanking(
      memory: memory,
      identity: ItemIdentity(fields: try! FieldList(parsing: "2", option: "id-nth")), now: start)
    let matches = (0..<3).map { RankedMatch(position: $0, score: 0) }
    let order = items.withItems { ranking.lift(matches, of: $0, query: "m") }.map {
      values[$0.position]
    }
    XCTAssertEqual(order, ["12 main.swift", "99 main.swift", "7 other"])
  }

  /// The picker's lift (items looked at once, positions compared on a
  /// keystroke) orders exactly as hashing every match does.
  func testThePickersLiftAgreesWithHashingEveryMatch() {
    var random = SeededGenerator(seed: 5)
    let values = (0..<300).map { "item\($0 % 120)-\($0 % 7)" }
    var memory = Memory(key: key)
    for n in 0..<80 {
      let value = values[random.next(below: values.count)]
      let query = ["", "i", "it", "item1", "x"][random.next(below: 5)]
      record(&memory, value, query: query, at: start + UInt32(n))
    }
    let ranking = MemoryRanking(memory: memory, identity: ItemIdentity(), now: start + 100)
    let items = ItemList(values: values)
    let positions = RememberedPositions(ranking)
    for query in ["", "i", "it", "ite", "item1", "x", "zz"] {
      let matches = (0..<values.count).filter { _ in random.next(below: 3) > 0 }
        .map { RankedMatch(position: $0, score: random.next(below: 50)) }.sorted()
      items.withItems { items in
        XCTAssertEqual(
          positions.lift(matches, of: items, query: query),
          ranking.lift(matches, of: items, query: query), query)
      }
    }
  }

  /// The first rows of a first letter, found from the best matches
  /// before the lift (the picker's, once every item is scored), are the
  /// first of the whole ranking lifted, wherever the remembered items rank.
  func testTheFirstMatchesLiftedAreTheWholeRankingsFirst() {
    var random = SeededGenerator(seed: 9)
    let values = (0..<2_000).map { "src/" + String(repeating: "x", count: $0 % 37) + "/item\($0)" }
    var memory = Memory(key: key)
    for n in 0..<40 {
      let value = values[random.next(below: values.count)]
      record(&memory, value, query: ["i", "it", "x", "s"][random.next(below: 4)], at: start + UInt32(n))
    }
    let ranking = MemoryRanking(memory: memory, identity: ItemIdentity(), now: start + 100)
    let list = ItemList(values: values)
    for text in ["i", "it", "x", "s", "item1"] {
      let positions = RememberedPositions(ranking)
      let matcher = Matcher(query: Query(text))
      let (whole, first) = list.withItems { items in
        let all = matcher.rank(items, in: 0..<items.count)!.matches
        return (
          positions.lift(all, of: items, query: text),
          positions.firstMatches(Array(all.prefix(10)), of: items, in: 0..<items.count, by: matcher, query: text)
        )
      }
      XCTAssertGreaterThanOrEqual(first.count, 10, text)
      XCTAssertEqual(first, Array(whole.prefix(first.count)), text)
    }
  }

  /// Line mode: the whole list keeps its numbers, whatever was chosen
  /// before; an answer that narrows lifts, and is the query a choice is
  /// remembered under.
  func testLineModeLiftsForATypedQueryAndKnowsIt() {
    var memory = Memory(key: key)
    record(&memory, "gamma", query: "a", at: start)
    var settings = PickerState.Settings()
    settings.memory = MemoryRanking(memory: memory, identity: ItemIdentity(), now: start)
    var menu = LineMenu(items: ItemList(values: ["alpha", "beta", "gamma"]), settings: settings)
    XCTAssertEqual(menu.shown, [0, 1, 2])
    XCTAssertEqual(menu.answer("a"), .changed)
    XCTAssertEqual(menu.shown.first, 2)
    XCTAssertEqual(menu.query, "a")
    XCTAssertEqual(menu.answer(""), .changed)
    XCTAssertEqual(menu.query, "")
  }
}
