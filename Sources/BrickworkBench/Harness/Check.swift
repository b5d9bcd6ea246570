import Brickwork

/// Checks that what a workload times is real work with the right answer: a layout that threw
/// would time as nothing, and a baseline that computed something else would be no baseline.
/// Checks run outside the timed regions; a failure is printed and makes the run exit 1.
enum Check {
  /// Whether every check so far passed.
  nonisolated(unsafe) static var passed = true

  /// Runs `work`, recording a failure if it throws.
  static func succeeds(_ what: String = "update", _ work: () throws -> Void) {
    do {
      try work()
    } catch {
      fail("\(what) threw \(error)")
    }
  }

  /// The layout of `sections`, or a recorded failure.
  static func layout(_ sections: [LayoutSection], in container: Container = Inputs.phone)
    -> LayoutResult?
  {
    do {
      return try LayoutResult(container: container, sections: sections)
    } catch {
      fail("layout threw \(error)")
      return nil
    }
  }

  /// Records a failure unless `a` and `b` agree within a relative `tolerance`.
  static func same(_ a: Double, _ b: Double, _ what: String, tolerance: Double = 1e-9) {
    if abs(a - b) > tolerance * max(1, abs(a), abs(b)) { fail("\(what): \(a) != \(b)") }
  }

  /// Records a failure.
  static func fail(_ message: String) {
    passed = false
    print("CHECK FAILED: \(message)")
  }
}
