/// zsh: `zle -N` widgets that edit `LBUFFER` and `BUFFER`, bound in the
/// emacs, viins and vicmd keymaps, each ending with `zle reset-prompt`
/// (the picker drew below the prompt). History is `$history`, newest first,
/// `(u)` keeping each command's newest occurrence; Alt-C runs the `precmd`
/// hooks a prompt may depend on before drawing it again. Each widget sets
/// the few options it relies on locally, whatever the user's are.
let zshKeyBindings = #"""
  if [[ -o interactive ]]; then
    # select(1) key bindings: Ctrl-T pastes paths, Ctrl-R a command from
    # history, Alt-C changes directory.
    zmodload -F zsh/parameter p:history p:functions 2>/dev/null

    __select_ctrl_t() {
      setopt localoptions noksharrays noshwordsplit noglobsubst
      local picked
      if [[ -n ${SELECT_CTRL_T_COMMAND-} ]]; then
        picked=$(eval "$SELECT_CTRL_T_COMMAND" |
          eval 'command select --no-numbers --multi --print0 --remember "ctrl-t:$PWD" '"${SELECT_CTRL_T_OPTS-}")
      else
        picked=$(eval 'command select --no-numbers --walk file,dir --multi --print0 --remember "ctrl-t:$PWD" '"${SELECT_CTRL_T_OPTS-}")
      fi
      local -a paths=(${(0)picked})
      (( $#paths )) && LBUFFER+="${(j: :)${(@q)paths}} "
      zle reset-prompt
    }

    __select_ctrl_r() {
      setopt localoptions noksharrays noshwordsplit noglobsubst
      local picked
      if picked=$( (( $#history )) && print -rN -- ${(u)${(v)history}} |
        eval 'command select --no-numbers --read0 --query "$BUFFER" --remember history '"${SELECT_CTRL_R_OPTS-}"); then
        BUFFER=$picked
        CURSOR=$#BUFFER
      fi
      zle reset-prompt
    }

    __select_alt_c() {
      setopt localoptions noksharrays noshwordsplit noglobsubst
      local dir hook
      if [[ -n ${SELECT_ALT_C_COMMAND-} ]]; then
        dir=$(eval "$SELECT_ALT_C_COMMAND" | eval 'command select --no-numbers --remember "alt-c:$PWD" '"${SELECT_ALT_C_OPTS-}")
      else
        dir=$(eval 'command select --no-numbers --walk dir --remember "alt-c:$PWD" '"${SELECT_ALT_C_OPTS-}")
      fi
      # ./ keeps cdpath out of a relative path.
      [[ -n $dir && $dir != /* ]] && dir=./$dir
      if [[ -n $dir ]] && builtin cd -- "$dir"; then
        (( $+functions[precmd] )) && precmd
        for hook in $precmd_functions; do "$hook"; done
      fi
      zle reset-prompt
    }

    zle -N __select_ctrl_t
    zle -N __select_ctrl_r
    zle -N __select_alt_c
    () {
      local keymap
      for keymap in emacs viins vicmd; do
        bindkey -M $keymap '^T' __select_ctrl_t
        bindkey -M $keymap '^R' __select_ctrl_r
        bindkey -M $keymap '\ec' __select_alt_c
      done
    }
  fi

  """#
