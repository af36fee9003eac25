/// The option lists `select --enum NAME` offers, ready for a program's own
/// questions: `BuiltIn.Colour`, `BuiltIn.Weekday`, `BuiltIn.Month`,
/// `BuiltIn.Answer` and `BuiltIn.Signal`. They live under this one name so
/// that a program's own `Colour` or `Signal` never clashes with them.
///
///     let accent = try BuiltIn.Colour.choose(current: .blue)
public enum BuiltIn {}
