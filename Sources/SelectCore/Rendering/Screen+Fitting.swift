extension Screen.Row {
  /// The row cut or padded with spaces to exactly `width` columns, so that
  /// another row can be drawn after it.
  func fitted(to width: Int) -> Screen.Row {
    var spans: [Screen.Span] = []
    var used = 0
    var measure = ClusterMeasure()
    spans: for span in self.spans {
      var text = ""
      for scalar in span.text.unicodeScalars {
        let scalarWidth =
          switch measure.step(scalar) {
          case .starts(let width), .joins(let width): width
          }
        if used + scalarWidth > width {
          if !text.isEmpty { spans.append(Screen.Span(text, style: span.style)) }
          break spans
        }
        used += scalarWidth
        text.unicodeScalars.append(scalar)
      }
      if !text.isEmpty { spans.append(Screen.Span(text, style: span.style)) }
    }
    if used < width { spans.append(Screen.Span(String(repeating: " ", count: width - used))) }
    return Screen.Row(spans)
  }

  /// This row followed by `other`.
  func followed(by other: Screen.Row) -> Screen.Row {
    Screen.Row(spans + other.spans)
  }
}
