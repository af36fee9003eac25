// swift-tools-version:6.0
// A user's package that depends on select's by path, as a program would:
// SelectKitTests builds and tests it, so a change that breaks SelectKit's
// API, or the README's snippet, fails select's own tests.
import PackageDescription

// A path dependency is known by its folder's name, whatever the checkout
// of select's package is called.
let select =
  Context.packageDirectory.split(separator: "/").dropLast(4).last.map(String.init) ?? "select"

let package = Package(
  name: "APICheck",
  platforms: [.macOS(.v13)],
  // The stand-in for swift-algorithms, whose `indexed()` and
  // `IndexedCollection` a program uses beside SelectKit.
  dependencies: [.package(path: "../../../.."), .package(path: "../StandInAlgorithms")],
  targets: [
    .target(
      name: "APICheck",
      dependencies: [
        .product(name: "SelectKit", package: select),
        .product(name: "Algorithms", package: "StandInAlgorithms"),
      ]),
    .executableTarget(
      name: "apicheck", dependencies: ["APICheck", .product(name: "SelectKit", package: select)]),
    .testTarget(
      name: "APICheckTests",
      dependencies: [
        "APICheck", .product(name: "SelectKit", package: select),
        .product(name: "SelectKitTesting", package: select),
      ]),
  ]
)
