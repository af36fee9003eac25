extension Options {
  /// `--no-numbers` takes numbers out of the picker; the line mode and
  /// `--list` are numbered menus, so asking for one without numbers is a
  /// contradiction, not a preference.
  func checkNumbers() throws(SelectError) {
    guard noNumbers else { return }
    if let other = plain ? "--plain" : list ? "--list" : nil {
      throw .usage(
        "--no-numbers and \(other) cannot be used together: \(other) prints a numbered menu")
    }
  }
}
