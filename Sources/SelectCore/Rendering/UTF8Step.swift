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
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return .invalid(length: 1)
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
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
