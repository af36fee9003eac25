/// Turns the bytes read from a terminal into keys, however the reads split
/// them.
///
/// Bytes that end in the middle of a key stay pending until the rest
/// arrives. A lone ESC cannot be told apart from the start of a sequence, so
/// it waits too: when `hasPendingInput` is true after a read, the caller waits
/// about 25 ms for more and, if none comes, calls `flush()`, which turns it
/// into `.escape`. Unknown or malformed sequences and invalid UTF-8 are
/// consumed and dropped, never turned into text.
public struct KeyDecoder: Sendable {
  /// Bytes read but not yet decoded: the start of a key still arriving.
  private(set) var buffer: [UInt8] = []
  /// The text of a bracketed paste so far, while one is in progress.
  private var pasted: [UInt8]?

  public init() {}

  /// Whether bytes wait for the rest of a key: the caller should wait a
  /// moment for more and then `flush()`. False during a bracketed paste,
  /// which ends only with its end marker.
  public var hasPendingInput: Bool { pasted == nil && !buffer.isEmpty }

  /// Decodes the keys completed by `bytes`.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    buffer.append(contentsOf: bytes)
    var keys: [Key] = []
    while true {
      if pasted != nil {
        guard let key = continuePaste() else { return keys }
        keys.append(key)
      }
      var index = 0
      var startsPaste = false
      decoding: while index < buffer.count {
        switch step(at: index) {
        case .key(let key, let length):
          keys.append(key)
          index += length
        case .drop(let length):
          index += length
        case .pasteStart(let length):
          index += length
          startsPaste = true
          break decoding
        case .incomplete:
          break decoding
        }
      }
      buffer.removeFirst(index)
      guard startsPaste else { return keys }
      pasted = []
    }
  }

  /// Gives up waiting for the rest of a key: a lone ESC becomes `.escape`,
  /// ESC `[` and ESC `O` become Alt+`[` and Alt+`O`, anything else pending is
  /// dropped. Does nothing during a bracketed paste.
  public mutating func flush() -> [Key] {
    guard pasted == nil else { return [] }
    defer { buffer.removeAll() }
    switch buffer.count {
    case 1 where buffer[0] == 0x1B:
      return [.escape]
    case 2
    where buffer[0] == 0x1B && (buffer[1] == UInt8(ascii: "[") || buffer[1] == UInt8(ascii: "O")):
      return [.modified(.character(Unicode.Scalar(buffer[1])), .alt)]
    default:
      return []
    }
  }

  /// Moves the buffer into the paste; returns the paste key once its end
  /// marker has arrived, leaving what follows the marker in the buffer.
  private mutating func continuePaste() -> Key? {
    let endMarker = Array("\u{1B}[201~".utf8)
    // The marker may have begun in an earlier read.
    let searchStart = max(pasted!.count - (endMarker.count - 1), 0)
    pasted!.append(contentsOf: buffer)
    buffer.removeAll()
    var start = searchStart
    while start + endMarker.count <= pasted!.count {
      if pasted![start..<(start + endMarker.count)].elementsEqual(endMarker) {
        let text = Self.validText(pasted![..<start])
        buffer = Array(pasted![(start + endMarker.count)...])
        pasted = nil
        return .paste(text)
      }
      start += 1
    }
    return nil
  }

  /// The valid UTF-8 of `bytes` as a string; invalid bytes are dropped.
  private static func validText(_ bytes: ArraySlice<UInt8>) -> String {
    var text = String.UnicodeScalarView()
    var index = bytes.startIndex
    while index < bytes.endIndex {
      switch UTF8Step.decode(bytes, at: index) {
      case .scalar(let scalar, let length):
        text.append(scalar)
        index += length
      case .invalid(let length):
        index += length
      case .incomplete:
        index = bytes.endIndex
      }
    }
    return String(text)
  }
}
