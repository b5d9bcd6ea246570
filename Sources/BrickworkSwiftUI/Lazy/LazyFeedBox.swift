import Brickwork
import BrickworkWindowing

/// The reference that holds a lazy container's controller, so that a scroll mutates it in
/// place (a `@State` value would copy its frames on every frame), and what the container last
/// read of its data.
final class LazyFeedBox<ID: Hashable & Sendable> {
  /// The controller, once the container knows its width.
  var feed: LazyFeed<ID>?
  /// The data as last read: identities and sizes.
  var data = LazyFeedData<ID>(ids: [], sizes: [])
  /// The scroll view's geometry last reported.
  var viewport: LazyViewport?
  /// What a data or option change did, for the scrolling view to show.
  var pending: LazyFeedUpdate<ID>?
  /// The data count at which `onReachEnd` was last called.
  var requestedAt = -1

  /// Runs `change` on the controller as its only owner (no copy of its storage), and returns
  /// what it returned; `nil` without a controller.
  func change(_ change: (inout LazyFeed<ID>) -> LazyFeedUpdate<ID>?) -> LazyFeedUpdate<ID>? {
    guard var feed else { return nil }
    self.feed = nil
    let update = change(&feed)
    self.feed = feed
    return update
  }

  /// Brings the controller up to ``data``. Justified row constraints that no breaking of the
  /// data satisfies are dropped (the rows are broken without them) rather than showing nothing.
  func synchronize() -> LazyFeedUpdate<ID>? {
    let data = data
    return change { feed in
      do throws(LayoutError) {
        return try feed.update(ids: data.ids) { data.sizes[$0] }
      } catch {
        guard
          let fallback = StackCache.unconstrained(
            Brickwork.LayoutSection(feed.window.strategy, items: []), after: error),
          (try? feed.setOptions(strategy: fallback.strategy, insets: feed.window.insets)) != nil
        else { return nil }
        return try? feed.update(ids: data.ids) { data.sizes[$0] }
      }
    }
  }

  /// Merges `update` into ``pending``.
  func hold(_ update: LazyFeedUpdate<ID>?) {
    guard let update else { return }
    var merged = pending ?? LazyFeedUpdate()
    merged.inserted += update.inserted
    merged.removed += update.removed
    merged.layoutChanged = merged.layoutChanged || update.layoutChanged
    merged.scrollTarget = update.scrollTarget ?? merged.scrollTarget
    pending = merged
  }

  /// Returns ``pending`` and forgets it.
  func takePending() -> LazyFeedUpdate<ID>? {
    defer { pending = nil }
    return pending
  }

  /// The invalid sizes the controller found since the last call.
  func takeProblems() -> [LazySizeProblem<ID>] { feed?.takeProblems() ?? [] }
}

/// The data of a lazy container as its controller reads it: identities and sizes, compared in
/// full so that inserts, deletes, moves and edits anywhere are seen.
struct LazyFeedData<ID: Hashable>: Equatable {
  /// The identities, in order.
  let ids: [ID]
  /// The sizes, in order.
  let sizes: [LazyItemSize]
}

/// The options of a lazy container: a change lays the feed out again.
struct LazyFeedOptions: Equatable {
  /// The strategy and its options.
  let strategy: SectionStrategy
  /// The section insets.
  let insets: Insets
}
