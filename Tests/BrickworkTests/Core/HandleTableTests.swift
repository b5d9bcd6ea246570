import SeededRandom
import Testing

@testable import Brickwork

/// The table of open objects behind the WebAssembly modules' handles: a handle names its object
/// until released and nothing after, never another object, through random opens and releases
/// and a slot's last generation.
@Suite struct HandleTableTests {
  final class Object {}

  @Test func aReleasedHandleNamesNothingAndIsNeverGivenAgain() {
    var table = HandleTable<Object>()
    var generator = SeededGenerator(seed: 48)
    var open: [(Int32, Object)] = []
    var given = Set<Int32>()
    for _ in 0..<20_000 {
      if open.isEmpty || Bool.random(using: &generator) {
        let object = Object()
        guard let handle = table.open(object) else {
          Issue.record("no handle left")
          return
        }
        #expect(given.insert(handle).inserted, "handle \(handle) given twice")
        open.append((handle, object))
      } else {
        let (handle, _) = open.remove(at: Int.random(in: 0..<open.count, using: &generator))
        table.release(handle)
        #expect(table.object(handle) == nil)
        table.release(handle)
      }
    }
    for (handle, object) in open { #expect(table.object(handle) === object) }
    for handle in given where !open.contains(where: { $0.0 == handle }) {
      #expect(table.object(handle) == nil)
    }
    #expect(table.object(-1) == nil && table.object(Int32.max) == nil)
  }

  @Test func aSlotRetiresAfterItsLastGeneration() {
    var table = HandleTable<Object>()
    var handles: [Int32] = []
    for _ in 0...Int(HandleTable<Object>.lastGeneration) {
      guard let handle = table.open(Object()) else {
        Issue.record("no handle left")
        return
      }
      handles.append(handle)
      table.release(handle)
    }
    // Slot 0 went through every generation; the next object takes slot 1.
    #expect(Set(handles).count == handles.count)
    #expect(handles.allSatisfy { $0 & 0xF_FFFF == 0 && $0 >= 0 })
    #expect(handles.last == Int32(HandleTable<Object>.lastGeneration) << 20)
    #expect(table.open(Object()) == 1)
  }
}
