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
///
/// `__select_setting NAME` is `$SELECT_NAME`, else fzf's `$FZF_NAME`.
///
/// Tab is a macro of two steps, as Alt-C is: the first widget completes a
/// word that ends in the trigger (`**`) with a picker and binds the second
/// step to a redraw, or else binds it to bash's own `complete`, so every
/// other Tab completes as before.
let bashKeyBindings = #"""
  if [[ $- == *i* ]]; then
    # select(1) key bindings: Ctrl-T pastes paths, Ctrl-R a command from
    # history, Alt-C changes directory.
    __select_setting() {
      local own=SELECT_$1 fzf=FZF_$1
      printf '%s' "${!own:-${!fzf-}}"
    }

    __select_paths() {
      local path command
      command=$(__select_setting CTRL_T_COMMAND)
      if [[ -n $command ]]; then
        eval "$command" |
          eval 'command select --no-numbers --multi --print0 --remember "ctrl-t:$PWD" '"$(__select_setting CTRL_T_OPTS)"
      else
        eval 'command select --no-numbers --walk file,dir --multi --print0 --remember "ctrl-t:$PWD" '"$(__select_setting CTRL_T_OPTS)"
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
        eval 'command select --no-numbers --read0 --query "$READLINE_LINE" --remember history '"$(__select_setting CTRL_R_OPTS)") || return 0
      READLINE_LINE=$picked
      READLINE_POINT=${#picked}
    }

    __select_alt_c() {
      local dir keymap step=redraw-current-line command
      command=$(__select_setting ALT_C_COMMAND)
      if [[ -n $command ]]; then
        dir=$(eval "$command" | eval 'command select --no-numbers --remember "alt-c:$PWD" '"$(__select_setting ALT_C_OPTS)")
      else
        dir=$(eval 'command select --no-numbers --walk dir --remember "alt-c:$PWD" '"$(__select_setting ALT_C_OPTS)")
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

    # Fuzzy completion: a word ending in the trigger (** unless
    # SELECT_COMPLETION_TRIGGER or FZF_COMPLETION_TRIGGER says otherwise)
    # is completed with a picker: process ids after kill, hosts after ssh,
    # variable names after export and unset, directories after cd, pushd
    # and rmdir, paths after anything else.
    __select_complete() {
      local trigger before word command base dir query picked item step=complete keymap
      local -a words
      trigger=$(__select_setting COMPLETION_TRIGGER)
      trigger=${trigger:-'**'}
      before=${READLINE_LINE:0:READLINE_POINT}
      word=${before##*[[:space:]]}
      if [[ $word == *"$trigger" ]]; then
        step=redraw-current-line
        read -ra words <<< "$before"
        command=${words[0]-}
        base=${word:0:${#word}-${#trigger}}
        picked=$(__select_complete_word "$command" "$base")
        if [[ -n $picked ]]; then
          READLINE_LINE=${before:0:${#before}-${#word}}$picked${READLINE_LINE:READLINE_POINT}
          READLINE_POINT=$((${#before} - ${#word} + ${#picked}))
        fi
      fi
      for keymap in emacs-standard vi-insert; do
        bind -m "$keymap" '"\C-x\C-_5": '"$step"
      done
    }

    # The completion of the word BASE (what came before the trigger) after
    # COMMAND, quoted for the shell and followed by a space; nothing when
    # nothing was chosen.
    __select_complete_word() {
      local options item
      options="--no-numbers --print0 $(__select_setting COMPLETION_OPTS)"
      case $1 in
        kill)
          command ps -eo user,pid,ppid,start,time,command 2>/dev/null |
            eval 'command select --multi --header-lines 1 --accept-nth 2 --query "$2" '"$options" ;;
        ssh)
          __select_hosts | eval 'command select --query "$2" '"$options" ;;
        export | unset)
          compgen -v | eval 'command select --multi --query "$2" '"$options" ;;
        cd | pushd | rmdir)
          __select_complete_path dir "$2" "$options" ;;
        *)
          __select_complete_path file,dir "$2" "$options" ;;
      esac | while IFS= read -r -d '' item; do printf '%q ' "$item"; done
    }

    # Paths under the directory BASE names, or under the one it is in with
    # the rest as the query (~ expanded): from _select_compgen_path or
    # _fzf_compgen_path (…_dir for directories) when defined, else the walk.
    __select_complete_path() {
      local kind=$1 base=$2 options=$3 dir query hook item prefix
      [[ $base == '~' || $base == '~/'* ]] && base=$HOME${base:1}
      dir=$base
      while [[ -n $dir && ! -d $dir ]]; do
        dir=${dir%/}
        [[ $dir == */* ]] && dir=${dir%/*}/ || dir=
      done
      query=${base:${#dir}}
      query=${query#/}
      [[ -n $dir ]] && prefix=${dir%/}/
      [[ $kind == dir ]] && hook=compgen_dir || hook=compgen_path
      if declare -F "_select_$hook" >/dev/null; then
        "_select_$hook" "${dir:-.}"
      elif declare -F "_fzf_$hook" >/dev/null; then
        "_fzf_$hook" "${dir:-.}"
      else
        (builtin cd -- "${dir:-.}" && command select --walk "$kind" --filter '') |
          while IFS= read -r item; do printf '%s\n' "${prefix-}$item"; done
      fi 2>/dev/null | eval 'command select --multi --query "$query" '"$options"
    }

  \#(hostsFunction)

    for __select_keymap in emacs-standard vi-insert; do
      bind -m "$__select_keymap" -x '"\C-x\C-_4": __select_complete'
      bind -m "$__select_keymap" '"\C-x\C-_5": complete'
      bind -m "$__select_keymap" '"\t": "\C-x\C-_4\C-x\C-_5"'
    done 2>/dev/null

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
