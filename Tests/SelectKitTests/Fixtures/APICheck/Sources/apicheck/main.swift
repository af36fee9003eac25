import APICheck
import SelectKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The snippet as a program runs it: on a terminal it asks; without one it
// says so at once and exits 2, as `select` does. Top-level code that
// catches `ChoiceError` by type and later awaits: Swift 6.3.1 crashed
// compiling this against asks declared `throws(ChoiceError)`.
do {
  let theme = try Theme.choose(current: .system)
  print("CHOSE \(theme)")
  print(try snippet(settings: AppSettings(), paths: ["Package.swift", "README.md"]))
} catch let error as ChoiceError {
  print("apicheck: \(error)")
  exit(error.exitCode)
}
let task = Task { try await confirm("Again?") }
_ = try await task.value
