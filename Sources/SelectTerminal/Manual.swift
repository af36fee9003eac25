#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `--man`: the manual built into the binary (`manualPage`, equal to
/// man/select.1), whether or not a page is installed. With `man(1)` on
/// `PATH`, select is replaced by a shell that shows the page from a
/// temporary file with `man -l` and then removes the file; without one, the
/// page's source is written to standard output, as `fzf --man` does.
package func showManual(to output: StandardOutput) throws {
  guard let man = programOnPath("man") else {
    try output.write(manualPage)
    return
  }
  let files = try TemporaryFiles([Array(manualPage.utf8)], purpose: "the manual")
  let page = shellQuoted(files.paths[0])
  do {
    try replaceProcess(
      with: "\(shellQuoted(man)) -l \(page); status=$?; /bin/rm -f \(page); exit $status", input: 0,
      shell: ChildShell(words: ["/bin/sh", "-c"]), environment: [])
  } catch {
    files.remove()
    throw error
  }
}

/// The first executable `name` in a directory of `PATH`.
private func programOnPath(_ name: String) -> String? {
  let path = getenv("PATH").map { String(cString: $0) } ?? ""
  return path.split(separator: ":").lazy.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
}
