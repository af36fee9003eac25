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
complete -c select -l preview-window -x -d 'Pane: POS,SIZE,border-STYLE,wrap,hidden,~N'

# Looks
complete -c select -l border -x -a 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -d 'Draw a border around the picker'
complete -c select -l border-label -x -d "Text on the border's top line"
complete -c select -l border-label-pos -x -d 'Label at column N (0 centre, -N from the right)'
complete -c select -l margin -x -d 'Space outside the border: TRBL, TB,RL, T,RL,B, T,R,B,L'
complete -c select -l padding -x -d 'Space inside the border, as --margin'
complete -c select -l info -x -a 'default right hidden inline inline-right' -d 'Where the count goes'
complete -c select -l separator -x -d 'The line under the prompt, STR repeated'
complete -c select -l no-separator -d 'No line under the prompt'
complete -c select -l scrollbar -d 'A scrollbar beside the list (--scrollbar=CHAR)'
complete -c select -l no-scrollbar -d 'No scrollbar'
complete -c select -l pointer -x -d 'Mark of the row under the cursor'
complete -c select -l marker -x -d 'Mark of checked rows'
complete -c select -l gutter -x -d 'Drawn where the pointer is not'
complete -c select -l ghost -x -d 'Dimmed text in the empty query field'
complete -c select -l footer -x -d 'Text under the list, below a line'
complete -c select -l header-first -d 'With the prompt at the bottom, the header below it'
complete -c select -l highlight-line -d 'Highlight the whole row under the cursor'
complete -c select -l no-bold -d 'Draw nothing in bold'
complete -c select -l ellipsis -x -d 'Mark of a cut label'
complete -c select -l no-input -d 'No prompt line: keys move and choose'
complete -c select -l gap -d 'N rows between items (--gap=N)'
complete -c select -l gap-line -d "Draw the gap's line with STR (--gap-line=STR)"
complete -c select -l no-gap-line -d 'Leave the gap rows blank'
complete -c select -l tabstop -x -d 'Columns between tab stops (default: 8)'
complete -c select -l keep-right -d "With no query, show a long label's end"
complete -c select -l no-hscroll -d 'Never shift a long label to show its match'
complete -c select -l hscroll-off -x -d 'Columns kept after the match when shifting'
complete -c select -l scroll-off -x -d 'Lines kept in view beyond the cursor (0)'
complete -c select -l style -x -a 'default minimal full' -d "Fzf's presets: default, minimal, full[:STYLE]"
complete -c select -l input-border -x -a 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -d 'A border round the prompt line'
complete -c select -l list-border -x -a 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -d 'A border round the list'
complete -c select -l header-border -x -a 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -d 'A border round the header'
complete -c select -l footer-border -x -a 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -d 'A border round the footer'
complete -c select -l preview-border -x -a 'rounded sharp bold double dashed block thinblock horizontal vertical line top bottom left right none' -d 'A border round the preview'
complete -c select -l input-label -x -d "Text on the prompt line's border"
complete -c select -l list-label -x -d "Text on the list's border"
complete -c select -l header-label -x -d "Text on the header's border"
complete -c select -l footer-label -x -d "Text on the footer's border"
complete -c select -l preview-label -x -d "Text on the preview's border"
complete -c select -l input-label-pos -x -d 'Where --input-label goes, as --border-label-pos'
complete -c select -l list-label-pos -x -d 'Where --list-label goes'
complete -c select -l header-label-pos -x -d 'Where --header-label goes'
complete -c select -l footer-label-pos -x -d 'Where --footer-label goes'
complete -c select -l preview-label-pos -x -d 'Where --preview-label goes'
complete -c select -l wrap -d 'Long labels go on over more rows'
complete -c select -l wrap-sign -x -d 'Starts each wrapped row (default: ↳)'
complete -c select -l multi-line -d "A --read0 item's lines on rows of their own (default)"
complete -c select -l no-multi-line -d "A --read0 item's line breaks shown as ^J"
complete -c select -l marker-multi-line -x -d "Check marks of a checked item's rows: 3 glyphs"
complete -c select -l raw -d 'Items that do not match stay listed, dimmed'
complete -c select -l gutter-raw -x -d 'The gutter of rows that do not match (--raw)'
complete -c select -l info-command -x -d "Show COMMAND's first line as the count"
complete -c select -l min-height -x -d 'The fewest rows of --height N% (+: N items)'

# Other
complete -c select -l init -x -a 'bash zsh fish' -d 'Print shell setup for bash, zsh or fish'
complete -c select -s h -l help -d 'Show this help'
complete -c select -s V -l version -d 'Show the version'
