/// The scalar value given to a byte that does not begin valid UTF-8.
///
/// Lone surrogates never come out of valid UTF-8, so `0xDC00 | byte` (the
/// "surrogateescape" convention) matches nothing but the same invalid byte.
@inline(__always)
func invalidByteScalar(_ byte: UInt8) -> UInt32 {
  0xDC00 | UInt32(byte)
}

/// Decodes the scalar that starts at `i`, returning its value and length.
///
/// Only a complete, valid sequence is taken as one scalar; any other byte is
/// one "invalid" scalar of length 1. Valid sequences consume only
/// continuation bytes, so a lead byte always starts a scalar: searching the
/// bytes for a scalar's encoding finds exactly the places this decoder would.
@inline(__always)
func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int) {
  let b0 = bytes[i]
  if b0 < 0x80 { return (UInt32(b0), 1) }
  guard let (length, second, secondHigh) = utf8Lead(b0), bytes.count - i >= length else {
    return (invalidByteScalar(b0), 1)
  }
  var low = second
  var high = secondHigh
  var value = utf8LeadBits(b0, length: length)
  for k in 1..<length {
    let byte = bytes[i + k]
    guard byte >= low && byte <= high else { return (invalidByteScalar(b0), 1) }
    low = 0x80
    high = 0xBF
    value = value << 6 | UInt32(byte & 0x3F)
  }
  return (value, length)
}

/// Decodes `bytes` into scalar values, with invalid bytes as `invalidByteScalar`.
package func decodeScalars(_ view: Bytes) -> (scalars: [UInt32], offsets: [Int]) {
  let bytes = view.buffer
  var scalars: [UInt32] = []
  var offsets: [Int] = []
  var i = 0
  while i < bytes.count {
    let (value, length) = decodeScalar(bytes, at: i)
    scalars.append(value)
    offsets.append(i)
    i += length
  }
  return (scalars, offsets)
}

/// Whether every byte is ASCII, sixteen bytes at a time (`ByteVector`),
/// eight in fewer than sixteen.
@inline(__always)
func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard var p = bytes.baseAddress else { return true }
  let end = p + bytes.count
  if bytes.count >= 16 {
    var read = ByteVector()
    while end - p >= 16 {
      read |= ByteVector.load(p)
      p += 16
    }
    // The last sixteen, overlapping some read already.
    if p < end { read |= ByteVector.load(end - 16) }
    return read.folded & 0x8080_8080_8080_8080 == 0
  }
  var high: UInt64 = 0
  while end - p >= 8 {
    high |= UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    p += 8
  }
  while p < end {
    high |= UInt64(p.pointee)
    p += 1
  }
  return high & 0x8080_8080_8080_8080 == 0
}
