/// A value that threads started with `startThread` only read, and that
/// outlives them because the caller joins them (`pthread_join(3)`) before
/// it returns: buffers of items or lines, whose memory Swift cannot prove
/// safe to share.
struct SharedUntilJoined<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
