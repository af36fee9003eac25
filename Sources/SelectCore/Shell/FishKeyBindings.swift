/// fish: functions bound with `bind` in the default and insert modes (so
/// both the default and the vi key bindings have them), editing the line
/// with `commandline -i` and `-r` and ending with `commandline -f repaint`.
/// History is `history --null`, newest first and already without
/// duplicates. The options variables are split as fish words by `eval`;
/// `__select_setting NAME` is `$SELECT_NAME`, else fzf's `$FZF_NAME`.
let fishKeyBindings = #"""
  if status is-interactive
      # select(1) key bindings: Ctrl-T pastes paths, Ctrl-R a command from
      # history, Alt-C changes directory.
      function __select_setting
          set -l own SELECT_$argv[1]
          set -l fzf FZF_$argv[1]
          if test -n "$$own"
              echo $$own
          else
              echo $$fzf
          end
      end

      function __select_ctrl_t
          set -l options --no-numbers --multi --print0 --remember "ctrl-t:$PWD"
          eval set -a options (__select_setting CTRL_T_OPTS)
          set -l command (__select_setting CTRL_T_COMMAND)
          set -l picked
          if test -n "$command"
              set picked (eval $command | command select $options | string split0)
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
          eval set -a options (__select_setting CTRL_R_OPTS)
          set -l picked (history --null | command select $options | string split0)
          if set -q picked[1]
              commandline -r -- $picked
          end
          commandline -f repaint
      end

      function __select_alt_c
          set -l options --no-numbers --remember "alt-c:$PWD"
          eval set -a options (__select_setting ALT_C_OPTS)
          set -l command (__select_setting ALT_C_COMMAND)
          set -l dir
          if test -n "$command"
              set dir (eval $command | command select $options | string collect)
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
