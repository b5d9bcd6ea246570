// A large items array read by two threads at once: the reader goes on from the start while
// another thread reads ahead from further on, speculatively; when the reader reaches the
// element where the other began, it takes the items read there instead of reading them again.
// Native builds only: the WebAssembly module has no threads, and never reads ahead.
import Brickwork

#if !hasFeature(Embedded) && (canImport(Glibc) || canImport(Musl) || canImport(Darwin))
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif
#endif

/// When ``DocumentDecoder`` reads the rest of an items array ahead on another thread: once
/// the array has ``items`` items and the input has ``bytesLeft`` bytes after them. Builds
/// without threads never do.
package struct ReadAheadThresholds: Sendable {
  /// The items read before.
  package var items: Int
  /// The fewest bytes left in the input.
  package var bytesLeft: Int

  /// Thresholds of `items` items and `bytesLeft` bytes.
  package init(items: Int, bytesLeft: Int) {
    self.items = items
    self.bytesLeft = bytesLeft
  }

  /// 65,536 items (where ``DocumentDecoder/reserveItems(_:)`` makes room for the rest) and
  /// 4 MiB: below that, reading the rest takes a few milliseconds.
  package static let standard = ReadAheadThresholds(items: 1 << 16, bytesLeft: 4 << 20)
}

/// The read-ahead of the items array being read, if one is under way.
struct ItemsReadAhead {
  /// The position of the element where the other thread began; `Int.max` when none is under
  /// way, so that the reader's one comparison per element
  /// (``DocumentDecoder/decodeItems(kind:axis:)``) fails.
  private(set) var start = Int.max
  #if !hasFeature(Embedded) && (canImport(Glibc) || canImport(Musl) || canImport(Darwin))
    /// The other thread.
    private var thread: ReadAheadThread?
  #endif

  /// Starts reading ahead in `decoder`'s input, positioned between two elements of an array of
  /// items of a `kind` section (`axis`) with `placeholder` as their template, when the input
  /// has at least the decoder's `readAhead.bytesLeft` bytes left, an element start near the
  /// guess, and a thread to spare. `bytesPerItem` (so far) sizes the array of items read.
  mutating func begin(
    after decoder: DocumentDecoder, kind: LayoutKind, axis: ScrollAxis, placeholder: Item,
    bytesPerItem: Int
  ) {
    #if !hasFeature(Embedded) && (canImport(Glibc) || canImport(Musl) || canImport(Darwin))
      thread = ReadAheadThread(
        after: decoder, kind: kind, axis: axis, placeholder: placeholder,
        bytesPerItem: bytesPerItem)
      start = thread?.start ?? .max
    #endif
  }

  /// Called once the reader's next element begins at or past ``start``: the items read ahead
  /// and the position after them when it begins exactly there and any were read (waiting for
  /// the other thread), else `nil` (stopping it). Either way no read-ahead is under way after.
  mutating func finish(at position: Int) -> (items: [Item], end: Int)? {
    start = .max
    #if !hasFeature(Embedded) && (canImport(Glibc) || canImport(Musl) || canImport(Darwin))
      guard let thread else { return nil }
      self.thread = nil
      guard position == thread.start else {
        thread.cancel()
        return nil
      }
      let read = thread.take()
      return read.items.isEmpty ? nil : read
    #else
      return nil
    #endif
  }

  /// Stops the other thread, if any, and waits for it: the reader leaves the array (or throws).
  func cancel() {
    #if !hasFeature(Embedded) && (canImport(Glibc) || canImport(Musl) || canImport(Darwin))
      thread?.cancel()
    #endif
  }
}

