import Glibc
import SelectTerminal

exit(runSelect(Array(CommandLine.arguments.dropFirst())))
