// What the README's "From Swift" promises a Swift program gets with `import SelectKit`:
// `UserSelectable` and `Swatch`, `Indexed` with `.indexed()`, and the
// built-in enums (`Colour`, `Weekday`, `Month`, `Answer`, `Signal`). They
// are the only public declarations of SelectCore; the module is re-exported
// whole, rather than through typealiases, so that their members are visible
// to a client built with `MemberImportVisibility` and documented by DocC.
@_exported import SelectCore
