import Foundation
import SelectCore
import XCTest

/// Builds the release tarball and the Debian package as the Makefile does
/// (`make dist`, `make deb`), once for the class, and checks what each
/// holds; then runs the binary unpacked from the package, and lintian on it.
///
/// The release build runs under `.build/packaging` (the Makefile's
/// SCRATCH): the running `swift test` holds the lock on `.build`, and a
/// directory of its own that stays between runs makes every run after the
/// first a build of nothing.
final class PackagingTests: XCTestCase {
  /// Where `make dist` and `make deb` leave their artifacts.
  private static let distdir = Result { try TemporaryDirectory() }
  /// Each target's outcome, made on first use: the later tests reuse it.
  private static var made: [String: Result<Void, Error>] = [:]

  /// A static's deinit never runs: the artifacts go when the class is done.
  override class func tearDown() {
    if let distdir = try? distdir.get() { try? FileManager.default.removeItem(at: distdir.url) }
    super.tearDown()
  }

  /// The artifacts' names, as the Makefile makes them for this machine.
  private func tarballName() throws -> String {
    "select-\(selectVersion)-linux-\(try output(of: "uname", ["-m"]))"
  }
  private func debName() throws -> String {
    "select_\(selectVersion)-1_\(try output(of: "dpkg", ["--print-architecture"])).deb"
  }

  /// Where each file of the package comes from in the repository, and its
  /// mode: the man page gzipped (`.gz`), the rest byte for byte.
  private let packaged: [(path: String, source: String?, mode: String)] = [
    ("./usr/bin/select", nil, "-rwxr-xr-x"),
    ("./usr/share/man/man1/select.1.gz", "man/select.1", "-rw-r--r--"),
    ("./usr/share/bash-completion/completions/select", "completions/select.bash", "-rw-r--r--"),
    ("./usr/share/zsh/vendor-completions/_select", "completions/_select", "-rw-r--r--"),
    ("./usr/share/fish/vendor_completions.d/select.fish", "completions/select.fish", "-rw-r--r--"),
    ("./usr/share/doc/select/copyright", nil, "-rw-r--r--"),
    ("./usr/share/doc/select/changelog.Debian.gz", nil, "-rw-r--r--"),
    ("./usr/share/lintian/overrides/select", "packaging/debian/lintian-overrides", "-rw-r--r--"),
  ]

  /// Runs `make TARGET` into the class's DISTDIR the first time a test
  /// asks for it, and returns that directory.
  private func make(_ target: String, needing tools: [String]) throws -> URL {
    let make = try ExternalTool("make")
    for tool in ["swift", "strip", "gzip", "tar", "sha256sum"] + tools {
      _ = try ExternalTool(tool)
    }
    let distdir = try Self.distdir.get().url
    if Self.made[target] == nil {
      Self.made[target] = Result {
        let scratch = packageRoot.appendingPathComponent(".build/packaging")
        let result = try make.run(
          ["-C", packageRoot.path, target, "DISTDIR=\(distdir.path)", "SCRATCH=\(scratch.path)"],
          timeout: 1800)
        guard result.status == 0 else {
          throw MakeFailed(target: target, status: result.status, stderr: result.stderr)
        }
      }
    }
    try Self.made[target]!.get()
    return distdir
  }

  func testTarballHoldsOneFolderWithEveryFileAndItsChecksum() throws {
    let distdir = try make("dist", needing: [])
    let tarballName = try tarballName()
    let check = try ExternalTool("sha256sum").run(
      ["-c", "\(tarballName).tar.gz.sha256"], directory: distdir)
    XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    XCTAssertEqual(check.stdout, "\(tarballName).tar.gz: OK\n")

    let tar = try ExternalTool("tar")
    let listing = try tar.run([
      "-tzf", distdir.appendingPathComponent("\(tarballName).tar.gz").path,
    ])
    XCTAssertEqual(listing.status, 0, listing.stderr)
    let contents = [
      "", "LICENSE", "README.md", "completions/", "completions/_select", "completions/select.bash",
      "completions/select.fish", "man/", "man/select.1", "select",
    ]
    XCTAssertEqual(listing.stdout, contents.map { "\(tarballName)/\($0)\n" }.joined())

    let unpacked = try TemporaryDirectory()
    let untar = try tar.run(
      ["-xzf", distdir.appendingPathComponent("\(tarballName).tar.gz").path],
      directory: unpacked.url)
    XCTAssertEqual(untar.status, 0, untar.stderr)
    let folder = unpacked.url.appendingPathComponent(tarballName)
    for file in contents where !file.isEmpty && !file.hasSuffix("/") && file != "select" {
      XCTAssertEqual(
        try Data(contentsOf: folder.appendingPathComponent(file)),
        try Data(contentsOf: packageRoot.appendingPathComponent(file)), file)
    }
    try checkReleaseBinary(folder.appendingPathComponent("select"))
  }

