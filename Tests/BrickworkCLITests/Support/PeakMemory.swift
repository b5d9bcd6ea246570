import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(macOS) || os(Linux)
  /// Runs `brickwork` and reports its peak resident memory: `wait4(2)` gives the rusage of that
  /// one child, whatever other children the suite runs at the same time.
  enum PeakMemory {
    /// What a run did: its exit status, its standard error and its peak resident memory.
    struct Run {
      var status: Int32
      var errorLines: [String]
      /// The peak resident set size, in bytes.
      var peakBytes: Int
    }

    /// Runs `brickwork arguments` (paths in them absolute), standard output to `/dev/null`,
    /// standard error through a file in `directory`.
    static func run(_ arguments: [String], in directory: URL) throws -> Run {
      let errors = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: errors) }
      #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
      #else
        var actions = posix_spawn_file_actions_t()
      #endif
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(
        &actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      let program = Brickwork.binary.path
      let argv = ([program] + arguments).map { strdup($0) } + [nil]
      let environment = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
      defer { for pointer in argv + environment { free(pointer) } }
      var pid: pid_t = 0
      let spawned = posix_spawn(&pid, program, &actions, nil, argv, environment)
      guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
      var status: Int32 = 0
      var usage = rusage()
      while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw POSIXError(.ECHILD) }
      }
      let text = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
      #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024  // getrusage(2): "in kilobytes"
      #else
        let peak = Int(usage.ru_maxrss)  // in bytes on macOS
      #endif
      return Run(
        status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
        errorLines: text.split(separator: "\n").map(String.init), peakBytes: peak)
    }
  }
#endif
