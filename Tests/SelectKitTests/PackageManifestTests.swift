import Foundation
import SelectTestSupport
import XCTest

/// SelectKit can be a versioned dependency (`.package(url:from:)`), which
/// SwiftPM refuses when a target the product is built from carries unsafe
/// flags; and Linux-only flags stay on Linux, so the package builds on a Mac.
final class PackageManifestTests: XCTestCase {
  /// The package's targets by name, as SwiftPM reads Package.swift.
  private func targets() throws -> [String: [String: Any]] {
    let result = try runSwift(["package", "dump-package"], scratch: "manifest-check")
    XCTAssertEqual(result.status, 0, result.errors)
    let package = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
    let list = try XCTUnwrap(package["targets"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "", $0) })
  }

  private func dependencies(of target: [String: Any]) -> [String] {
    let list = target["dependencies"] as? [[String: Any]] ?? []
    return list.compactMap { ($0["byName"] as? [Any])?.first as? String }
  }

  private func unsafeSettings(of target: [String: Any]) -> [[String: Any]] {
    let settings = target["settings"] as? [[String: Any]] ?? []
    return settings.filter { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
  }

  func testNoTargetSelectKitIsBuiltFromCarriesUnsafeFlags() throws {
    let targets = try targets()
    var pending = ["SelectKit"]
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      let target = try XCTUnwrap(targets[name], "no target \(name)")
      XCTAssertEqual(unsafeSettings(of: target).count, 0, "\(name) carries unsafe flags")
      pending += dependencies(of: target)
    }
    XCTAssertEqual(seen, ["SelectKit", "SelectCore", "SelectTerminal"])
  }

  func testTheStaticLinkOfTheExecutableIsForLinuxOnly() throws {
    let select = try XCTUnwrap(try targets()["select"])
    let unsafe = unsafeSettings(of: select)
    XCTAssertFalse(unsafe.isEmpty, "the executable's static link is gone")
    for setting in unsafe {
      let platforms = (setting["condition"] as? [String: Any])?["platformNames"] as? [String]
      XCTAssertEqual(platforms, ["linux"], "\(setting)")
    }
  }
}
