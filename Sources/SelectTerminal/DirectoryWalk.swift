#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `--walk`: the paths under the current directory, as `WalkRules` decide.
///
/// The walk goes breadth first, so on a large tree the shallow paths a
/// user usually wants come first, and hands each path over as soon as its
/// directory is read: a picker fed from it shows results at once.
/// Directories are read in the order the file system lists them.
package struct DirectoryWalk: PathWalk {
  private let rules: WalkRules

  package init(_ rules: WalkRules) {
    self.rules = rules
  }

  /// Hands each offered path to `emit` until the walk ends or `emit`
  /// returns false. A path is valid only during its call.
  package func run(_ emit: (Bytes) throws -> Bool) throws {
    // Directories still to read, as paths relative to the top ("" is it).
    var pending: [[UInt8]] = rules.roots.isEmpty ? [[]] : rules.roots
    // With `follows`, each pending directory's ancestors (device and
    // inode), so that a link back up the tree is not walked round for ever
    // while a link elsewhere is walked as fzf walks it.
    var ancestors: [[DirectoryIdentity]] = rules.follows ? pending.map { _ in [] } : []
    var lineage: [DirectoryIdentity] = []
    var next = 0
    var path: [UInt8] = []
    path.reserveCapacity(4096)
    var opening: [CChar] = []
    while next < pending.count {
      let directory = pending[next]
      pending[next] = []
      if rules.follows {
        lineage = ancestors[next]
        ancestors[next] = []
      }
      next += 1
      if next >= 1024 && next * 2 >= pending.count {
        pending.removeFirst(next)
        if rules.follows { ancestors.removeFirst(next) }
        next = 0
      }
      opening.removeAll(keepingCapacity: true)
      if directory.isEmpty {
        opening.append(CChar(UInt8(ascii: ".")))
      } else {
        opening.append(contentsOf: directory.lazy.map { CChar(bitPattern: $0) })
      }
      opening.append(0)
      if rules.follows {
        guard let identity = DirectoryIdentity(opening), !lineage.contains(identity) else { continue }
        lineage.append(identity)
      }
      let finished = try forEachEntry(ofDirectory: opening, follows: rules.follows) { entry, kind in
        let name = Bytes(entry)
        if rules.passesOver(name) { return true }
        let (offers, enters) = rules.visit(kind)
        guard offers || enters else { return true }
        WalkRules.join(directory, name, into: &path)
        if enters {
          pending.append(path)
          if rules.follows { ancestors.append(lineage) }
        }
        guard offers else { return true }
        return try path.withUnsafeBufferPointer {
          try emit(Bytes(start: $0.baseAddress!, count: $0.count))
        }
      }
      if !finished { return }
    }
  }
}

/// A directory's device and inode, links followed.
private struct DirectoryIdentity: Hashable {
  let device: UInt64
  let inode: UInt64

  init?(_ path: [CChar]) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