#if !hasFeature(Embedded) && (canImport(Glibc) || canImport(Musl) || canImport(Darwin))
  /// The plain items of an array read ahead on another thread, from an element start guessed
  /// past the middle of the bytes left.
  ///
  /// The guess is only a guess (a byte pattern, `,` then `{`, that a string may also hold): what
  /// was read ahead is used only when the reader reaches an element of the same array that
  /// begins at exactly ``start``. From there, reading is a function of the bytes and the depth
  /// alone, so the items are those the reader would have read: the other thread runs the
  /// reader's own fast path (``DocumentDecoder/plainSizing(kind:axis:)``) element after element
  /// and stops before anything else (an item that is not plain, the array's end, a syntax
  /// error), which the reader then reads itself from ``end``, reporting what it finds as
  /// always. A reader that passes ``start`` without an element there, or leaves the array,
  /// stops the other thread (``cancel()``); either way the reader waits for it before the
  /// bytes can go.
  final class ReadAheadThread: @unchecked Sendable {
    /// The share of the bytes left that the reader reads itself before the guessed start, in
    /// 1/1024ths: 60%. The other thread reads more slowly (it starts later, and its items are
    /// copied after it), so the reader takes the larger part.
    static var readerShare: Int { 614 }

    /// The furthest the guess looks for an element's start.
    static var searchLength: Int { 1 << 16 }

    /// The items read between checks of ``stopped``.
    static var itemsBetweenChecks: Int { 4096 }

    /// The position of the element the other thread began with.
    let start: Int
    /// The items read; the reader reads them once the thread is joined.
    private var items: [Item] = []
    /// The position after the last item read (``start`` when none was).
    private var end: Int
    /// What the other thread reads.
    private let task: Task
    /// The other thread.
    private var thread: pthread_t?
    /// Guards ``stopped``.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// Set by the reader to stop the other thread early.
    private var stopped = false

    /// Starts reading ahead as ``ItemsReadAhead/begin(after:kind:axis:placeholder:bytesPerItem:)``
    /// says, or returns `nil` when it does not.
    init?(
      after decoder: DocumentDecoder, kind: LayoutKind, axis: ScrollAxis, placeholder: Item,
      bytesPerItem: Int
    ) {
      let bytes = decoder.scanner.bytes
      let left = bytes.count - decoder.scanner.position
      guard left >= decoder.readAhead.bytesLeft,
        let start = Self.elementStart(
          in: bytes, from: decoder.scanner.position + left / 1024 * Self.readerShare)
      else { return nil }
      self.start = start
      end = start
      task = Task(
        bytes: bytes, depth: decoder.scanner.depth, kind: kind, axis: axis,
        placeholder: placeholder, capacity: (bytes.count - start) / max(1, bytesPerItem) + 1024)
      lock = .allocate(capacity: 1)
      pthread_mutex_init(lock, nil)
      // A thread of its own: a pool may take milliseconds to add a worker.
      let context = Unmanaged.passRetained(self).toOpaque()
      var thread: pthread_t?
      guard createThread(&thread, context) else {
        Unmanaged<ReadAheadThread>.fromOpaque(context).release()
        return nil
      }
      self.thread = thread
    }

    deinit {
      pthread_mutex_destroy(lock)
      lock.deallocate()
    }

    /// Waits for the other thread and returns the items it read and the position after the
    /// last; the items are given once (later calls return none).
    func take() -> (items: [Item], end: Int) {
      join()
      defer { items = [] }
      return (items, end)
    }

    /// Stops the other thread at its next check and waits for it.
    func cancel() {
      pthread_mutex_lock(lock)
      stopped = true
      pthread_mutex_unlock(lock)
      join()
    }

    /// Waits for the other thread, once.
    private func join() {
      guard let thread else { return }
      pthread_join(thread, nil)
      self.thread = nil
    }

    /// Whether the reader asked the other thread to stop.
    private var isStopped: Bool {
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
      return stopped
    }

    /// Reads the plain items from ``start`` on: the other thread's work.
    fileprivate func run() {
      var reader = DocumentDecoder(scanner: JSONScanner(task.bytes))
      reader.scanner.position = start
      reader.scanner.depth = task.depth
      var read: [Item] = []
      read.reserveCapacity(task.capacity)
      var last = start
      var untilCheck = Self.itemsBetweenChecks
      while let sizing = reader.plainSizing(kind: task.kind, axis: task.axis) {
        var item = task.placeholder
        item.sizing = sizing
        read.append(item)
        last = reader.scanner.position
        guard reader.scanner.skip(UInt8(ascii: ",")) else { break }
        untilCheck -= 1
        if untilCheck == 0 {
          untilCheck = Self.itemsBetweenChecks
          if isStopped { break }
        }
      }
      items = read
      end = last
    }

    /// The first position at or after `guess` (within ``searchLength``) that looks like an
    /// element of an array of objects: a `{` after a `,` and whitespace.
    private static func elementStart(in bytes: UnsafeBufferPointer<UInt8>, from guess: Int) -> Int?
    {
      let limit = min(bytes.count, guess + searchLength)
      var index = guess
      while index < limit {
        if bytes[index] == UInt8(ascii: ",") {
          let next = JSONScanner.skipWhitespace(bytes, from: index + 1)
          if next < bytes.count, bytes[next] == UInt8(ascii: "{") { return next }
        }
        index += 1
      }
      return nil
    }
  }

  /// What the other thread reads: the input (which the reader keeps alive and unchanged until
  /// the thread is joined), where, and the items' kind.
  private struct Task {
    let bytes: UnsafeBufferPointer<UInt8>
    let depth: Int
    let kind: LayoutKind
    let axis: ScrollAxis
    let placeholder: Item
    let capacity: Int
  }

  /// Starts a thread running ``ReadAheadThread/run()`` on the reader retained at `context`.
  private func createThread(_ thread: inout pthread_t?, _ context: UnsafeMutableRawPointer)
    -> Bool
  {
    #if canImport(Darwin)
      return pthread_create(
        &thread, nil,
        { context in
          Unmanaged<ReadAheadThread>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context) == 0
    #else
      var created = pthread_t()
      let result = pthread_create(
        &created, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<ReadAheadThread>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
      thread = created
      return result == 0
    #endif
  }
#endif
