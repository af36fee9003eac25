/// bash: `bind -x` widgets that edit `READLINE_LINE` and `READLINE_POINT`,
/// bound in the emacs and both vi keymaps.
///
/// Alt-C is a macro of three steps, because bash expands its prompt only
/// for a new line: the first widget chooses, changes directory and puts
/// the line aside, leaving it empty; the second step accepts the empty
/// line (nothing runs, nothing enters the history, and the prompt is drawn
/// for the new directory); the third widget puts the line and the cursor
/// back. When nothing was chosen, the first widget rebinds the second step
/// to a redraw, so the line is never accepted.
///
/// History comes from `fc -lnr`, which starts every command with a tab and
/// a space (or a star, when edited) and every further line of it with
/// neither; awk turns that into whole commands, each once, NUL-terminated.
let bashKeyBindings = #"""
  if [[ $- == *i* ]]; then
    # select(1) key bindings: Ctrl-T pastes paths, Ctrl-R a command from
    # history, Alt-C changes directory.
    __select_paths() {
      local path
      if [[ -n ${SELECT_CTRL_T_COMMAND-} ]]; then
        eval "$SELECT_CTRL_T_COMMAND" |
          eval 'command select --no-numbers --multi --print0 --remember "ctrl-t:$PWD" '"${SELECT_CTRL_T_OPTS-}"
      else
        eval 'command select --no-numbers --walk file,dir --multi --print0 --remember "ctrl-t:$PWD" '"${SELECT_CTRL_T_OPTS-}"
      fi | while IFS= read -r -d '' path; do printf '%q ' "$path"; done
    }

    __select_ctrl_t() {
      local paths
      paths=$(__select_paths)
      [[ -n $paths ]] || return 0
      READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$paths${READLINE_LINE:READLINE_POINT}
      READLINE_POINT=$((READLINE_POINT + ${#paths}))
    }

    __select_history() (
      set +o posix
      builtin fc -lnr -2147483648 2>/dev/null |
        command awk '
          function emit() { if (!(command in seen)) { seen[command]; printf "%s%c", command, 0 } }
          /^\t[ *]/ { if (count++) emit(); command = substr($0, 3); next }
          { command = command "\n" $0 }
          END { if (count) emit() }'
    )

    __select_ctrl_r() {
      local picked
      picked=$(__select_history |
        eval 'command select --no-numbers --read0 --query "$READLINE_LINE" --remember history '"${SELECT_CTRL_R_OPTS-}") || return 0
      READLINE_LINE=$picked
      READLINE_POINT=${#picked}
    }

    __select_alt_c() {
      local dir keymap step=redraw-current-line
      if [[ -n ${SELECT_ALT_C_COMMAND-} ]]; then
        dir=$(eval "$SELECT_ALT_C_COMMAND" | eval 'command select --no-numbers --remember "alt-c:$PWD" '"${SELECT_ALT_C_OPTS-}")
      else
        dir=$(eval 'command select --no-numbers --walk dir --remember "alt-c:$PWD" '"${SELECT_ALT_C_OPTS-}")
      fi
      # ./ keeps CDPATH out of a relative path.
      [[ -n $dir && $dir != /* ]] && dir=./$dir
      if [[ -n $dir ]] && builtin cd -- "$dir"; then
        __select_line=$READLINE_LINE __select_point=$READLINE_POINT
        READLINE_LINE= READLINE_POINT=0
        step=accept-line
      fi
      for keymap in emacs-standard vi-insert vi-command; do
        bind -m "$keymap" '"\C-x\C-_2": '"$step"
      done
    }

    __select_alt_c_restore() {
      [[ -n ${__select_point-} ]] || return 0
      READLINE_LINE=$__select_line READLINE_POINT=$__select_point
      unset __select_line __select_point
    }

    for __select_keymap in emacs-standard vi-insert vi-command; do
      bind -m "$__select_keymap" -x '"\C-t": __select_ctrl_t'
      bind -m "$__select_keymap" -x '"\C-r": __select_ctrl_r'
      bind -m "$__select_keymap" -x '"\C-x\C-_1": __select_alt_c'
      bind -m "$__select_keymap" '"\C-x\C-_2": redraw-current-line'
      bind -m "$__select_keymap" -x '"\C-x\C-_3": __select_alt_c_restore'
      bind -m "$__select_keymap" '"\ec": "\C-x\C-_1\C-x\C-_2\C-x\C-_3"'
    done 2>/dev/null # an interactive bash without line editing (no tty) warns
    unset __select_keymap
  fi

  """#
