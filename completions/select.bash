# bash completion for select(1)
#
# Hand-written; a test holds it to the option table in
# Sources/SelectCore/Options/OptionTable.swift.

_select() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  local prev=
  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}

  # COMP_WORDBREAKS usually splits --enum=co into "--enum" "=" "co"; when
  # it does not, the prefix "--enum=" has to be put back on each answer.
  local attached= prefix=
  if [[ $cur == = ]]; then
    cur= attached=1
  elif [[ $prev == = && COMP_CWORD -gt 1 ]]; then
    prev=${COMP_WORDS[COMP_CWORD - 2]} attached=1
  elif [[ $cur == --*=* ]]; then
    prev=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=} attached=1
  fi
  if [[ $attached && ( $prev == --multi || $prev == --listen || $prev == --listen-unsafe || $prev == --scrollbar || $prev == --gap || $prev == --gap-line || $prev == --input-border ) ]]; then
    COMPREPLY=()
    return
  fi

  case $prev in
    --enum)
      COMPREPLY=($(compgen -P "$prefix" -W 'colour color answer weekday month signal' -- "$cur"))
      return
      ;;
    --color)
      COMPREPLY=($(compgen -P "$prefix" -W 'auto always never' -- "$cur"))
      return
      ;;
    --order)
      COMPREPLY=($(compgen -P "$prefix" -W 'source selection' -- "$cur"))
      return
      ;;
    --walk)
      COMPREPLY=($(compgen -P "$prefix" -W 'file dir file,dir' -- "$cur"))
      return
      ;;
    --tiebreak)
      COMPREPLY=($(compgen -P "$prefix" -W 'length chunk pathname begin end index' -- "$cur"))
      return
      ;;
    --layout)
      COMPREPLY=($(compgen -P "$prefix" -W 'top-down bottom-up reverse-list default reverse' -- "$cur"))
      return
      ;;
    --scheme)
      COMPREPLY=($(compgen -P "$prefix" -W 'default path history' -- "$cur"))
      return
      ;;
    --algo)
      COMPREPLY=($(compgen -P "$prefix" -W 'v1 v2' -- "$cur"))
      return
      ;;
    --walker)
      COMPREPLY=($(compgen -P "$prefix" -W 'file dir follow hidden file,follow,hidden' -- "$cur"))
      return
      ;;
    --init)
      COMPREPLY=($(compgen -P "$prefix" -W 'bash zsh fish' -- "$cur"))
      return
      ;;
    --remember | --remember-size | --id-nth)
      COMPREPLY=()
      return
      ;;
    --style)
      COMPREPLY=($(compgen -P "$prefix" -W 'default minimal full' -- "$cur"))
      return
      ;;
    --input-border)
      COMPREPLY=($(compgen -P "$prefix" -W 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -- "$cur"))
      return
      ;;
    --list-border)
      COMPREPLY=($(compgen -P "$prefix" -W 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -- "$cur"))
      return
      ;;
    --header-border)
      COMPREPLY=($(compgen -P "$prefix" -W 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none inline' -- "$cur"))
      return
      ;;
    --footer-border)
      COMPREPLY=($(compgen -P "$prefix" -W 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none inline' -- "$cur"))
      return
      ;;
    --header-lines-border)
      COMPREPLY=($(compgen -P "$prefix" -W 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none inline' -- "$cur"))
      return
      ;;
    --preview-border)
      COMPREPLY=($(compgen -P "$prefix" -W 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -- "$cur"))
      return
      ;;
    --border)
      COMPREPLY=($(compgen -P "$prefix" -W 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -- "$cur"))
      return
      ;;
    --info)
      COMPREPLY=($(compgen -P "$prefix" -W 'default right hidden inline inline-right' -- "$cur"))
      return
      ;;
    --border-label | --border-label-pos | --margin | --padding | --separator | --pointer | \
      --marker | --gutter | --ghost | --footer | --ellipsis | --tabstop | \
      --info-command | \
      --gutter-raw | \
      --marker-multi-line | \
      --wrap-sign | --preview-wrap-sign | \
      --preview-label-pos | \
      --footer-label-pos | \
      --header-label-pos | \
      --list-label-pos | \
      --input-label-pos | \
      --preview-label | \
      --footer-label | \
      --header-label | \
      --list-label | \
      --input-label | \
      --hscroll-off | --scroll-off | --freeze-left | --freeze-right)
      COMPREPLY=()
      return
      ;;
    --tty | --tty-default | --history | --walker-root)
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -P "$prefix" -f -- "$cur"))
      return
      ;;
    -d | --delimiter | --with-nth | --accept-nth | --nth | --header-lines | --range | --toggle | \
      -p | --pick | -f | --filter | -q | --query | --timeout | --height | \
      --selected | --header | --prompt | --limit | --sections | --print | --expect | \
      --preview | --preview-window | --bind | --with-shell | \
      --tail | --min-height | --jump-labels | --history-size | --walker-skip | --threads | --bench)
      COMPREPLY=()
      return
      ;;
  esac

  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W '
      --read0 --enum --enums --walk -d --delimiter --with-nth --accept-nth
      -n --nth --ansi --header-lines --tac --range --checklist --toggle
      -p --pick -f --filter -l --list -q --query -e --exact --no-sort
      --tiebreak -1 --select-1 -0 --exit-0 --timeout --plain --tty --height
      --full-screen --layout --border --cycle --selected --header --prompt
      -m --multi --limit --sections --order
      --print --print0 --json --print-query --expect --color
      --preview --preview-window --bind --with-shell --listen --listen-unsafe
      -x --extended -i --ignore-case --smart-case --literal --scheme
      --algo --disabled --tail --sync --track --jump-labels --history
      --history-size --walker --walker-root --walker-skip --threads
      --bench --filepath-word --ambidouble --no-unicode --no-tty-default
      --man --no-ambidouble --no-filepath-word --no-extended --no-exact
      --no-ignore-case --sort --no-multi --no-select-1 --no-exit-0
      --no-literal --enabled --no-phony --phony --no-tail --no-sync
      --async --no-track --no-tac --no-ansi --no-cycle --no-read0
      --no-print0 --no-print-query --no-expect --no-header
      --no-header-lines --no-preview --no-height --no-history --unicode
      --reverse --no-reverse --bash --zsh --fish --nushell --tty-default
      --no-border --no-border-label --no-margin --no-padding --no-info-command --no-gap
      --no-footer --no-header-first --no-highlight-line --no-keep-right --no-raw --no-wrap
      --no-wrap-word --no-input-border --no-list-border --no-header-border --no-footer-border --no-header-lines-border
      --no-preview-border --no-input-label --no-list-label --no-header-label --no-footer-label --no-preview-label
      --no-id-nth --no-listen --no-tmux --no-popup --no-info --wrap-word
      --no-color --no-256 --black --no-black
      --no-numbers
      --remember --no-remember --forget --remember-size --id-nth
      --border-label --border-label-pos --margin --padding --info
      --separator --no-separator --scrollbar --no-scrollbar --pointer --marker
      --gutter --ghost --footer --header-first --highlight-line --accessible --no-bold
      --ellipsis --no-input --gap --gap-line --no-gap-line
      --tabstop
      --keep-right
      --no-hscroll
      --hscroll-off
      --scroll-off
      --freeze-left
      --freeze-right
      --style
      --input-border
      --list-border
      --header-border
      --footer-border
      --preview-border
      --header-lines-border
      --input-label
      --list-label
      --header-label
      --footer-label
      --preview-label
      --input-label-pos
      --list-label-pos
      --header-label-pos
      --footer-label-pos
      --preview-label-pos
      --wrap
      --wrap-sign
      --preview-wrap-sign
      --multi-line
      --no-multi-line
      --marker-multi-line
      --raw
      --gutter-raw
      --info-command
      --min-height
      --mouse --no-mouse --no-clear --tmux --popup
      --init -h --help -V --version' -- "$cur"))
    return
  fi

  # Words on the command line are the items; file names are a fair guess.
  compopt -o filenames 2>/dev/null
  COMPREPLY=($(compgen -f -- "$cur"))
}

complete -F _select select
