#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Hands each entry of a directory to `body`, name and kind, until the end
/// or until `body` returns false; returns false when it stopped early.
///
/// `path` is NUL-terminated and relative to the current directory. The
/// directory is opened without following a link (`O_NOFOLLOW`) unless
/// `follows` (which also reports a link to a directory as one), and one
/// that cannot be opened or read simply has no entries: the walk passes
/// over it silently. The kind comes from `readdir(3)`'s `d_type`, or from
/// `fstatat(2)` (not following links) on file systems that leave it out.
func forEachEntry(
  ofDirectory path: UnsafePointer<CChar>, follows: Bool = false,
  _ body: (_ name: UnsafeBufferPointer<UInt8>, _ kind: WalkRules.EntryKind) throws -> Bool
) rethrows -> Bool {
  var fd: Int32
  repeat {
    fd = open(path, O_RDONLY | O_DIRECTORY | (follows ? 0 : O_NOFOLLOW) | O_CLOEXEC)
  } while fd < 0 && errno == EINTR
  guard fd >= 0 else { return true }
  guard let stream = fdopendir(fd) else {
    close(fd)
    return true
  }
  defer { closedir(stream) }
  let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
  while let entry = readdir(stream) {
    let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
    let kind: WalkRules.EntryKind
    switch Int(entry.pointee.d_type) {
    case Int(DT_DIR): kind = .directory
    case Int(DT_LNK) where follows:
      // fzf's `follow`: a link to a directory is walked into.
      var info = stat()
      let isDirectory = fstatat(dirfd(stream), name, &info, 0) == 0 && info.st_mode & S_IFMT == S_IFDIR
      kind = isDirectory ? .directory : .other
    case Int(DT_UNKNOWN):
      var info = stat()
      let isDirectory =
        fstatat(dirfd(stream), name, &info, follows ? 0 : AT_SYMLINK_NOFOLLOW) == 0
        && info.st_mode & S_IFMT == S_IFDIR
      kind = isDirectory ? .directory : .other
    default: kind = .other
    }
    if try !body(bytes, kind) { return false }
  }
  return true
}
