@testable import SelectCore

/// Fuzzes `--pick` specs: parsing, resolving positions against list sizes,
/// and collecting the chosen items from a short stream.
///
/// Input: the spec up to a NUL, a byte for the number of items and whether
/// they have labels of their own, then the items' values (and labels)
/// separated by NUL.
///
/// Properties: resolved numbers lie in `1...count`; the collector chooses
/// exactly the items the spec names among those it was offered (positions
/// via `PickPosition.numbers`, a name as the first item whose value equals
/// it, else whose label does, else either ignoring ASCII case), in source
/// order, with their bytes intact.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPick(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let text = String(decoding: input.bytes(upTo: 0), as: UTF8.self)
  guard let spec = try? PickSpec(parsing: text) else { return 0 }
  if case .positions(let list) = spec {
    for position in list {
      for count in [0, 1, 2, 7, 1_000] {
        if case .success(let numbers) = position.numbers(count: count) {
          check(
            numbers.allSatisfy { (1...count).contains($0) }, "\(position) in \(count): \(numbers)")
        }
      }
    }
  }

  let shape = input.byte()
  let itemCount = Int(shape % 13)
  let labelled = shape >= 128
  let values = (0..<itemCount).map { _ in input.bytes(upTo: 0) }
  let labels = labelled ? values.map { _ in input.bytes(upTo: 0) } : values
  let collector = PickCollector(spec: spec)
  var offered = 0
  ItemList(values: values, labels: labelled ? labels : nil).withItems { items in
    for item in items {
      offered += 1
      if !collector.offer(item) { break }
    }
  }

  let expected: Result<[Int], SelectError>
  switch spec {
  case .name(let name):
    // The first of the best: the exact value, then the exact label, then
    // either ignoring case.
    let exact = Array(name.utf8)
    let folded = exact.map(asciiLower)
    let ranks: [Int?] = (0..<offered).map { i in
      if values[i] == exact { return 0 }
      if labels[i] == exact { return 1 }
      if values[i].map(asciiLower) == folded { return 2 }
      return labels[i].map(asciiLower) == folded ? 3 : nil
    }
    let first = ranks.compactMap { $0 }.min().flatMap { ranks.firstIndex(of: $0) }
    expected =
      offered == 0
      ? .failure(.emptyInput) : first.map { .success([$0 + 1]) } ?? .failure(.noSuchValue(name))
  case .positions(let list):
    var numbers = Set<Int>()
    var failure: SelectError?
    for position in list where failure == nil {
      switch position.numbers(count: offered) {
      case .success(let found): numbers.formUnion(found)
      case .failure(let error): failure = error
      }
    }
    expected =
      offered == 0
      ? .failure(.emptyInput) : failure.map { .failure($0) } ?? .success(numbers.sorted())
  }

  let actual = Result { () throws(SelectError) in try collector.choices() }
  switch (actual, expected) {
  case (.success(let choices), .success(let numbers)):
    let offsets = choices.picks.map(\.offset)
    check(offsets.map { $0 + 1 } == numbers, "\(text): chose \(offsets), expected \(numbers)")
    choices.forEach { item, offset in
      let (value, label) = (values[offset], labels[offset])
      check(item.index == offset, "\(text): index \(item.index) at \(offset)")
      check(
        Array(item.value.buffer) == value && Array(item.label.buffer) == label,
        "\(text): bytes of item \(offset) changed")
    }
  case (.failure(let error), .failure(let wanted)):
    check(error == wanted, "\(text): threw \(error), expected \(wanted)")
  default:
    check(false, "\(text) over \(offered) items: \(actual), expected \(expected)")
  }
  return 0
}
