import Foundation

extension SystemIO {
  /// Creates the directory at `path` with any missing parents (nothing when it exists).
  ///
  /// - Throws: ``Failure/invalid(_:)`` naming the directory and the system's reason.
  static func createDirectory(_ path: String) throws(Failure) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .invalid([
        "brickwork: cannot create \(displayName(path)): \(error.localizedDescription)"
      ])
    }
  }
}
