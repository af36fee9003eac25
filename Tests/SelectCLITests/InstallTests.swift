import XCTest

/// Runs `make install` and `make uninstall` into a temporary DESTDIR.
final class InstallTests: XCTestCase {
  /// Where each installed file comes from, under PREFIX.
  private let installed = [
    "bin/select": nil,
    "share/man/man1/select.1": "man/select.1",
    "share/bash-completion/completions/select": "completions/select.bash",
    "share/zsh/site-functions/_select": "completions/_select",
    "share/fish/vendor_completions.d/select.fish": "completions/select.fish",
  ]

  func testInstallPutsEveryFileInPlaceAndUninstallRemovesThem() throws {
    let make = try ExternalTool("make")
    let scratch = try TemporaryDirectory()
    let destdir = scratch.url.appendingPathComponent("root")
    // A stand-in binary: `swift build` from inside `swift test` would wait
    // for the lock on .build that the running `swift test` holds.
    let binary = try scratch.write("#!/bin/sh\necho stub\n", to: "select", executable: true)
    let variables = ["DESTDIR=\(destdir.path)", "PREFIX=/usr", "BIN=\(binary.path)"]

    let install = try make.run(["-C", packageRoot.path, "install"] + variables)
    XCTAssertEqual(install.status, 0, install.stderr)
    let prefix = destdir.appendingPathComponent("usr")
    for (path, source) in installed {
      let file = prefix.appendingPathComponent(path)
      let copied = try Data(contentsOf: file)
      let original = try Data(contentsOf: source.map(packageRoot.appendingPathComponent) ?? binary)
      XCTAssertEqual(copied, original, path)
      let mode =
        try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
      XCTAssertEqual(mode, source == nil ? 0o755 : 0o644, path)
    }

    let uninstall = try make.run(["-C", packageRoot.path, "uninstall"] + variables)
    XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
    for path in installed.keys {
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path),
        "\(path) is still there after make uninstall")
    }
  }
}
