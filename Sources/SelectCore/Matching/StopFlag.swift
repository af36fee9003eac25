import Synchronization

/// A flag one thread raises to tell a ranking on another thread that its
/// result is no longer wanted (the user typed again).
public final class StopFlag: Sendable {
  private let raised = Atomic<Bool>(false)

  /// A lowered flag.
  public init() {}

  /// Asks the work watching this flag to stop.
  public func raise() {
    raised.store(true, ordering: .relaxed)
  }

  /// Whether `raise()` was called.
  public var isRaised: Bool {
    raised.load(ordering: .relaxed)
  }
}
