// The double's own behaviour: checked where it stands in for SwiftUI (Linux).
#if !canImport(SwiftUI)
  import Foundation
  import SwiftUISurface
  import Testing

  /// `ScrollPosition.isPositionedByUser` as Apple's page documents it: true until a programmatic
  /// position; writing `true` clears the positioned point, writing `false` keeps it.
  @Suite struct ScrollPositionTests {
    @Test func aProgrammaticPositionIsNotTheUsers() {
      var position = ScrollPosition(idType: Int.self)
      #expect(position.isPositionedByUser)
      #expect(position.point == nil)
      position.scrollTo(y: 120)
      #expect(!position.isPositionedByUser)
      #expect(position.point == CGPoint(x: 0, y: 120))
    }

    @Test func writingTrueClearsThePointAndFalseKeepsIt() {
      var position = ScrollPosition(idType: Int.self)
      position.scrollTo(y: 40)
      position.isPositionedByUser = false
      #expect(position.point == CGPoint(x: 0, y: 40))
      position.isPositionedByUser = true
      #expect(position.isPositionedByUser)
      #expect(position.point == nil)
      position.isPositionedByUser = false
      #expect(!position.isPositionedByUser)
      #expect(position.point == nil)
    }
  }
#endif
