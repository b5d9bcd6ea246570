import Foundation

/// Stops the process as UIKit does when it raises `NSInternalInconsistencyException`: an app
/// that breaks the collection view's contract crashes on a device, so the double crashes too,
/// with UIKit's own reason text (quoted from the crash reports of production apps and layouts:
/// CHTCollectionViewWaterfallLayout #198, IGListKit #920 and #1035, MagazineLayout's comments).
///
/// Tests observe these with Swift Testing's exit tests (`#expect(processExitsWith: .failure)`).
func raiseInternalInconsistency(_ reason: String) -> Never {
  fatalError(
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
      + "reason: '\(reason)'")
}

/// How UIKit prints an index path in its exception texts.
func describe(_ indexPath: IndexPath) -> String {
  "<NSIndexPath> {length = \(indexPath.count), path = "
    + indexPath.map(String.init).joined(separator: " - ") + "}"
}
