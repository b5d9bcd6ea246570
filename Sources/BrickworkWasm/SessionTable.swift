import Brickwork
import BrickworkDocument

/// The module's state between calls: the open sessions by handle, and the error text of the
/// last call that failed.
///
/// The module is single-threaded (WebAssembly without threads; natively, callers serialize
/// their calls), so the state is plain globals.
enum SessionTable {
  /// The sessions, by handle; a released handle is never given again (see ``HandleTable``).
  nonisolated(unsafe) static var sessions = HandleTable<LayoutSession>()
  /// The UTF-8 text of the last failed call's error: one line per issue, as
  /// `brickwork layout` prints them on standard error (without the last line feed).
  nonisolated(unsafe) static var lastError: [UInt8] = []

  /// Stores `session` and returns its handle, or -1 after recording an error when the table
  /// has no handle left.
  static func open(_ session: LayoutSession) -> Int32 {
    guard let handle = sessions.open(session) else {
      fail(DocumentError(path: "handle", message: "too many layouts opened in this instance"))
      return -1
    }
    return handle
  }

  /// The session `handle` names, or `nil` after recording an error when it names none.
  ///
  /// A session is a reference: looking it up copies none of its buffers. (One plain function,
  /// rather than a generic one taking each entry point's closure: every specialization of that
  /// was a copy of the lookup in the module.)
  static func session(_ handle: Int32) -> LayoutSession? {
    guard let session = sessions.object(handle) else {
      var message = MessageText()
      message.append("no open layout has handle ")
      message.append(Int(handle))
      fail(DocumentError(path: "handle", message: message.string))
      return nil
    }
    return session
  }

  /// Records `error` as the last error.
  static func fail(_ error: DocumentError) {
    var text = MessageText()
    error.write(to: &text)
    lastError = text.bytes
  }
}
