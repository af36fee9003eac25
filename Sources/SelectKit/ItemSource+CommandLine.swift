import SelectCore
import SelectTerminal

extension ItemSource {
  /// Where the command line says the items come from: `--walk`, words,
  /// `--enum`, stdin, or with stdin a terminal, `SELECT_DEFAULT_COMMAND`
  /// (`FZF_DEFAULT_COMMAND`) or else fzf's walker.
  package convenience init(commandLine options: Options) throws {
    let shape = Shape(options)
    let terminator = options.valueEnd
    if let walk = options.walk {
      if StandardInput().mayHoldItems {
        throw SelectError.usage(
          "--walk and items on stdin cannot be used together: the items come from one or the other")
      }
      self.init(.walk(DirectoryWalk(walk)), shape: shape)
    } else if !options.arguments.isEmpty {
      self.init(.words(options.arguments), shape: shape)
    } else if let name = options.enumName {
      self.init(.builtin(try BuiltinEnum.named(name)), shape: shape)
    } else if !StandardInput().isTerminal {
      self.init(.stream(StandardInput(), terminator: terminator), shape: shape)
    } else if let command = DefaultCommand.fromEnvironment() {
      self.init(.stream(command, terminator: terminator), shape: shape)
    } else {
      // As fzf: with nothing piped in, the paths under the current
      // directory (`--walker` says which; fzf's file,follow,hidden else).
      self.init(.walk(DirectoryWalk(WalkRules(options.fzf.walker ?? WalkerOptions()))), shape: shape)
    }
  }
}
