import APICheck
import SelectKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The snippet as a program runs it: on a terminal it asks; without one it
// says so at once and exits 2, as `select` does.
do {
  print(try snippet(settings: AppSettings(), paths: ["Package.swift", "README.md"]))
} catch {
  print("apicheck: \(error)")
  exit(error as? ChoiceError == .cancelled ? 130 : 2)
}
