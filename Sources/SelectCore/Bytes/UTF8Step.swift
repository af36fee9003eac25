/// What a UTF-8 lead byte starts: the sequence's length and the range its
/// second byte must lie in (which rules out overlong forms, surrogates and
/// values past U+10FFFF); later bytes are plain continuations, 0x80...0xBF.
/// Nil for ASCII and for bytes that start no valid sequence.
///
/// Both decoders read validity from here: `UTF8Step` for display and keys,
/// `decodeScalar` for matching. They differ only in what they make of bad
/// input (a maximal subpart, or each byte its own scalar) and in whether
/// input may still be arriving.
@inline(__always)
func utf8Lead(_ byte: UInt8) -> (length: Int, low: UInt8, high: UInt8)? {
  switch byte {
  case 0xC2...0xDF: (2, 0x80, 0xBF)
  case 0xE0: (3, 0xA0, 0xBF)
  case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
  case 0xED: (3, 0x80, 0x9F)
  case 0xF0: (4, 0x90, 0xBF)
  case 0xF1...0xF3: (4, 0x80, 0xBF)
  case 0xF4: (4, 0x80, 0x8F)
  default: nil
  }
}

/// The payload bits of a lead byte that starts a sequence of `length`.
@inline(__always)
func utf8LeadBits(_ byte: UInt8, length: Int) -> UInt32 {
  UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
}

/// One step of decoding UTF-8: a scalar, an invalid stretch, or the start of
/// a scalar whose remaining bytes have not arrived.
///
/// Invalid input is reported one *maximal subpart* at a time (Unicode §3.9,
/// "U+FFFD substitution of maximal subparts", the practice of the W3C
/// encoding standard and of Swift's own `String(decoding:as:)`): a lead
/// byte and the continuation bytes that could still have completed it count
/// as one error, any other bad byte as one error on its own.
enum UTF8Step: Equatable {
  case scalar(Unicode.Scalar, length: Int)
  case invalid(length: Int)
  case incomplete

  /// Decodes the scalar starting at `index` of `bytes`.
  static func decode<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, at index: Bytes.Index
  ) -> UTF8Step {
    let lead = bytes[index]
    if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
    guard let (length, second, secondHigh) = utf8Lead(lead) else { return .invalid(length: 1) }
    var low = second
    var high = secondHigh
    var value = utf8LeadBits(lead, length: length)
    var position = bytes.index(after: index)
    for offset in 1..<length {
      guard position != bytes.endIndex else { return .incomplete }
      let byte = bytes[position]
      // Only the second byte has a narrower range (no overlongs, surrogates
      // or values past U+10FFFF); later ones are plain continuations.
      guard byte >= low && byte <= high else { return .invalid(length: offset) }
      low = 0x80
      high = 0xBF
      value = value << 6 | UInt32(byte & 0x3F)
      position = bytes.index(after: position)
    }
    return .scalar(Unicode.Scalar(value)!, length: length)
  }
}
