extension Matcher {
  /// The byte offsets in `label` of the scalars the query matched, for
  /// highlighting; `nil` when the label does not match.
  ///
  /// Offsets are strictly increasing; each is the first byte of a matched
  /// scalar. With several terms, the union of their matches (of OR-ed
  /// terms, the first that matches). They are where the scorer's own best
  /// alignment puts each term (`fuzzyAlignment`), worked out on the label's
  /// bytes when it and the query are ASCII, else on its decoded scalars.
  package func positions(_ label: Bytes) -> [Int]? {
    positions(label.buffer)
  }

  /// The 0-based offsets, in Unicode scalars of `label`, of the scalars
  /// the query matched: `positions` counted as a person counts characters
  /// (`{positions}`, `--json`); empty when it does not match.
  package func matchedScalars(_ label: Bytes) -> [Int] {
    guard let bytes = positions(label.buffer) else { return [] }
    // In ASCII a byte is a scalar: nothing to count.
    if isASCII(label.buffer) { return bytes }
    let starts = decodeScalars(label).offsets
    var scalar = 0
    return bytes.map { offset in
      while starts[scalar] < offset { scalar += 1 }
      return scalar
    }
  }

  /// The matched byte offsets in a label given as bytes.
  package func positions(_ label: UnsafeBufferPointer<UInt8>) -> [Int]? {
    let text = matchedFields(of: label)
    scratch.reserve(label: text.count, term: 0)
    let matched: [Int]
    if terms.allSatisfy(\.isASCII) && isASCII(text) {
      guard let found = matchedPositions(in: text) else { return nil }
      matched = found
    } else {
      // Decoded first: decoding may move the scalars to a larger buffer.
      let count = decode(text)
      guard
        let found = matchedPositions(in: UnsafeBufferPointer(start: scratch.scalars, count: count))
      else { return nil }
      let offsets = decodeScalars(Bytes(text)).offsets
      matched = found.map { offsets[$0] }
    }
    return labelOffsets(matched, in: label)
  }

  /// The sorted positions in `text` that the query's terms matched.
  private func matchedPositions<H: FixedWidthInteger & UnsignedInteger>(
    in text: UnsafeBufferPointer<H>
  ) -> [Int]? {
    // One term: its positions are in order already.
    if terms.count == 1 { return termPositions(terms[0], in: text) }
    var matched = Set<Int>()
    var t = 0
    while t < terms.count {
      // The group's first term that matches.
      var found: [Int]?
      repeat {
        if found == nil { found = termPositions(terms[t], in: text) }
        t += 1
      } while t < terms.count && terms[t].isAlternative
      guard let found else { return nil }
      matched.formUnion(found)
    }
    return matched.sorted()
  }

  /// Where `term` matched in `text`: nil when it does not, none for a
  /// negated term that holds.
  private func termPositions<H: FixedWidthInteger & UnsignedInteger>(
    _ term: CompiledTerm, in text: UnsafeBufferPointer<H>
  ) -> [Int]? {
    if term.isNegated { return contiguousScore(term, in: text) == nil ? [] : nil }
    if term.kind != .fuzzy {
      guard let (_, start) = contiguousMatch(term, in: text) else { return nil }
      return Array(start..<(start + term.count))
    }
    guard findInOrder(term, in: text, first: scratch.first) else { return nil }
    var positions = [Int](repeating: 0, count: term.count)
    positions.withUnsafeMutableBufferPointer { buffer in
      _ = fuzzyAlignment(term, in: text, scratch: scratch, positions: buffer.baseAddress)
    }
    return positions
  }
}
