/// The state as `--listen` answers `GET /`, in fzf 0.74's fields and order.
extension PickerState {
  /// JSON of the state: at most `limit` matches from `offset`.
  package func json(limit: Int = 100, offset: Int = 0) -> String {
    let showsPositions = !parsedQuery.isEmpty
    func item(_ position: Int) -> String {
      var text = #"{"index":\#(items[position].index - settings.headerLineCount),"text":"#
      text += jsonString(items[position].label.string)
      if showsPositions {
        let positions = Matcher(query: parsedQuery).positions(items[position].label) ?? []
        text += #","positions":[\#(positions.map(String.init).joined(separator: ","))]"#
      }
      return text + "}"
    }
    var json = #"{"reading":\#(input.isLoading),"progress":100,"query":"# + jsonString(query)
    json += #","position":\#(list.shown.isEmpty ? 0 : list.cursor),"sort":\#(settings.match.order != .source)"#
    json += #","totalCount":\#(items.count),"matchCount":\#(list.shown.count)"#
    if let position = cursorPosition { json += #","current":"# + item(position) }
    let page = list.shown.dropFirst(max(offset, 0)).prefix(max(limit, 0))
    json += #","matches":["# + page.map(item).joined(separator: ",") + "]"
    json += #","selected":["# + checks.order.map(item).joined(separator: ",") + "]}"
    return json
  }
}

/// `text` as a JSON string, quotes included.
func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