  func testDebianPackageHoldsEachFileWhereDebianLooks() throws {
    let deb = try make("deb", needing: ["dpkg-deb"]).appendingPathComponent(try debName())
    let dpkgDeb = try ExternalTool("dpkg-deb")
    // No Depends: the binary is static.
    let fields = try dpkgDeb.run(["-f", deb.path, "Package", "Version", "Depends"])
    XCTAssertEqual(fields.stdout, "Package: select\nVersion: \(selectVersion)-1\n", fields.stderr)

    // `dpkg-deb -c` lines read "MODE OWNER SIZE DATE TIME PATH".
    let listing = try dpkgDeb.run(["-c", deb.path])
    XCTAssertEqual(listing.status, 0, listing.stderr)
    let files = listing.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true)
    }
    .filter { !$0[0].hasPrefix("d") }
    XCTAssertEqual(
      files.map { "\($0[0]) \($0[1]) \($0[5])" }.sorted(),
      packaged.map { "\($0.mode) root/root \($0.path)" }.sorted())

    // No maintainer script and no conffile: dpkg alone puts every file in
    // place, so `dpkg -r` takes every one away.
    let members = try ExternalTool("sh").run(
      ["-c", "dpkg-deb --ctrl-tarfile \"$1\" | tar -t", "sh", deb.path])
    XCTAssertEqual(members.stdout, "./\n./control\n./md5sums\n", members.stderr)
  }

  func testBinaryUnpackedFromThePackageRunsAndItsManPageReads() throws {
    let deb = try make("deb", needing: ["dpkg-deb"]).appendingPathComponent(try debName())
    let root = try TemporaryDirectory()
    let unpack = try ExternalTool("dpkg-deb").run(["-x", deb.path, root.url.path])
    XCTAssertEqual(unpack.status, 0, unpack.stderr)
    for file in packaged {
      guard let source = file.source else { continue }
      var data = try Data(contentsOf: root.url.appendingPathComponent(file.path))
      if file.path.hasSuffix(".gz") {
        data = Data(
          try ExternalTool("gzip").run(["-dc", root.url.appendingPathComponent(file.path).path])
            .stdout.utf8)
      }
      XCTAssertEqual(
        data, try Data(contentsOf: packageRoot.appendingPathComponent(source)), file.path)
    }
    let copyright = try String(
      contentsOf: root.url.appendingPathComponent("usr/share/doc/select/copyright"), encoding: .utf8
    )
    XCTAssertTrue(
      copyright.hasPrefix(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"),
      copyright)
    XCTAssertTrue(
      copyright.contains("Copyright: 2026 The select authors\nLicense: Expat\n"), copyright)

    try checkReleaseBinary(root.url.appendingPathComponent("usr/bin/select"))

    let man = try ExternalTool("man").run(
      ["-P", "cat", "-l", root.url.appendingPathComponent("usr/share/man/man1/select.1.gz").path],
      environment: [
        "MANWIDTH": "80", "LC_ALL": "C.UTF-8",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      ])
    XCTAssertEqual(man.status, 0, man.stderr)
    XCTAssertEqual(man.stderr, "")
    XCTAssertTrue(
      man.stdout.contains("select - choose items from a menu on the terminal"), man.stdout)
  }

  /// lintian reports no error and no warning, only the one tag the package
  /// overrides (shown, so a broken override would show as the error), once
  /// the warning that a first Debian revision closes no ITP bug is left out:
  /// this package is not an upload to Debian.
  func testLintianReportsNothing() throws {
    let lintian = try ExternalTool("lintian")
    let deb = try make("deb", needing: ["dpkg-deb"]).appendingPathComponent(try debName())
    let report = try lintian.run(
      [
        "--fail-on", "none", "--show-overrides",
        "--suppress-tags", "initial-upload-closes-no-bugs", deb.path,
      ], timeout: 300)
    XCTAssertEqual(report.status, 0, report.stdout + report.stderr)
    let tags = report.stdout.split(separator: "\n").filter { !$0.hasPrefix("N:") }
    XCTAssertEqual(tags, ["O: select: statically-linked-binary [usr/bin/select]"], report.stdout)
  }

  func testHomebrewFormulaBuildsThisVersionAndInstallsEveryFile() throws {
    let formula = try packageFile("packaging/homebrew/select.rb")
    XCTAssertTrue(
      formula.contains("tag: \"v\(selectVersion)\""), "the formula's tag is not v\(selectVersion)")
    for file in [
      "man/select.1", "completions/select.bash", "completions/_select", "completions/select.fish",
    ] {
      XCTAssertTrue(formula.contains("\"\(file)\""), "the formula does not install \(file)")
    }
  }

  /// What a command prints, without its final newline.
  private func output(of tool: String, _ arguments: [String]) throws -> String {
    let result = try ExternalTool(tool).run(arguments)
    XCTAssertEqual(result.status, 0, result.stderr)
    return String(result.stdout.dropLast())
  }

  /// The binary of a release: static, stripped, of this version, and
  /// working as a filter.
  private func checkReleaseBinary(_ binary: URL) throws {
    let select = ExternalTool(url: binary)
    let version = try select.run(["--version"])
    XCTAssertEqual(version.stdout, "select \(selectVersion)\n", version.stderr)
    let filter = try select.run(["--filter", "nan"], stdin: "apple\nbanana\ncherry\n")
    XCTAssertEqual(filter.stdout, "banana\n", filter.stderr)

    let readelf = try ExternalTool("readelf")
    let segments = try readelf.run(["-l", binary.path]).stdout
    XCTAssertFalse(segments.contains("INTERP"), "\(binary.path) asks for a dynamic loader")
    let sections = try readelf.run(["-S", binary.path]).stdout
    XCTAssertFalse(sections.contains(".symtab"), "\(binary.path) is not stripped")
  }
}

/// `make TARGET` ended with an error.
private struct MakeFailed: Error, CustomStringConvertible {
  var target: String
  var status: Int32
  var stderr: String

  var description: String { "make \(target) exited with \(status):\n\(stderr)" }
}
