extension BuiltIn {
  /// The signals of the platform by the names `kill -s` accepts, labelled
  /// with what each one does.
  ///
  /// `allCases` lists them in the platform's numeric order, as `kill -l`
  /// numbers them: option N is signal N.
  ///
  ///     let signal = try BuiltIn.Signal.choose(current: .TERM)   // kill -s \(signal.rawValue)
  public enum Signal: String, CaseIterable, UserSelectable, Sendable {
    case HUP, INT, QUIT, ILL, TRAP, ABRT, BUS, FPE, KILL, USR1, SEGV, USR2
    case PIPE, ALRM, TERM, CHLD, CONT, STOP, TSTP, TTIN, TTOU, URG, XCPU
    case XFSZ, VTALRM, PROF, WINCH, IO, SYS
    #if os(Linux)
      case STKFLT, PWR
    #else
      case EMT, INFO
    #endif

    #if os(Linux)
      public static let allCases: [Signal] = [
        .HUP, .INT, .QUIT, .ILL, .TRAP, .ABRT, .BUS, .FPE, .KILL, .USR1, .SEGV, .USR2, .PIPE,
        .ALRM, .TERM, .STKFLT, .CHLD, .CONT, .STOP, .TSTP, .TTIN, .TTOU, .URG, .XCPU, .XFSZ,
        .VTALRM, .PROF, .WINCH, .IO, .PWR, .SYS,
      ]
    #else
      public static let allCases: [Signal] = [
        .HUP, .INT, .QUIT, .ILL, .TRAP, .ABRT, .EMT, .FPE, .KILL, .BUS, .SEGV, .SYS, .PIPE,
        .ALRM, .TERM, .URG, .STOP, .TSTP, .CONT, .CHLD, .TTIN, .TTOU, .IO, .XCPU, .XFSZ,
        .VTALRM, .PROF, .WINCH, .INFO, .USR1, .USR2,
      ]
    #endif

    /// "Signal": the header above the options.
    public static let userSelectionTitle = "Signal"

    /// The name and what the signal does: "TERM (Terminate, politely)".
    public var userSelectionName: String {
      "\(rawValue) (\(meaning))"
    }

    private var meaning: String {
      switch self {
      case .HUP: "Hangup: terminal closed, or reload"
      case .INT: "Interrupt, as Ctrl-C"
      case .QUIT: "Quit and dump core, as Ctrl-\\"
      case .ILL: "Illegal instruction"
      case .TRAP: "Trace or breakpoint trap"
      case .ABRT: "Abort and dump core"
      case .BUS: "Bus error"
      case .FPE: "Arithmetic error"
      case .KILL: "Kill at once, cannot be caught"
      case .USR1: "User-defined signal 1"
      case .SEGV: "Invalid memory reference"
      case .USR2: "User-defined signal 2"
      case .PIPE: "Write to a pipe with no reader"
      case .ALRM: "Alarm clock"
      case .TERM: "Terminate politely"
      case .CHLD: "Child stopped or exited"
      case .CONT: "Continue if stopped"
      case .STOP: "Stop, cannot be caught"
      case .TSTP: "Stop from the terminal, as Ctrl-Z"
      case .TTIN: "Background read from the terminal"
      case .TTOU: "Background write to the terminal"
      case .URG: "Urgent data on a socket"
      case .XCPU: "CPU time limit exceeded"
      case .XFSZ: "File size limit exceeded"
      case .VTALRM: "Virtual alarm clock"
      case .PROF: "Profiling timer expired"
      case .WINCH: "Terminal window resized"
      case .IO: "Input or output possible"
      case .SYS: "Bad system call"
      #if os(Linux)
        case .STKFLT: "Coprocessor stack fault, unused"
        case .PWR: "Power failure"
      #else
        case .EMT: "Emulator trap"
        case .INFO: "Status request, as Ctrl-T"
      #endif
      }
    }
  }
}
