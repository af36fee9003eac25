/// Measures scalars one after another as a terminal draws them in grapheme
/// clusters: which scalars join the cluster before them, and how many
/// columns each adds.
///
/// `displayWidth(of:)` alone counts a flag (two regional indicators) right
/// but lets a cut fall between them; counts 👍🏽 as 4 (the skin-tone
/// modifier is 2 wide alone) and a ZWJ family as 6. Terminals draw each as
/// one cluster of 2. The rules, after Unicode's grapheme clusters (UAX #29)
/// and what fzf (through uniseg) measures:
/// - a zero-width scalar (combining mark, ZWJ, variation selector) joins
///   the cluster before it;
/// - after a ZWJ, a pictographic scalar (emoji) joins too and adds nothing;
/// - a skin-tone modifier after a 2-wide base joins and adds nothing;
/// - a second regional indicator joins the first: a flag, 2 columns;
/// - VS16 (U+FE0F, emoji presentation) makes a 1-wide base 2 wide.
/// Below U+0300 no scalar joins anything: ASCII costs one comparison.
///
/// Terminals that do not draw clusters as one (tmux 3.3, most that do not
/// report grapheme-cluster mode, DECRQM 2027) draw a skin tone and each
/// emoji after a ZWJ in columns of their own: 👍🏽 takes 4. Unless the
/// terminal said it draws clusters (`measureClustersAsTheTerminalDraws`),
/// such a scalar still joins its cluster, so that nothing cuts it, but
/// adds its own width: the wider reading, which may leave a gap and never
/// pushes what follows past the edge.
package struct ClusterMeasure: Equatable, Sendable {
  /// What one scalar does.
  package enum Step: Equatable, Sendable {
    /// Starts a cluster of this many columns.
    case starts(width: Int)
    /// Joins the cluster before, widening it by this many columns.
    case joins(extraWidth: Int)
  }

  /// Columns of the cluster open now; nil before any.
  private var clusterWidth: Int?
  /// Whether the last scalar was a ZWJ inside a cluster.
  private var afterJoiner = false
  /// Whether the open cluster is a single regional indicator.
  private var isLoneRegional = false
  /// Whether an emoji joined to a cluster adds its own width.
  private let readsApart: Bool

  /// A measure that takes the wider reading of clusters unless
  /// `readsClustersApart` is false (by default, unless the terminal said
  /// it draws clusters as one).
  package init(readsClustersApart: Bool = ClusterReading.isWide) {
    readsApart = readsClustersApart
  }

  /// Forgets the cluster open: what comes next starts afresh (after a
  /// control, an escape shown visibly, a tab).
  package mutating func reset() {
    self = ClusterMeasure(readsClustersApart: readsApart)
  }

  /// Measures the next scalar.
  @inlinable
  package mutating func step(_ scalar: Unicode.Scalar) -> Step {
    let value = scalar.value
    if value < 0x300 {
      let width = displayWidth(ofScalarValue: value)
      startPlain(width)
      return .starts(width: width)
    }
    return stepAbove0300(value)
  }

  @usableFromInline
  mutating func startPlain(_ width: Int) {
    clusterWidth = width
    afterJoiner = false
    isLoneRegional = false
  }

  @usableFromInline
  mutating func stepAbove0300(_ value: UInt32) -> Step {
    let width = displayWidth(ofScalarValue: value)
    let joinedAfterZWJ = afterJoiner
    afterJoiner = false
    guard let open = clusterWidth else {
      clusterWidth = width
      isLoneRegional = Self.isRegionalIndicator(value)
      return .starts(width: width)
    }
    if Self.isRegionalIndicator(value) {
      if isLoneRegional {
        isLoneRegional = false
        clusterWidth = open + 1
        return .joins(extraWidth: 1)
      }
      clusterWidth = width
      isLoneRegional = true
      return .starts(width: width)
    }
    isLoneRegional = false
    if value == 0xFE0F {
      guard open == 1 else { return .joins(extraWidth: 0) }
      clusterWidth = 2
      return .joins(extraWidth: 1)
    }
    if width == 0 {
      afterJoiner = value == 0x200D
      return .joins(extraWidth: 0)
    }
    let drawnApart = readsApart ? width : 0
    if joinedAfterZWJ && Self.isPictographic(value) {
      clusterWidth = open + drawnApart
      return .joins(extraWidth: drawnApart)
    }
    if (0x1F3FB...0x1F3FF).contains(value) && open == 2 {
      clusterWidth = open + drawnApart
      return .joins(extraWidth: drawnApart)
    }
    clusterWidth = width
    return .starts(width: width)
  }

  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(value)
  }

  /// Emoji that a ZWJ sequence joins: the pictographic blocks (a close
  /// approximation of Extended_Pictographic).
  static func isPictographic(_ value: UInt32) -> Bool {
    (0x1F000...0x1FAFF).contains(value) || (0x2600...0x27BF).contains(value)
      || (0x2300...0x23FF).contains(value) || (0x2B00...0x2BFF).contains(value)
  }
}

/// The terminal said it draws a grapheme cluster as one (DECRQM mode 2027
/// set): from now on a cluster is measured as it draws it, 👍🏽 as 2.
/// Call it before anything is drawn or any thread starts.
package func measureClustersAsTheTerminalDraws() {
  ClusterReading.isWide = false
}

/// Which reading of clusters the layout takes.
package enum ClusterReading {
  // Cleared once by `measureClustersAsTheTerminalDraws()`, before
  // anything is drawn, and only read by drawing after that.
  package nonisolated(unsafe) fileprivate(set) static var isWide = true
}
