import SelectCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One memory's file (`--remember NAME`, MEMORY in select(1)): read when a
/// run begins, written when a choice is made.
///
/// The files live in `$XDG_STATE_HOME/select/` (`~/.local/state/select/`),
/// the folder mode 0700, each file 0600, named by a keyed hash of NAME
/// under the folder's own random key (the file `key`), so that a NAME
/// holding a path leaves none behind. A choice is written under an
/// advisory lock (`flock(2)` on the file `lock`): the file is read again,
/// the choice added, and the result written to a temporary file renamed
/// over the old one, so concurrent selects lose no choice and a reader
/// never sees half a file. Whatever goes wrong costs one line on stderr
/// and the memory, never the choice.
package final class MemoryFile {
  /// The name given to `--remember`, for messages.
  package let name: String
  /// The most items kept (`--remember-size`).
  package let capacity: Int
  private let folder: String
  private var hasComplained = false

  /// The memory of `name` in `folder` (`MemoryFile.folder()` by default).
  package init(name: String, capacity: Int, folder: String? = nil) {
    self.name = name
    self.capacity = capacity
    self.folder = folder ?? Self.folder()
  }

  /// `$XDG_STATE_HOME/select`, or `~/.local/state/select` when it is
  /// unset or not absolute (as the XDG base directory spec says).
  package static func folder() -> String {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/select" }
    return (environment("HOME") ?? "") + "/.local/state/select"
  }

  /// Seconds since 1970, as memory reckons frecency.
  package static func now() -> UInt32 {
    UInt32(clamping: time(nil))
  }

  /// The memory as it is on disk: empty when there is none yet, nil (said
  /// once on stderr) when it is damaged or cannot be read.
  package func load() -> Memory? {
    guard let path = path(creating: false) else { return Memory(key: SipKey(k0: 0, k1: 0)) }
    switch readWhole(path) {
    case .missing: return Memory(key: SipKey(k0: 0, k1: 0))
    case .failed(let code):
      complain("cannot read the memory '\(name)' (\(errorText(code))); ranking without it")
      return nil
    case .read(let bytes):
      guard let memory = Memory(decoding: bytes) else {
        complain(
          "the memory '\(name)' is damaged; ranking without it (the next choice replaces it)")
        return nil
      }
      return memory
    }
  }

  /// The memory rankings lift by, knowing items by `identity`: nil when
  /// nothing is remembered yet or it cannot be read (said once).
  package func ranking(identity: ItemIdentity) -> MemoryRanking? {
    guard let memory = load(), !memory.entries.isEmpty else { return nil }
    return MemoryRanking(memory: memory, identity: identity, now: Self.now())
  }

  /// Remembers `choices`, made with `query`, knowing items by `identity`.
  package func record(_ choices: Choices, query: String, identity: ItemIdentity) {
    let scratch = ScratchBytes()
    var identities: [[UInt8]] = []
    choices.forEach { item, _ in
      identities.append(
        identity.withIdentity(of: item.value, scratch: scratch) { Array($0) })
    }
    record(identities, query: query)
  }

  /// Remembers that the items of `identities` were chosen with `query`.
  package func record(_ identities: [[UInt8]], query: String) {
    guard !identities.isEmpty else { return }
    update { memory in
      for identity in identities {
        identity.withBytes {
          memory.record($0, query: query, now: Self.now(), capacity: capacity)
        }
      }
    }
  }

  /// Forgets everything (`--forget`): removes the file.
  package func forget() throws(SelectError) {
    guard let path = path(creating: false) else { return }
    if unlink(path) != 0 && errno != ENOENT {
      throw .unreadableInput("cannot forget the memory '\(name)': \(errorText(errno))")
    }
  }

  /// Reads the file again under the lock, changes it and writes it back.
  private func update(_ change: (inout Memory) -> Void) {
    guard let path = path(creating: true) else { return }
    let lock = systemOpenCreating(folder + "/lock", O_RDWR)
    guard lock >= 0 else { return complain(unwritable(errno)) }
    defer { systemClose(lock) }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { return complain(unwritable(errno)) }
    }
    var memory: Memory
    switch readWhole(path) {
    case .read(let bytes): memory = Memory(decoding: bytes) ?? Memory(key: randomKey())
    case .missing, .failed: memory = Memory(key: randomKey())
    }
    change(&memory)
    let temporary = path + ".\(getpid()).tmp"
    let fd = systemOpenCreating(temporary, O_WRONLY | O_TRUNC)
    guard fd >= 0 else { return complain(unwritable(errno)) }
    // Not fsync(2)ed: the rename is atomic for every reader, and a memory
    // is not worth the wait (the shell widgets wait for select to end, and
    // keys typed meanwhile must not be lost to a slow disk).
    let written = systemWriteAll(fd, memory.encoded())
    systemClose(fd)
    guard written == 0, rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      return complain(unwritable(code))
    }
  }

  private func unwritable(_ code: Int32) -> String {
    "cannot write the memory '\(name)' (\(errorText(code))); the choice is not remembered"
  }

  /// The file's path; creates the folder (0700) and its key first when
  /// `creating`. Nil, said on stderr, when the folder cannot be made or
  /// its key read; without `creating`, nil when there is no key yet.
  private func path(creating: Bool) -> String? {
    if creating {
      var made = ""
      for part in folder.split(separator: "/") {
        made += "/" + part
        if mkdir(made, 0o700) != 0 && errno != EEXIST { return complainNil(unwritable(errno)) }
      }
    }
    let keyPath = folder + "/key"
    let key: SipKey
    switch readWhole(keyPath) {
    case .read(let bytes) where bytes.count == 16: key = SipKey(bytes: bytes)
    case .missing where creating:
      guard let made = makeKey(at: keyPath, replacing: false) else { return nil }
      key = made
    case .read where creating:
      // What was remembered under the damaged key cannot be found again;
      // a new key lets this choice and the next be remembered.
      guard let made = makeKey(at: keyPath, replacing: true) else { return nil }
      complain("the memories' key \(keyPath) was damaged and is replaced; what was remembered is forgotten")
      key = made
    case .missing: return nil
    case .failed(let code):
      return complainNil(
        "cannot read the memory '\(name)' (\(errorText(code))); ranking without it")
    case .read:
      return complainNil(
        "the memories' key \(keyPath) is damaged; ranking without memory (the next choice replaces it)")
    }
    let hash = key.hash(Array(name.utf8))
    return folder + "/" + hexadecimal(hash)
  }

  /// A new key, written whole under another name, then put in place: a
  /// select reading the key never sees part of it. In place of none
  /// (`replacing` false) it is linked, and of two making it one wins, the
  /// other taking the winner's; in place of a damaged one it is renamed
  /// over it.
  private func makeKey(at keyPath: String, replacing: Bool) -> SipKey? {
    let key = randomKey()
    let temporary = keyPath + ".\(getpid()).tmp"
    let fd = systemOpenCreating(temporary, O_WRONLY | O_TRUNC)
    guard fd >= 0 else { return complainNil(unwritable(errno)) }
    let written = systemWriteAll(fd, key.bytes)
    systemClose(fd)
    if replacing {
      let renamed = written == 0 ? rename(temporary, keyPath) : -1
      let code = written != 0 ? written : errno
      guard renamed == 0 else {
        unlink(temporary)
        return complainNil(unwritable(code))
      }
      return key
    }
    let linked = written == 0 ? link(temporary, keyPath) : -1
    let code = written != 0 ? written : errno
    unlink(temporary)
    guard linked != 0 else { return key }
    guard code == EEXIST, case .read(let bytes) = readWhole(keyPath), bytes.count == 16 else {
      return complainNil(unwritable(code))
    }
    return SipKey(bytes: bytes)
  }

  private func complain(_ message: String) {
    guard !hasComplained else { return }
    hasComplained = true
    reportError(message)
  }

  private func complainNil<Value>(_ message: String) -> Value? {
    complain(message)
    return nil
  }
}

/// 16 bytes from `/dev/urandom`, as a key; the clock and the process id
/// when it cannot be read (a memory with a weak key still works).
func randomKey() -> SipKey {
  var bytes = [UInt8](repeating: 0, count: 16)
  let fd = systemOpen("/dev/urandom", O_RDONLY)
  var got = 0
  if fd >= 0 {
    got = bytes.withUnsafeMutableBytes { systemRead(fd, $0) }
    systemClose(fd)
  }
  guard got == 16 else {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return SipKey(
      k0: UInt64(bitPattern: Int64(now.tv_nsec)) ^ UInt64(getpid()), k1: UInt64(now.tv_sec))
  }
  return SipKey(bytes: bytes)
}

private func hexadecimal(_ value: UInt64) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}

/// `systemOpen` creating the file with mode 0600 if need be.
private func systemOpenCreating(_ path: String, _ flags: Int32) -> Int32 {
  systemOpen(path, flags | O_CREAT, mode: 0o600)
}
