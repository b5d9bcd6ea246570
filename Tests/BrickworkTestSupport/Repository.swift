import Foundation

/// The package's folder, found from this file's path: the tests read only what is in it.
public enum Repository {
  /// The folder that holds `Package.swift`.
  public static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    preconditionFailure("no Package.swift above \(#filePath)")
  }()

  /// The path `relative` inside the package.
  public static func file(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}
