/// The key bindings `select --init SHELL` prints after the reserved-word
/// setup, or nil for a shell it has none for.
///
/// Each is a real widget of its shell, in the manner of fzf's: Ctrl-T puts
/// the chosen paths at the cursor, each quoted for the shell; Ctrl-R puts a
/// command from the shell's own history on the line, replacing it; Alt-C
/// changes into a chosen directory and draws the prompt again. They run
/// `command select`, so the reserved word never gets in the way; cancelling
/// leaves the line and the cursor as they were. `SELECT_CTRL_T_COMMAND` and
/// `SELECT_ALT_C_COMMAND` replace the walk, `SELECT_CTRL_T_OPTS`,
/// `SELECT_CTRL_R_OPTS` and `SELECT_ALT_C_OPTS` add options (written as
/// words of that shell). They remember what was chosen (`--remember`):
/// Ctrl-T and Alt-C per directory (`ctrl-t:DIR`, `alt-c:DIR`), Ctrl-R once
/// for the shell's history (`history`); `--no-remember` in an options
/// variable turns that off. The man page's SHELL INTEGRATION section is the
/// user's reference.
package func shellKeyBindings(for shell: String) -> String? {
  switch shell {
  case "bash": bashKeyBindings
  case "zsh": zshKeyBindings
  case "fish": fishKeyBindings
  default: nil
  }
}

/// `__select_hosts`, the same in bash and zsh: the hosts `ssh **` offers,
/// each once, from `~/.ssh/config` (no pattern), `~/.ssh/known_hosts` (no
/// hashed or marked line) and `/etc/hosts`.
let hostsFunction = #"""
    __select_hosts() {
      {
        command awk 'tolower($1) == "host" { for (i = 2; i <= NF; i++) if ($i !~ /[*?!]/) print $i }' ~/.ssh/config
        command awk '!/^[#@|]/ && NF { n = split($1, h, ","); for (i = 1; i <= n; i++) { sub(/^\[/, "", h[i]); sub(/\](:[0-9]+)?$/, "", h[i]); print h[i] } }' ~/.ssh/known_hosts
        command awk '!/^#/ { for (i = 2; i <= NF && $i !~ /^#/; i++) print $i }' /etc/hosts
      } 2>/dev/null | command awk 'NF && !seen[$0]++'
    }
  """#
