/// A colour as the eye compares colours: Björn Ottosson's Oklab, where
/// the straight distance between two colours follows how different they
/// look. The nearest 256-palette entry by plain RGB distance can be
/// another hue: the Red swatch (220, 50, 47) is nearest to 166, a dark
/// orange, because its green of 50 is nearer the cube's 95 than its 0;
/// in Oklab it is 160, a red.
///
/// sRGB's curve is taken as a square, close enough to choose among 240
/// entries (the same entry as the exact curve for every built-in swatch),
/// and the cube root is Newton's: no Foundation here.
struct PerceivedColour {
  let lightness: Double
  let a: Double
  let b: Double

  init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value * value
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    let l = Self.cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = Self.cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = Self.cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
  }

  func distanceSquared(to other: PerceivedColour) -> Double {
    let dl = lightness - other.lightness
    let da = a - other.a
    let db = b - other.b
    return dl * dl + da * da + db * db
  }

  /// The entry of the 256-colour palette above the 16 theme colours (whose
  /// look each terminal chooses) that looks nearest to a 24-bit colour.
  static func nearestPaletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    let colour = PerceivedColour(red, green, blue)
    var best = (index: UInt8(16), distance: Double.infinity)
    for (offset, entry) in palette.enumerated() {
      let distance = colour.distanceSquared(to: entry)
      if distance < best.distance { best = (UInt8(16 + offset), distance) }
    }
    return best.index
  }

  /// Entries 16 to 255 of the palette, as perceived.
  private static let palette: [PerceivedColour] = (16...255).map { index in
    let (red, green, blue) = Style.Colour.paletteRGB(UInt8(index))
    return PerceivedColour(red, green, blue)
  }

  /// The real cube root of `value` (0 or more) by Newton's method.
  private static func cubeRoot(_ value: Double) -> Double {
    guard value > 0 else { return 0 }
    var root = value < 1 ? 1.0 : value
    for _ in 0..<60 {
      let next = (2 * root + value / (root * root)) / 3
      if next == root { break }
      root = next
    }
    return root
  }
}
