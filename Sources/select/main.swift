#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectTerminal

exit(runSelect(Array(CommandLine.arguments.dropFirst())))
