/// The decisions of `--walk`: what it offers and where it goes, kept apart
/// from the system calls that read directories.
///
/// The walk offers paths relative to the current directory
/// (`src/main.swift`, no `./`), passes over hidden names (a leading dot, so
/// `.git` too) and never goes through a symbolic link: a link is offered as
/// a file, whatever it points to.
package struct WalkRules: Equatable, Sendable {
  /// What a directory entry is, as the file system reports it without
  /// following links.
  package enum EntryKind: Sendable {
    case directory
    /// A symbolic link, a regular file, a device, a socket, a FIFO.
    case other
  }

  /// fzf's `--walker`: hidden names offered and entered (but for those of
  /// `skipNames`), links followed.
  package var showsHidden = false
  /// Whether a link to a directory is entered (fzf's `follow`), each
  /// directory at most once.
  package var follows = false
  /// Names passed over wherever they are (`--walker-skip`).
  package var skipNames: [[UInt8]] = []
  /// Where the walk starts, as paths; the current directory when empty.
  package var roots: [[UInt8]] = []

  /// Whether files (everything that is not a directory) are offered.
  package let offersFiles: Bool
  /// Whether directories are offered.
  package let offersDirectories: Bool

  package init(offersFiles: Bool, offersDirectories: Bool) {
    self.offersFiles = offersFiles
    self.offersDirectories = offersDirectories
  }

  /// Parses `--walk`'s argument: `file`, `dir`, or both (`file,dir`).
  package init(parsing text: String) throws(SelectError) {
    var files = false
    var directories = false
    for kind in text.split(separator: ",", omittingEmptySubsequences: false) {
      switch kind {
      case "file": files = true
      case "dir": directories = true
      default: throw .usage("--walk takes file, dir or file,dir, not '\(text)'")
      }
    }
    self.init(offersFiles: files, offersDirectories: directories)
  }

  /// The rules of fzf's `--walker` options.
  package init(_ walker: WalkerOptions) {
    self.init(offersFiles: walker.files, offersDirectories: walker.directories)
    showsHidden = walker.hidden
    follows = walker.follows
    skipNames = walker.skip.map { Array($0.utf8) }
    roots = walker.roots.map { $0 == "." ? [] : Array($0.utf8) }
  }

  /// Whether the walk passes over an entry of this name: `.` and `..`,
  /// hidden names unless `showsHidden`, and `skipNames`.
  package func passesOver(_ name: Bytes) -> Bool {
    guard showsHidden || !skipNames.isEmpty else { return Self.skips(name) }
    if name.first == UInt8(ascii: ".") && (!showsHidden || name.count == 1 || name.count == 2 && name[1] == name[0]) {
      return true
    }
    return skipNames.contains { $0.elementsEqual(name) }
  }

  /// Whether the walk passes over an entry of this name: hidden names,
  /// which include `.git`, `.` and `..`.
  @inlinable
  package static func skips(_ name: Bytes) -> Bool {
    name.first == UInt8(ascii: ".")
  }

  /// Whether an entry of this kind is offered, and whether the walk goes
  /// into it.
  @inlinable
  package func visit(_ kind: EntryKind) -> (offers: Bool, enters: Bool) {
    switch kind {
    case .directory: (offersDirectories, true)
    case .other: (offersFiles, false)
    }
  }

  /// Writes the path of `name` inside `directory` to `path`: the name alone
  /// at the top (where `directory` is empty), else `directory/name`.
  @inlinable
  package static func join(
    _ directory: [UInt8], _ name: Bytes, into path: inout [UInt8]
  ) {
    path.removeAll(keepingCapacity: true)
    if !directory.isEmpty {
      path.append(contentsOf: directory)
      path.append(UInt8(ascii: "/"))
    }
    path.append(contentsOf: name)
  }
}
