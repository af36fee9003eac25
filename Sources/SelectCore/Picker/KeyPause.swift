/// The pause between keys that ends a number typed with Alt-digits, so
/// that Alt-1 Alt-2, a second's wait, then Alt-3 jumps to 3, not 123
/// (select(1), KEY BINDINGS). Times are seconds on any steady clock.
package struct KeyPause {
  /// How long without a key counts as a pause.
  package static let length = 1.0
  /// When the last key came, or when waiting for the first began: what
  /// `FZF_IDLE_TIME` counts from.
  package private(set) var lastKeyAt: Double

  package init(startingAt start: Double = -.infinity) {
    lastKeyAt = start
  }

  /// Whether keys arriving at `now` come after a pause; remembers `now`.
  package mutating func keysArrive(at now: Double) -> Bool {
    defer { lastKeyAt = now }
    return now - lastKeyAt >= Self.length
  }
}
