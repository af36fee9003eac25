import Foundation

/// What `/proc` says about processes: how tests check that nothing a
/// command started is left running.
package enum ProcessTable {
  /// The pids of the processes in process group `group` that are alive
  /// (zombies waiting for a parent to reap them do not count).
  package static func living(inGroup group: pid_t) -> [pid_t] {
    entries().filter { $0.group == group && $0.state != "Z" }.map(\.pid)
  }

  /// Whether `pid` is alive (not gone, not a zombie).
  package static func isAlive(_ pid: pid_t) -> Bool {
    entry(pid).map { $0.state != "Z" } ?? false
  }

  /// The living descendants of `pid`: its children, theirs, and so on.
  package static func livingDescendants(of pid: pid_t) -> [pid_t] {
    let all = entries().filter { $0.state != "Z" }
    var found: [pid_t] = []
    var parents: Set<pid_t> = [pid]
    while true {
      let next = all.filter { parents.contains($0.parent) && !found.contains($0.pid) }.map(\.pid)
      if next.isEmpty { return found }
      found += next
      parents = Set(next)
    }
  }

  private struct Entry {
    var pid: pid_t
    var state: Character
    var parent: pid_t
    var group: pid_t
  }

  private static func entries() -> [Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { pid_t($0) }.compactMap(entry)
  }

  /// `/proc/PID/stat`: "pid (comm) state ppid pgrp …"; comm may hold
  /// spaces and parentheses, so fields are counted after the last ')'.
  private static func entry(_ pid: pid_t) -> Entry? {
    guard let fields = statFields("/proc/\(pid)/stat"), fields.count > 3, let state = fields[0].first,
      let parent = pid_t(fields[1]), let group = pid_t(fields[2])
    else { return nil }
    return Entry(pid: pid, state: state, parent: parent, group: group)
  }

  /// The fields of a stat file after the command, the state first.
  private static func statFields(_ path: String) -> [Substring]? {
    guard let stat = try? String(contentsOfFile: path, encoding: .utf8), let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ")
  }

  /// The core the calling thread runs on: the 39th field of its stat.
  package static func currentCore() -> Int? {
    statFields("/proc/thread-self/stat").flatMap { $0.count > 36 ? Int($0[36]) : nil }
  }

  /// The cores the calling thread may run on, as /proc lists them ("0-3").
  package static func allowedCores() -> String? {
    let status = try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)
    let line = status?.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
    return line.map { $0.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces) }
  }
}
