import SelectCore

extension DefaultOptionsText {
  /// The options read before the command line (select(1), ENVIRONMENT):
  /// `SELECT_DEFAULT_OPTS` when it is set, even empty; otherwise fzf's
  /// defaults as fzf reads them, the file `FZF_DEFAULT_OPTS_FILE` names
  /// and then `FZF_DEFAULT_OPTS`, so that a person's fzf set-up applies to
  /// select as it stands.
  package static func fromEnvironment() throws(SelectError) -> DefaultOptionsText? {
    if let own = environment("SELECT_DEFAULT_OPTS") {
      return DefaultOptionsText(text: own, source: "SELECT_DEFAULT_OPTS")
    }
    var parts: [(text: String, source: String)] = []
    if let path = environment("FZF_DEFAULT_OPTS_FILE"), !path.isEmpty {
      switch readWhole(path) {
      case .read(let bytes): parts.append((String(decoding: bytes, as: UTF8.self), "FZF_DEFAULT_OPTS_FILE"))
      case .missing: throw .usage("FZF_DEFAULT_OPTS_FILE names \(path), which does not exist")
      case .failed(let code): throw .usage("cannot read FZF_DEFAULT_OPTS_FILE (\(path)): \(errorText(code))")
      }
    }
    if let fzf = environment("FZF_DEFAULT_OPTS") { parts.append((fzf, "FZF_DEFAULT_OPTS")) }
    guard !parts.isEmpty else { return nil }
    return DefaultOptionsText(
      text: parts.map(\.text).joined(separator: "\n"), source: parts.map(\.source).joined(separator: " and "))
  }
}
