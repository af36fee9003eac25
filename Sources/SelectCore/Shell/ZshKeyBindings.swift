/// zsh: `zle -N` widgets that edit `LBUFFER` and `BUFFER`, bound in the
/// emacs, viins and vicmd keymaps, each ending with `zle reset-prompt`
/// (the picker drew below the prompt). History is `$history`, newest first,
/// `(u)` keeping each command's newest occurrence; Alt-C runs the `precmd`
/// hooks a prompt may depend on before drawing it again. Each widget sets
/// the few options it relies on locally, whatever the user's are.
///
/// `__select_setting NAME` is `$SELECT_NAME`, else fzf's `$FZF_NAME`. Tab
/// runs `__select_completion`, which completes a word that ends in the
/// trigger (`**`) with a picker and hands every other Tab to the widget
/// Tab had before.
let zshKeyBindings = #"""
  if [[ -o interactive ]]; then
    # select(1) key bindings: Ctrl-T pastes paths, Ctrl-R a command from
    # history, Alt-C changes directory.
    zmodload -F zsh/parameter p:history p:functions p:parameters 2>/dev/null

    __select_setting() {
      local own=SELECT_$1 fzf=FZF_$1
      print -rn -- "${(P)own:-${(P)fzf-}}"
    }

    __select_ctrl_t() {
      setopt localoptions noksharrays noshwordsplit noglobsubst
      local picked command=$(__select_setting CTRL_T_COMMAND)
      if [[ -n $command ]]; then
        picked=$(eval "$command" |
          eval 'command select --no-numbers --multi --print0 --remember "ctrl-t:$PWD" '"$(__select_setting CTRL_T_OPTS)")
      else
        picked=$(eval 'command select --no-numbers --walk file,dir --multi --print0 --remember "ctrl-t:$PWD" '"$(__select_setting CTRL_T_OPTS)")
      fi
      local -a paths=(${(0)picked})
      (( $#paths )) && LBUFFER+="${(j: :)${(@q)paths}} "
      zle reset-prompt
    }

    __select_ctrl_r() {
      setopt localoptions noksharrays noshwordsplit noglobsubst
      local picked
      if picked=$( (( $#history )) && print -rN -- ${(u)${(v)history}} |
        eval 'command select --no-numbers --read0 --query "$BUFFER" --remember history '"$(__select_setting CTRL_R_OPTS)"); then
        BUFFER=$picked
        CURSOR=$#BUFFER
      fi
      zle reset-prompt
    }

    __select_alt_c() {
      setopt localoptions noksharrays noshwordsplit noglobsubst
      local dir hook command=$(__select_setting ALT_C_COMMAND)
      if [[ -n $command ]]; then
        dir=$(eval "$command" | eval 'command select --no-numbers --remember "alt-c:$PWD" '"$(__select_setting ALT_C_OPTS)")
      else
        dir=$(eval 'command select --no-numbers --walk dir --remember "alt-c:$PWD" '"$(__select_setting ALT_C_OPTS)")
      fi
      # ./ keeps cdpath out of a relative path.
      [[ -n $dir && $dir != /* ]] && dir=./$dir
      if [[ -n $dir ]] && builtin cd -- "$dir"; then
        (( $+functions[precmd] )) && precmd
        for hook in $precmd_functions; do "$hook"; done
      fi
      zle reset-prompt
    }

    # Fuzzy completion: a word ending in the trigger (** unless
    # SELECT_COMPLETION_TRIGGER or FZF_COMPLETION_TRIGGER says otherwise)
    # is completed with a picker: process ids after kill, hosts after ssh,
    # parameter names after export and unset, directories after cd, pushd
    # and rmdir, paths after anything else.
    __select_completion() {
      setopt localoptions noksharrays noshwordsplit noglobsubst
      local trigger=$(__select_setting COMPLETION_TRIGGER)
      trigger=${trigger:-'**'}
      local word=${LBUFFER##*[[:space:]]}
      if [[ $word != *$trigger || -z $word ]]; then
        zle ${__select_default_completion:-expand-or-complete}
        return
      fi
      local -a words=(${(z)LBUFFER})
      local base=${word[1,-$(( ${#trigger} + 1 ))]} picked
      local options="--no-numbers --print0 $(__select_setting COMPLETION_OPTS)"
      case ${words[1]} in
        kill)
          picked=$(command ps -eo user,pid,ppid,start,time,command 2>/dev/null |
            eval 'command select --multi --header-lines 1 --accept-nth 2 --query "$base" '"$options") ;;
        ssh)
          picked=$(__select_hosts | eval 'command select --query "$base" '"$options") ;;
        export | unset)
          picked=$(print -rl -- ${(k)parameters} | eval 'command select --multi --query "$base" '"$options") ;;
        cd | pushd | rmdir)
          picked=$(__select_complete_path dir "$base" "$options") ;;
        *)
          picked=$(__select_complete_path file,dir "$base" "$options") ;;
      esac
      local -a chosen=(${(0)picked})
      (( $#chosen )) && LBUFFER="${LBUFFER[1,-$(( ${#word} + 1 ))]}${(j: :)${(@q)chosen}} "
      zle reset-prompt
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
        if [[ $dir == */* ]]; then dir=${dir%/*}/; else dir=; fi
      done
      query=${base:${#dir}}
      query=${query#/}
      [[ -n $dir ]] && prefix=${dir%/}/
      [[ $kind == dir ]] && hook=compgen_dir || hook=compgen_path
      {
        if (( $+functions[_select_$hook] )); then
          _select_$hook "${dir:-.}"
        elif (( $+functions[_fzf_$hook] )); then
          _fzf_$hook "${dir:-.}"
        else
          (builtin cd -- "${dir:-.}" && command select --walk "$kind" --filter '') |
            while IFS= read -r item; do print -r -- "$prefix$item"; done
        fi
      } 2>/dev/null | eval 'command select --multi --query "$query" '"$options"
    }

  \#(hostsFunction)

    zle -N __select_ctrl_t
    zle -N __select_ctrl_r
    zle -N __select_alt_c
    zle -N __select_completion
    if [[ -z ${__select_default_completion-} ]]; then
      __select_default_completion=${$(bindkey '^I')[2]}
      [[ $__select_default_completion == (undefined-key|__select_completion) ]] && __select_default_completion=expand-or-complete
    fi
    () {
      local keymap
      for keymap in emacs viins vicmd; do
        bindkey -M $keymap '^T' __select_ctrl_t
        bindkey -M $keymap '^R' __select_ctrl_r
        bindkey -M $keymap '\ec' __select_alt_c
      done
      for keymap in emacs viins; do
        bindkey -M $keymap '^I' __select_completion
      done
    }
  fi

  """#
