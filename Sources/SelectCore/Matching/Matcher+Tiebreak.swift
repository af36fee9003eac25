extension Matcher {
  /// What a label is ranked by, or `nil` when it does not match: its
  /// score, nothing (`--no-sort`: source order), or `--tiebreak`'s key.
  /// Those last two need only know that it matches, not its score.
  @inline(__always)
  func rankKey(_ label: UnsafeBufferPointer<UInt8>) -> Int? {
    if tiebreaks.isEmpty && !ordersBySource { return score(label) }
    guard matches(label) else { return nil }
    return tiebreaks.isEmpty ? 0 : tiebreakKey(label)
  }

  /// The `--tiebreak` key of a matching label, higher first: the match
  /// quality in the top 13 bits, then each criterion before `index` in an
  /// equal share of the 19 bits below (so ties among labels longer than
  /// that share can express fall through to the next criterion, and at
  /// last to source order, which `RankedMatch` always breaks ties by).
  ///
  /// Quality is the score of the best alignment without its leading and
  /// trailing gaps, as fzf scores: consecutive letters, word starts and
  /// inner gaps only: of each group of terms, the first that matches.
  /// Worked out on the label's bytes when it and the query are ASCII, else
  /// on its decoded scalars.
  func tiebreakKey(_ label: UnsafeBufferPointer<UInt8>) -> Int {
    let text = matchedFields(of: label)
    scratch.reserve(label: text.count, term: 0)
    if terms.allSatisfy(\.isASCII) && isASCII(text) { return tiebreakKey(in: text) }
    // Decoded first: decoding may move the scalars to a larger buffer.
    let count = decode(text)
    return tiebreakKey(in: UnsafeBufferPointer(start: scratch.scalars, count: count))
  }

  private func tiebreakKey<H: FixedWidthInteger & UnsignedInteger>(in text: UnsafeBufferPointer<H>)
    -> Int
  {
    var quality = 0
    var begin = Int.max
    var end = 0
    var t = 0
    while t < terms.count {
      // The group's first term that matches.
      var alignment: Alignment?
      var matched = false
      repeat {
        if !matched, let found = tiebreakAlignment(terms[t], in: text) {
          matched = true
          alignment = found
        }
        t += 1
      } while t < terms.count && terms[t].isAlternative
      guard let alignment else { continue }
      quality += alignment.quality
      begin = min(begin, alignment.begin)
      end = max(end, alignment.end)
    }
    return tiebreakKey(
      quality: quality, length: text.count, begin: begin, end: end,
      chunk: tiebreaks.contains(.chunk) ? chunkLength(text, begin: begin, end: end) : 0,
      pathname: tiebreaks.contains(.pathname) ? pathnameDistance(text, begin: begin) : 0)
  }

  /// fzf's `chunk`: the length of the run between blanks around the match.
  private func chunkLength<H: FixedWidthInteger & UnsignedInteger>(
    _ text: UnsafeBufferPointer<H>, begin: Int, end: Int
  ) -> Int {
    guard begin != .max else { return 0 }
    func isBlank(_ c: H) -> Bool { c == 0x20 || c == 0x09 }
    var low = begin
    while low > 0 && !isBlank(text[low - 1]) { low -= 1 }
    var high = min(end + 1, text.count)
    while high < text.count && !isBlank(text[high]) { high += 1 }
    return high - low
  }

  /// fzf's `pathname`: how far the match begins before the last path
  /// separator (0 when it begins in the file name).
  private func pathnameDistance<H: FixedWidthInteger & UnsignedInteger>(
    _ text: UnsafeBufferPointer<H>, begin: Int
  ) -> Int {
    guard begin != .max else { return 0 }
    guard let last = text.lastIndex(where: { $0 == 0x2F || $0 == 0x5C }), last > begin else { return 0 }
    return last - begin
  }

  /// A term's alignment: nil when it does not match, .some(nil) when it
  /// matches with no place (a negated term).
  private func tiebreakAlignment<H: FixedWidthInteger & UnsignedInteger>(
    _ term: CompiledTerm, in text: UnsafeBufferPointer<H>
  ) -> Alignment?? {
    if term.isNegated { return contiguousScore(term, in: text) == nil ? .some(nil) : nil }
    if term.kind != .fuzzy {
      guard let (_, start) = contiguousMatch(term, in: text) else { return nil }
      let quality = Int(matchBonus(text, at: start)) + (term.count - 1) * Int(Weight.consecutive)
      return Alignment(quality: quality, begin: start, end: start + term.count - 1)
    }
    guard findInOrder(term, in: text, first: scratch.first) else { return nil }
    return fuzzyAlignment(term, in: text, scratch: scratch)
  }

  /// The key of a match of `quality` from `begin` to `end` in a label of
  /// `length` scalars.
  func tiebreakKey(
    quality: Int, length: Int, begin: Int, end: Int, chunk: Int = 0, pathname: Int = 0
  ) -> Int {
    // Weights are multiples of 10 once the outer gaps are gone.
    var key = min(max(quality / 10, -4096), 4095)
    let criteria = tiebreaks.prefix { $0 != .index }
    let bits = criteria.isEmpty ? 19 : 19 / criteria.count
    let most = (1 << bits) - 1
    for criterion in criteria {
      let cost: Int
      switch criterion {
      case .length: cost = length
      case .begin: cost = begin == .max ? 0 : begin
      case .end: cost = max(length - 1 - end, 0)
      case .index: cost = 0
      case .chunk: cost = chunk
      case .pathname: cost = pathname
      }
      key = key << bits | (most - min(cost, most))
    }
    return key << (19 - bits * criteria.count)
  }
}
