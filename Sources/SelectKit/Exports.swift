import SelectCore

/// A type whose values a user picks from a short, fixed list: conform an
/// enum to it and ask with `choose()`. A `String` raw value gives each case
/// its value (`dark`) and name (`Dark`), `CaseIterable` its options; only
/// the title is left to write.
///
///     enum Theme: String, CaseIterable, UserSelectable {
///       case light, dark, system
///       static let userSelectionTitle = "Theme"
///     }
///     let theme = try Theme.choose(current: .system)
public typealias UserSelectable = SelectCore.UserSelectable

/// An RGB colour drawn beside an option's name in the picker.
///
///     var userSelectionSwatch: Swatch? { Swatch(40, 110, 220) }
public typealias Swatch = SelectCore.Swatch

/// The colours of the rainbow, each drawn with a swatch of itself
/// (`select --enum colour`).
///
///     let accent = try Colour.choose(current: .blue)
public typealias Colour = SelectCore.Colour

/// The days of the week, Monday first (`select --enum weekday`).
///
///     let days = try Weekday.chooseSeveral(checked: [.monday])
public typealias Weekday = SelectCore.Weekday

/// The months of the year (`select --enum month`).
///
///     let month = try Month.choose()
public typealias Month = SelectCore.Month

/// Yes or no (`select --enum answer`); `confirm` asks with it.
///
///     let answer = try Answer.choose(settings: .init(header: "Continue?"))
public typealias Answer = SelectCore.Answer
