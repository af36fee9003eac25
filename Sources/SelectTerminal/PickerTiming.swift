/// How long the picker waits for things, in seconds, and when it draws
/// before it has finished.
enum PickerTiming {
  /// Before the first frame, time for a short input to end, so that the
  /// picker opens at a height that fits it.
  static let settling = 0.05
  /// The longest wait for the terminal's answer to the cursor-position
  /// query; a terminal that does not know the query never answers.
  static let cursorAnswer = 0.1
  /// A second left click on the same row this soon after the first is a
  /// double click (fzf's interval).
  static let doubleClick = 0.5
  /// A lone ESC waits this long for the rest of a key's sequence before it
  /// counts as the Esc key.
  static let escape = 0.025
  /// The loading spinner turns this often while items arrive.
  static let tick = 0.1
  /// The longest wait when nothing is due: the loop still wakes now and then.
  static let idle = 1000.0
  /// While a long list is ranked, its best rows so far are drawn first
  /// after this long, then this often.
  static let firstPreview = 0.005
  static let previewInterval = 0.05
  /// Lists longer than this show the typed query before they are ranked.
  static let longList = 50_000
}
