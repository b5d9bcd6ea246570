// The README's SwiftUI examples, verbatim, in a file that imports SwiftUI (the surface on
// Linux), Brickwork and BrickworkSwiftUI: it compiles only while no core type name collides
// with a SwiftUI one. `ReadmeExamplesTests` checks that every example of the README's SwiftUI
// section appears here.
import Brickwork
import BrickworkSwiftUI
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A photo of the examples.
struct Photo: Identifiable, Sendable {
  let id: Int
  let width: Double
  let height: Double
}

/// A view of a photo.
struct PhotoView: View {
  let photo: Photo

  init(_ photo: Photo) { self.photo = photo }

  var body: some View { Color.gray }
}

/// A banner above the photos.
struct Banner: View {
  var body: some View { Text("Photos") }
}

/// A model that loads photos page by page.
@MainActor final class PhotoFeed {
  var photos: [Photo] = []

  func loadNextPage() {
    let start = photos.count
    photos += (start..<start + 30).map { Photo(id: $0, width: 3, height: 4) }
  }
}

// README example: a photo grid.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
struct PhotoGrid: View {
  let photos: [Photo]

  var body: some View {
    ScrollView {
      WaterfallStack(columns: 2, columnSpacing: 8, itemSpacing: 8, insets: Insets(all: 8)) {
        Banner().fullSpan()
        ForEach(photos) { photo in
          PhotoView(photo).itemAspectRatio(photo.width / photo.height)
        }
      }
    }
  }
}

// README example: tags on at most two lines.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
struct TagCloud: View {
  let tags: [String]
  @State private var hidden = 0

  var body: some View {
    FlowStack(
      itemSpacing: 6, lineSpacing: 6, maxLines: 2,
      onHiddenCountChange: { count in Task { @MainActor in hidden = count } }
    ) {
      ForEach(tags, id: \.self) { Text($0) }
      Text("+\(hidden)").flowMoreBadge()
    }
  }
}

// README example: a lazy feed.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
struct Feed: View {
  let model: PhotoFeed

  var body: some View {
    LazyWaterfall(
      model.photos,
      columns: 2, columnSpacing: 8, itemSpacing: 8,
      size: { .pixelSize(width: $0.width, height: $0.height) },  // or .estimatedHeight(240)
      loadMoreDistance: 2_000,
      onReachEnd: { model.loadNextPage() }  // the core's append path
    ) { photo in
      PhotoView(photo)
    }
  }
}

// README example: core and SwiftUI names side by side.
struct Settings: View {
  var body: some View {
    let section = LayoutSection(.waterfall(WaterfallLayout()), items: [.extent(40)])
    let axis: ScrollAxis = .vertical  // the core's; SwiftUI's `Axis` is untouched
    let direction: ReadingDirection = .rightToLeft
    let layoutDirection: LayoutDirection = .rightToLeft
    return ScrollView(Axis.Set.vertical) {
      Section {
        Text("\(section.items.count) \(axis) \(direction) \(layoutDirection)")
      }
    }
  }
}

// README example: a lazy feed with a scrubber.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
struct Timeline: View {
  let photos: [Photo]
  @State private var target: LazyScrollTarget<Photo.ID>?

  var body: some View {
    LazyWaterfall(photos, columns: 3, size: { .aspectRatio($0.width / $0.height) }) {
      PhotoView($0)
    }
    .scrollTarget($target)
  }

  func scrub(to fraction: Double) { target = .fraction(fraction) }
}

// Guide example: scrolling to an item or a fraction.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
struct ScrubbedFeed: View {
  let photos: [Photo]
  @State private var target: LazyScrollTarget<Photo.ID>?

  var body: some View {
    LazyWaterfall(
      photos, columns: 3, columnSpacing: 2, itemSpacing: 2,
      size: { .pixelSize(width: $0.width, height: $0.height) }
    ) { photo in
      PhotoView(photo)
    }
    .scrollTarget($target)
  }

  /// Called by a scrubber (a slider beside the feed, a drag on a date rail) with 0 ... 1.
  func scrub(to fraction: Double) { target = .fraction(fraction) }

  /// "Jump to" a photo, wherever it is in the feed.
  func show(_ photo: Photo) { target = .item(photo.id) }
}
