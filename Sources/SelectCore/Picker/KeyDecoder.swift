/// Turns the bytes read from a terminal into keys, however the reads split
/// them.
///
/// Bytes that end in the middle of a key stay pending until the rest
/// arrives. A lone ESC cannot be told apart from the start of a sequence, so
/// it waits too: when `hasPendingInput` is true after a read, the caller waits
/// about 25 ms for more and, if none comes, calls `flush()`, which turns it
/// into `.escape`. Unknown or malformed sequences and invalid UTF-8 are
/// consumed and dropped, never turned into text.
package struct KeyDecoder: Sendable {
  /// Bytes read but not yet decoded: the start of a key still arriving.
  private(set) var buffer: [UInt8] = []
  /// The text of a bracketed paste so far, while one is in progress.
  private var pasted: [UInt8]?

  package init() {}

  /// Whether bytes wait for the rest of a key: the caller should wait a
  /// moment for more and then `flush()`. During a bracketed paste, only an
  /// ESC that may begin the end marker waits.
  package var hasPendingInput: Bool {
    pasted == nil ? !buffer.isEmpty : partialEndMarker != nil
  }

  private static let pasteEndMarker = Array("\u{1B}[201~".utf8)

  /// Where the paste ends in a lone ESC, which may begin the end marker or
  /// be the user's Esc; more of the marker than that is waited for.
  private var partialEndMarker: Int? {
    guard let pasted, pasted.last == 0x1B else { return nil }
    return pasted.count - 1
  }

  /// Decodes the keys completed by `bytes`.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
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
  /// dropped. During a bracketed paste, an ESC that did not go on to the
  /// end marker ends the paste and becomes `.escape`.
  package mutating func flush() -> [Key] {
    if pasted != nil {
      // An ESC that did not go on to end the paste is the user's Esc.
      guard let escape = partialEndMarker else { return [] }
      return [endPaste(textEnd: escape, restStart: escape)] + flush()
    }
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

  /// Moves the buffer into the paste; returns the paste key once it ends,
  /// leaving what follows in the buffer.
  ///
  /// A paste ends at its end marker, or early at a Ctrl-C or at an ESC that
  /// does not begin the marker: terminals strip those from pasted text, so
  /// they are the user's own keys, and a stray paste start in the input
  /// must not swallow the key that cancels.
  private mutating func continuePaste() -> Key? {
    let endMarker = Self.pasteEndMarker
    // The marker may have begun in an earlier read.
    var start = max(pasted!.count - (endMarker.count - 1), 0)
    pasted!.append(contentsOf: buffer)
    buffer.removeAll()
    while start < pasted!.count {
      let byte = pasted![start]
      if byte == 0x03 {
        return endPaste(textEnd: start, restStart: start)
      }
      if byte == 0x1B {
        let candidate = pasted![start...].prefix(endMarker.count)
        if !candidate.elementsEqual(endMarker.prefix(candidate.count)) {
          return endPaste(textEnd: start, restStart: start)
        }
        if candidate.count == endMarker.count {
          return endPaste(textEnd: start, restStart: start + endMarker.count)
        }
        return nil
      }
      start += 1
    }
    return nil
  }

  /// Ends the paste: its text up to `textEnd`; decoding goes on from
  /// `restStart`.
  private mutating func endPaste(textEnd: Int, restStart: Int) -> Key {
    let text = Self.validText(pasted![..<textEnd])
    buffer = Array(pasted![restStart...])
    pasted = nil
    return .paste(text)
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
