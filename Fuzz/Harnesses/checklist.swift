@testable import SelectCore

/// Fuzzes the Markdown checklist parser and writer.
///
/// Input: a seed byte for which tasks to flip; then the document.
///
/// Properties: every task's mark is a space, `x` or `X` inside its line,
/// and tasks come in order without overlapping; writing back the marks as
/// they are reproduces the document exactly; flipping some tasks changes
/// exactly their mark bytes and nothing else; parsing the result finds
/// the same tasks with the new states.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChecklist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  var generator = SplitMix(seed: UInt64(input.byte()))
  let document = input.rest()
  let checklist = Checklist(parsing: document)

  var previousEnd = 0
  for task in checklist.tasks {
    check(task.line.lowerBound >= previousEnd, "tasks overlap or go backwards")
    check(task.line.contains(task.mark), "mark outside its line")
    check(" xX".utf8.contains(document[task.mark]), "mark is not a space, x or X")
    check(task.isChecked == (document[task.mark] != UInt8(ascii: " ")), "state does not match the mark")
    previousEnd = task.line.upperBound
  }
  check(checklist.document(checking: checklist.checked) == document, "unchanged marks changed the document")

  let flipped = Set(checklist.tasks.indices.filter { _ in Bool.random(using: &generator) })
  let wanted = checklist.checked.symmetricDifference(flipped)
  let written = checklist.document(checking: wanted)
  check(written.count == document.count, "writing changed the length")
  let marks = Set(flipped.map { checklist.tasks[$0].mark })
  for offset in document.indices where written[offset] != document[offset] {
    check(marks.contains(offset), "a byte other than a flipped mark changed at \(offset)")
  }
  let reparsed = Checklist(parsing: written)
  check(reparsed.tasks.count == checklist.tasks.count, "flipping marks changed which lines are tasks")
  check(reparsed.checked == wanted, "the written marks do not read back")
  return 0
}
