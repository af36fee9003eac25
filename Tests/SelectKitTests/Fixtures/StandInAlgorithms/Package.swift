// swift-tools-version:6.0
// Stands in for apple/swift-algorithms, which cannot be fetched here: the
// module `Algorithms` with its `indexed()` and `IndexedCollection`, declared
// as swift-algorithms declares them, for APICheck to import beside SelectKit.
import PackageDescription

let package = Package(
  name: "swift-algorithms",
  products: [.library(name: "Algorithms", targets: ["Algorithms"])],
  targets: [.target(name: "Algorithms")]
)
