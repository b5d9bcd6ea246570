#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file of an atomic write: removed when the write fails, and when a signal
/// stops the process before it is renamed into place: any of ``terminatingSignals``, the
/// signals whose default action ends the process and that a handler may catch (the faults
/// a crash raises, such as SIGSEGV, are left to Swift's crash report).
///
/// The command line writes one file at a time, so one file at a time is watched: its own
/// (``init(_:)``) or another writer's (``watch(_:)``, for the gallery's `AtomicFile`).
final class TemporaryFile {
  /// The path: a `mkstemp` template until `mkstemp` fills it in.
  let path: UnsafeMutablePointer<CChar>
  /// Whether the file has been renamed into place (and so must not be removed).
  private var isRenamed = false

  /// Watches the file that `mkstemp` will create from `template` (NUL-terminated).
  init(_ template: [CChar]) {
    path = .allocate(capacity: template.count)
    path.initialize(from: template, count: template.count)
    TemporaryFile.installHandlers()
    watchedPath = path
  }

  /// Marks the file as renamed into place.
  func renamed() {
    watchedPath = nil
    isRenamed = true
  }

  /// Removes the file unless it was renamed, and stops watching it.
  func remove() {
    watchedPath = nil
    if !isRenamed { unlink(path) }
  }

  deinit {
    path.deallocate()
  }

  /// The signals that end the process by default and that a handler may catch, but for the
  /// faults of a crash: each one removes the watched file. SIGPIPE is ignored by the command
  /// line (a closed pipe is a write error).
  static var terminatingSignals: [Int32] {
    var signals = [
      SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM,
      SIGPROF, SIGIO,
    ]
    #if os(Linux)
      signals += [SIGSTKFLT, SIGPWR]
    #endif
    return signals
  }

  /// Watches the temporary file at `path` (NUL-terminated, copied) that another writer made, or
  /// stops watching it when `path` is `nil`.
  static func watch(_ path: UnsafePointer<CChar>?) {
    let previous = watchedCopy
    watchedPath = nil
    watchedCopy = nil
    previous?.deallocate()
    guard let path else { return }
    installHandlers()
    let count = strlen(path) + 1
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: count)
    copy.initialize(from: path, count: count)
    watchedCopy = copy
    watchedPath = copy
  }

  /// Installs the signal handlers once. A signal the process was started ignoring (`nohup`)
  /// stays ignored; the signals are unblocked, since a mask inherited from a threaded parent
  /// would otherwise hold them until the write is over.
  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in terminatingSignals {
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      #if canImport(Darwin)
        let handler = previous.__sigaction_u.__sa_handler
      #else
        let handler = previous.__sigaction_handler.sa_handler
      #endif
      // SIG_IGN is the handler address 1 on Linux and Darwin (function pointers have no `==`).
      let ignored = handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
      guard !ignored else { continue }
      sigaddset(&unblocked, signal)
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = removeAndReraise
      #else
        action.__sigaction_handler.sa_handler = removeAndReraise
      #endif
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
    sigprocmask(SIG_UNBLOCK, &unblocked, nil)
  }
}

/// The temporary file to remove if a signal stops the process (read by the handler).
nonisolated(unsafe) private var watchedPath: UnsafeMutablePointer<CChar>?
/// The copy of another writer's temporary path that ``watchedPath`` points to, if any.
nonisolated(unsafe) private var watchedCopy: UnsafeMutablePointer<CChar>?
/// Whether the handlers are installed.
nonisolated(unsafe) private var handlersInstalled = false

/// The signal handler: removes the watched file (`unlink` is async-signal-safe), then dies of
/// the signal as it would have without the handler, so that the exit status says so.
private func removeAndReraise(_ signalNumber: Int32) {
  if let path = watchedPath { unlink(path) }
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
