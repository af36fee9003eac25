extension KeyDecoder {
  /// What the bytes at one position of the buffer amount to.
  enum Step {
    case key(Key, length: Int)
    case drop(length: Int)
    case pasteStart(length: Int)
    case incomplete
  }

  /// The longest escape sequence waited for; longer ones are garbage.
  static let longestSequence = 32

  /// Decodes the key that starts at `index`.
  func step(at index: Int) -> Step {
    let byte = buffer[index]
    switch byte {
    case 0x1B: return escape(at: index)
    case 0x0D: return .key(.enter, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x08, 0x7F: return .key(.backspace, length: 1)
    case 0x00..<0x20: return .key(Self.control(byte), length: 1)
    default:
      return character(at: index).map { .key(.character($0), length: $1) } ?? dropOrWait(at: index)
    }
  }

  /// The key a C0 control byte stands for: Ctrl and the character 0x40
  /// above it (lower case), NUL as Ctrl-Space and 0x1F as Ctrl-/ (what
  /// terminals send for them).
  static func control(_ byte: UInt8) -> Key {
    switch byte {
    case 0x00: .control(" ")
    case 0x1F: .control("/")
    default: .control(Character(Unicode.Scalar(byte < 0x1B ? byte + 0x60 : byte + 0x40)))
    }
  }

  /// The printable scalar at `index` and its length in bytes, or nil.
  private func character(at index: Int) -> (Unicode.Scalar, Int)? {
    guard case .scalar(let scalar, let length) = UTF8Step.decode(buffer, at: index),
      scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value)
    else { return nil }
    return (scalar, length)
  }

  /// Drops what is not a printable scalar at `index`, or waits for its rest.
  private func dropOrWait(at index: Int) -> Step {
    switch UTF8Step.decode(buffer, at: index) {
    case .incomplete: .incomplete
    case .invalid(let length), .scalar(_, let length): .drop(length: length)
    }
  }

  /// Decodes what follows an ESC at `index`.
  private func escape(at index: Int) -> Step {
    guard index + 1 < buffer.count else { return .incomplete }
    let next = buffer[index + 1]
    switch next {
    case UInt8(ascii: "["), UInt8(ascii: "O"):
      return sequence(at: index)
    case 0x0D: return .key(.modified(.enter, .alt), length: 2)
    case 0x08, 0x7F: return .key(.modified(.backspace, .alt), length: 2)
    // Esc then Ctrl and a letter is how terminals send Ctrl-Alt-letter.
    case 0x01...0x1A where next != 0x09 && next != 0x0A:
      return .key(.modified(Self.control(next), .alt), length: 2)
    case 0x00..<0x20: return .key(.escape, length: 1)
    default:
      if let (scalar, length) = character(at: index + 1) {
        return .key(.modified(.character(scalar), .alt), length: 1 + length)
      }
      switch dropOrWait(at: index + 1) {
      case .drop(let length): return .drop(length: 1 + length)
      default: return .incomplete
      }
    }
  }

  /// Decodes a CSI (ESC `[`) or SS3 (ESC `O`) sequence at `index`:
  /// parameter bytes, then intermediate bytes, then one final byte.
  private func sequence(at index: Int) -> Step {
    var end = index + 2
    var intermediates = false
    while end < buffer.count {
      let byte = buffer[end]
      if (0x40...0x7E).contains(byte) { break }
      if (0x20...0x2F).contains(byte) {
        intermediates = true
      } else if !(0x30...0x3F).contains(byte) || intermediates {
        // Not a sequence after all: drop what was read, keep this byte.
        return .drop(length: end - index)
      }
      end += 1
      if end - index > Self.longestSequence { return .drop(length: end - index) }
    }
    guard end < buffer.count else { return .incomplete }
    let length = end - index + 1
    let parameters = buffer[(index + 2)..<end]
    if buffer[index + 1] == UInt8(ascii: "["), parameters.first == UInt8(ascii: "<") {
      guard !intermediates, let event = Self.mouse(parameters.dropFirst(), final: buffer[end]) else {
        return .drop(length: length)
      }
      return .key(.mouse(event), length: length)
    }
    guard !intermediates, parameters.allSatisfy({ (0x30...0x3B).contains($0) }),
      let key = Self.key(introducer: buffer[index + 1], parameters: parameters, final: buffer[end])
    else { return .drop(length: length) }
    if key == .paste("") { return .pasteStart(length: length) }
    return .key(key, length: length)
  }

  /// The mouse event of an SGR report (`ESC [ < b ; x ; y M`), given what
  /// follows the `<`; nil when it is not three numbers.
  private static func mouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3,
      fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } })
    else { return nil }
    let numbers = fields.map { field in field.reduce(0) { min($0 * 10 + Int($1 - 0x30), 100_000) } }
    return MouseEvent(sgrButton: numbers[0], column: numbers[1], row: numbers[2], final: final)
  }

  /// The key a complete sequence stands for, or nil for one we do not know.
  /// The start of a bracketed paste comes back as `.paste("")`.
  private static func key(introducer: UInt8, parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { field in field.reduce(0) { min($0 * 10 + Int($1 - 0x30), 100_000) } }
    let key: Key
    var modifier = numbers.count > 1 ? numbers[1] : 1
    switch Unicode.Scalar(final) {
    case "A": key = .up
    case "B": key = .down
    case "C": key = .right
    case "D": key = .left
    case "H": key = .home
    case "F": key = .end
    case "M" where introducer == UInt8(ascii: "O"): key = .enter
    case "P", "Q", "R", "S": key = .function(Int(final - UInt8(ascii: "P")) + 1)
    case "Z" where introducer == UInt8(ascii: "["): key = .shiftTab
    case "~" where introducer == UInt8(ascii: "["):
      switch numbers[0] {
      case 1, 7: key = .home
      case 2: key = .insert
      case 4, 8: key = .end
      case 3: key = .delete
      case 5: key = .pageUp
      case 6: key = .pageDown
      case 11...15: key = .function(numbers[0] - 10)
      case 17...21: key = .function(numbers[0] - 11)
      case 23, 24: key = .function(numbers[0] - 12)
      case 200: return .paste("")
      default: return nil
      }
    default: return nil
    }
    // SS3 puts a modifier, if any, first (ESC O 5 A).
    if introducer == UInt8(ascii: "O"), numbers.count == 1, parameters.count > 0 {
      modifier = numbers[0]
    }
    let bits = UInt8(clamping: max(modifier - 1, 0))
    var modifiers = Key.Modifiers(rawValue: bits & 0b111)
    if bits & 0b1000 != 0 { modifiers.insert(.alt) }  // Meta, where a terminal reports it
    return modifiers.isEmpty ? key : .modified(key, modifiers)
  }
}
