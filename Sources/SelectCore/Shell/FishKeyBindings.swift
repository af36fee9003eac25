/// fish: functions bound with `bind` in the default and insert modes (so
/// both the default and the vi key bindings have them), editing the line
/// with `commandline -i` and `-r` and ending with `commandline -f repaint`.
/// History is `history --null`, newest first and already without
/// duplicates. The options variables are split as fish words by `eval`.
let fishKeyBindings = #"""
  if status is-interactive
      # select(1) key bindings: Ctrl-T pastes paths, Ctrl-R a command from
      # history, Alt-C changes directory.
      function __select_ctrl_t
          set -l options --no-numbers --multi --print0 --remember "ctrl-t:$PWD"
          eval set -a options $SELECT_CTRL_T_OPTS
          set -l picked
          if test -n "$SELECT_CTRL_T_COMMAND"
              set picked (eval $SELECT_CTRL_T_COMMAND | command select $options | string split0)
          else
              set picked (command select --walk file,dir $options | string split0)
          end
          if set -q picked[1]
              commandline -i -- (string join ' ' -- (string escape -- $picked))' '
          end
          commandline -f repaint
      end

      function __select_ctrl_r
          set -l query (commandline | string collect)
          set -l options --no-numbers --read0 --print0 --query "$query" --remember history
          eval set -a options $SELECT_CTRL_R_OPTS
          set -l picked (history --null | command select $options | string split0)
          if set -q picked[1]
              commandline -r -- $picked
          end
          commandline -f repaint
      end

      function __select_alt_c
          set -l options --no-numbers --remember "alt-c:$PWD"
          eval set -a options $SELECT_ALT_C_OPTS
          set -l dir
          if test -n "$SELECT_ALT_C_COMMAND"
              set dir (eval $SELECT_ALT_C_COMMAND | command select $options | string collect)
          else
              set dir (command select --walk dir $options | string collect)
          end
          if test -n "$dir"
              # ./ keeps CDPATH out of a relative path.
              string match -q -- '/*' $dir; or set dir ./$dir
              cd -- $dir
          end
          commandline -f repaint
      end

      bind -M default \ct __select_ctrl_t
      bind -M default \cr __select_ctrl_r
      bind -M default \ec __select_alt_c
      bind -M insert \ct __select_ctrl_t
      bind -M insert \cr __select_ctrl_r
      bind -M insert \ec __select_alt_c
  end

  """#
