# fish completion for select(1). Hand-written; a test holds it to the option
# table in Sources/SelectCore/Options/OptionTable.swift.

# Input
complete -c select -s 0 -l read0 -d 'Items end with NUL instead of newline'
complete -c select -l enum -x -a 'colour color answer weekday month signal' -d 'Offer a built-in enum'
complete -c select -l enums -d 'List the built-in enums: name, title, count'
complete -c select -l walk -x -a 'file dir file,dir' -d 'Offer the paths under the current directory'
complete -c select -s d -l delimiter -x -d 'Split lines into fields at DELIM'
complete -c select -l with-nth -x -d 'Show only these fields'
complete -c select -l accept-nth -x -d 'Print only these fields of the chosen lines'
complete -c select -l nth -x -d 'Match the query against these fields only'
complete -c select -l ansi -d 'Draw SGR colours in the input; match and print the text without them'
complete -c select -l header-lines -x -d 'The first N lines are a fixed header, not items'
complete -c select -l tac -d 'Offer the input last line first'
complete -c select -l range -x -d 'Offer only source lines A...B or A..<B'
complete -c select -l checklist -d 'Input is a Markdown task list'
complete -c select -l toggle -x -d 'With --checklist: flip these tasks without asking'

# Choosing
complete -c select -s p -l pick -x -d 'Choose without asking: 3, 2-4, 1,5, -1, or a value'
complete -c select -s f -l filter -x -d 'Print every item matching QUERY, best first'
complete -c select -s l -l list -d 'Print the numbered menu and exit'
complete -c select -s q -l query -x -d 'Start with this query'
complete -c select -s e -l exact -d 'Match contiguous text, not fuzzy'
complete -c select -l no-sort -d 'Keep matches in source order'
complete -c select -l tiebreak -x -a 'length begin end index' -d 'Rank by match quality, then these criteria'
complete -c select -s 1 -l select-1 -d 'Choose the only match without asking'
complete -c select -l exit-0 -d 'Exit 1 at once when nothing matches'
complete -c select -l timeout -x -d 'Give up waiting for the user: exit 124'
complete -c select -l plain -d "Numbered menu and a prompt, like bash's select"
complete -c select -l tty -r -F -d 'Draw on and read keys from PATH instead of /dev/tty'
complete -c select -l height -x -d 'Draw inline below the cursor, N lines or N% tall'
complete -c select -l full-screen -d 'Draw on the whole screen'
complete -c select -l layout -x -a 'top-down bottom-up' -d 'Top-down (prompt first) or bottom-up (prompt last)'
complete -c select -l border -d 'Draw a border around the picker'
complete -c select -l cycle -d 'Up on the first item goes to the last, Down on the last to the first'
complete -c select -l selected -x -d 'Check-mark VALUE and start on it'
complete -c select -l header -x -d 'Text above the menu'
complete -c select -l prompt -x -d 'The prompt before the query'

# Several at once
complete -c select -s m -l multi -d 'Choose any number of items, or at most N (--multi=N)'
complete -c select -l limit -x -d 'Choose at most N items'
complete -c select -l sections -x -d 'Names of the unchecked and checked sections'
complete -c select -l order -x -a 'source selection' -d 'Print in source or selection order'

# Output
complete -c select -l print -x -d 'Print {value} {label} {index} {offset} {number}'
complete -c select -l print0 -d 'End each printed item with NUL'
complete -c select -l print-query -d 'Print the query as the first line'
complete -c select -l expect -x -d "These keys accept too; print the key's name first"
complete -c select -l color -x -a 'auto always never' -d 'Colour: auto, always or never'

# Preview
complete -c select -l preview -x -d "Show COMMAND's output for the item under the cursor"
complete -c select -l bind -x -d 'KEY:ACTION[+ACTION...][,...]: keys that run commands'
complete -c select -l preview-window -x -d 'Pane: right|left|top|bottom[:N[%]][:hidden][:wrap]'

# Terminal
complete -c select -l mouse -d 'Clicks and the wheel in the picker (the default)'
complete -c select -l no-mouse -d 'Leave the mouse to the terminal'
complete -c select -l no-clear -d 'Leave the last frame on the screen at the end'
complete -c select -l tmux -d 'In tmux 3.3+, run in a popup: [POS][,W%][,H%]'
complete -c select -l popup -d 'The same as --tmux'

# Other
complete -c select -l init -x -a 'bash zsh fish' -d 'Print shell setup for bash, zsh or fish'
complete -c select -s h -l help -d 'Show this help'
complete -c select -s V -l version -d 'Show the version'
