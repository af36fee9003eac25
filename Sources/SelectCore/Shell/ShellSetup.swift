/// The script `select --init SHELL` prints, or nil for a shell it does not
/// know: the reserved-word setup, then the key bindings
/// (`shellKeyBindings(for:)`).
///
/// `select` is a reserved word in bash and zsh, so `ls | select` is a syntax
/// error there until this is evaluated in an interactive shell:
/// `eval "$(command select --init bash)"` in `~/.bashrc`, or the same with
/// `zsh` in `~/.zshrc`; fish takes `command select --init fish | source` in
/// `config.fish`. Scripts should write `command select` instead.
package func shellSetup(for shell: String) -> String? {
  guard let reservedWord = reservedWordSetup(for: shell), let keys = shellKeyBindings(for: shell)
  else { return nil }
  return reservedWord + keys
}

/// What makes `ls | select` run the program in an interactive shell.
private func reservedWordSetup(for shell: String) -> String? {
  switch shell {
  case "bash":
    // Bash looks a command word up as an alias before it checks for a
    // reserved word, and interactive shells expand aliases; bash cannot
    // disable a reserved word. Bash 5.2 parses `$(...)` without aliases, so
    // a command substitution still needs `command select`.
    """
    # select(1): let `ls | select` run the command, not the select loop.
    alias select='command select'

    """
  case "zsh":
    // zsh can switch a reserved word off; `select` then names the command
    // everywhere, `$(...)` included.
    """
    # select(1): let `ls | select` run the command, not the select loop.
    disable -r select

    """
  case "fish":
    // fish has no `select` keyword: `ls | select` already runs the command.
    ""
  default:
    nil
  }
}

/// The shells `--init` knows, as its message names them.
package let setupShells = ["bash", "zsh", "fish"]
