// swift-tools-version:6.0
import PackageDescription

// The core is pure Swift (no Foundation, no Glibc). The core, the terminal
// layer, SelectKit and the executable build in the Swift 6 language mode,
// so the compiler checks what crosses threads (closures given to
// `startThread` are @Sendable); the globals it cannot check, the signal
// handlers' pipe, say why in Signals.swift. So does the test support, which starts threads of its
// own; the test targets stay in the Swift 5 mode.
//
// SelectKit is meant to be used as a versioned dependency, which SwiftPM
// refuses when a target it is built from carries unsafe flags: no target
// under SelectKit has any (SelectKitTests.PackageManifestTests holds this).
let package = Package(
  name: "select",
  // Duration (SelectKit's timeout) is there from macOS 13.
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "select", targets: ["select"]),
    .library(name: "SelectKit", targets: ["SelectKit"]),
    // For a program's own tests: its built binary driven on a pseudo-terminal.
    .library(name: "SelectKitTesting", targets: ["SelectKitTesting"]),
  ],
  targets: [
    .target(name: "SelectCore"),
    .target(
      name: "SelectTerminal",
      dependencies: ["SelectCore"],
      // `@_extern(c)` declares the few GNU calls Swift's Glibc module
      // leaves out (`ThreadPlacement` says why this way and not another).
      swiftSettings: [.enableExperimentalFeature("Extern")]
    ),
    .target(
      name: "SelectKit",
      dependencies: ["SelectCore", "SelectTerminal"]
    ),
    .executableTarget(
      name: "select",
      dependencies: ["SelectCore", "SelectTerminal", "SelectKit"],
      // Static: start-up 0.8 ms against 1.8 ms with -static-stdlib alone (the
      // loader then relocates libstdc++), and 3 MiB less resident. Nothing
      // here needs what static glibc lacks (NSS, locales, iconv); Darwin has
      // no static executables at all.
      linkerSettings: [
        .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    .executableTarget(
      name: "SettingsExample",
      dependencies: ["SelectKit"],
      path: "Examples/Settings"
    ),
    .testTarget(
      name: "SettingsExampleTests",
      dependencies: ["SettingsExample", "SelectKit"],
      path: "Examples/SettingsTests"
    ),
    .target(
      name: "SelectTestSupport",
      dependencies: ["SelectCore"]
    ),
    .target(
      name: "SelectKitTesting",
      dependencies: ["SelectTestSupport"]
    ),
    .testTarget(
      name: "SelectCoreTests",
      dependencies: ["SelectCore", "SelectTestSupport"]
    ),
    .testTarget(
      name: "SelectCLITests",
      dependencies: ["SelectTestSupport", "SelectCore"],
      exclude: ["__Snapshots__", "Fixtures"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "SelectTerminalTests",
      dependencies: ["SelectTerminal", "SelectCore", "SelectTestSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "SelectKitTests",
      dependencies: ["SelectKit", "SelectKitTesting", "SelectTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "SelectPTYTests",
      dependencies: ["SelectTestSupport", "SelectCore"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ]
)
