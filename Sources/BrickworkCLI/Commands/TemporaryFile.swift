#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file of an atomic write: removed when the write fails, and when SIGINT,
/// SIGTERM or SIGHUP stop the process before it is renamed into place.
///
/// The command line writes one file at a time, so one file at a time is watched.
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

  /// Installs the signal handlers once. A signal the process was started ignoring (`nohup`)
  /// stays ignored; the three are unblocked, since a mask inherited from a threaded parent
  /// would otherwise hold them until the write is over.
  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
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
/// Whether the handlers are installed.
nonisolated(unsafe) private var handlersInstalled = false

/// The signal handler: removes the watched file (`unlink` is async-signal-safe), then dies of
/// the signal as it would have without the handler, so that the exit status says so.
private func removeAndReraise(_ signalNumber: Int32) {
  if let path = watchedPath { unlink(path) }
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
