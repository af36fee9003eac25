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
  if [[ $attached && $prev == --multi ]]; then
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
      COMPREPLY=($(compgen -P "$prefix" -W 'length begin end index' -- "$cur"))
      return
      ;;
    --layout)
      COMPREPLY=($(compgen -P "$prefix" -W 'top-down bottom-up' -- "$cur"))
      return
      ;;
    --init)
      COMPREPLY=($(compgen -P "$prefix" -W 'bash zsh fish' -- "$cur"))
      return
      ;;
    --tty)
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -P "$prefix" -f -- "$cur"))
      return
      ;;
    -d | --delimiter | --with-nth | --accept-nth | --nth | --header-lines | --range | --toggle | \
      -p | --pick | -f | --filter | -q | --query | --timeout | --height | \
      --selected | --header | --prompt | --limit | --sections | --print | --expect | \
      --preview | --preview-window | --bind)
      COMPREPLY=()
      return
      ;;
  esac

  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W '
      -0 --read0 --enum --enums --walk -d --delimiter --with-nth --accept-nth
      --nth --ansi --header-lines --tac --range --checklist --toggle
      -p --pick -f --filter -l --list -q --query -e --exact --no-sort
      --tiebreak -1 --select-1 --exit-0 --timeout --plain --tty --height
      --full-screen --layout --border --cycle --selected --header --prompt
      -m --multi --limit --sections --order
      --print --print0 --print-query --expect --color
      --preview --preview-window --bind
      --mouse --no-mouse --no-clear --tmux --popup
      --init -h --help -V --version' -- "$cur"))
    return
  fi

  # Words on the command line are the items; file names are a fair guess.
  compopt -o filenames 2>/dev/null
  COMPREPLY=($(compgen -f -- "$cur"))
}

complete -F _select select
