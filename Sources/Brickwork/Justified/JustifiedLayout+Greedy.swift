// The greedy driver: flickr/justified-layout 4.1's row-by-row breaking, item by item, so that
// an append or a checkpoint resumes exactly where a full layout would be.

extension JustifiedLayout {
  /// Offers items `cursor.placedCount ..< end` to the open row, placing each row it completes;
  /// checks each item first when `items.checkingSection` is set (items after a `maxRows` cut
  /// too: they are hidden, not ignored).
  ///
  /// Two tight passes over the block, each with few values to keep in registers:
  /// 1. Break (``GreedyBreaking/offerPlainPhotos(_:_:)``): each photo's aspect ratio is read
  ///    once, by a plain test that implies every check (the detailed check runs only where it
  ///    fails), and kept; the rows completed are noted (their end and sum). An invalid item
  ///    throws before any frame of the block is written.
  /// 2. Place (``placeRows(_:ratios:bounds:metrics:_:_:)``): each row's frames are written
  ///    straight into the frame store and noted once per row.
  ///
  /// - Complexity: O(m + k) for m items and the k photos of the open row.
  func advanceGreedy(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    metrics: Metrics, frames: inout FrameBuffer
  ) throws(LayoutError) {
    let first = cursor.placedCount
    guard first < end else { return }
    var next = first
    if !cursor.isCut {
      // Rows complete in order from the open row's start, the first item not committed.
      let committed = cursor.committedCount
      let room = end - committed
      // `ratios[i]` for items `committed ..< end`, then the rows found (at most one an item),
      // in the frame store's scratch memory (valid while the frames are appended).
      let ratioBytes = room * MemoryLayout<Double>.stride
      assert(MemoryLayout<FoundRow>.alignment == MemoryLayout<Double>.alignment)
      let scratch = frames.scratch(
        byteCount: ratioBytes + room * MemoryLayout<FoundRow>.stride, reserving: room)
      defer { frames.endScratch() }
      let ratios = scratch.bindMemory(to: Double.self, capacity: room) - committed
      let found = (scratch + ratioBytes).bindMemory(to: FoundRow.self, capacity: room)
      var breaking = GreedyBreaking(
        self, cursor, metrics: metrics, ratios: ratios, found: found,
        frameLines: frames.futureFrameAddress(ofItem: 0))
      // 1. Break, reading (and checking) each new photo once.
      try items.withPhotos { photos throws(LayoutError) in
        // The open row's photos, checked already.
        for index in committed..<first { ratios[index] = photos.aspectRatio(at: index) }
        while next < end {
          next = breaking.offerPlainPhotos(next..<end, photos)
          guard next < end, !breaking.isCut else { break }
          // A photo that needs the detailed check.
          if let section = items.checkingSection {
            try Validation.check(
              photos.items[next], at: next, section: section, axis: items.axis, strategy: self)
          }
          breaking.offer(photos.aspectRatio(at: next), at: next)
          next &+= 1
          if breaking.isCut { break }
        }
      }
      // 2. Place the rows completed.
      let rows = UnsafeBufferPointer(start: found, count: breaking.next - found)
      if !rows.isEmpty {
        frames.appendRows(atMost: room) { appender in
          placeRows(
            rows, lastIsBreakout: breaking.lastIsBreakout, ratios: ratios, bounds: bounds,
            metrics: metrics, &cursor, &appender)
        }
      }
      cursor.open = breaking.open
      cursor.rowCount = breaking.rowCount
      cursor.isCut = breaking.isCut
    }
    // Items after a maxRows cut are passed over: they are hidden, but checked.
    if let section = items.checkingSection, next < end {
      try items.withPhotos { photos throws(LayoutError) in
        for index in next..<end where photos.plainAspectRatio(at: index) == nil {
          try Validation.check(
            photos.items[index], at: index, section: section, axis: items.axis, strategy: self)
        }
      }
    }
    cursor.placedCount = end
  }

  /// A row greedy breaking completed: its end (the row runs from the previous one's end) and
  /// the sum of its photos' aspect ratios.
  private struct FoundRow {
    var end: Int
    var sum: Double
  }

  /// Greedy breaking under way: the open row, and the rows it completed, plain values that a
  /// loop keeps in registers.
  private struct GreedyBreaking {
    /// The open row.
    var open: GreedyRow
    /// The rows completed in all.
    var rowCount: Int
    /// Whether `maxRows` rows are complete.
    var isCut: Bool
    /// Where the next row completed goes.
    var next: UnsafeMutablePointer<FoundRow>
    /// Whether the last row completed is a breakout row.
    var lastIsBreakout = false
    /// Where the frame of item 0 would be stored (``FrameBuffer/futureFrameAddress(ofItem:)``):
    /// the hot loop hints that each photo's frame is about to be written, so that the placing
    /// pass finds its memory in the cache.
    let frameLines: UnsafeRawPointer

    /// The photos' ratios, `ratios[i]` for item `i` from the open row's start on.
    let ratios: UnsafeMutablePointer<Double>
    let metrics: Metrics
    /// The most photos a row holds (``GreedyRow/capacity(metrics:)``).
    let capacity: Int
    /// The open row's photo counts at which a photo below `minAR` joins plainly
    /// (``GreedyRow/plainCounts(capacity:)``).
    var plainCounts: Range<Int>
    let cadence: BreakoutCadence
    let maxRows: Int
    /// Whether rows complete plainly: no breakout rows and no `maxRows`, so that completing a
    /// row changes nothing but the open row.
    let completesPlainly: Bool

    init(
      _ layout: JustifiedLayout, _ cursor: Cursor, metrics: Metrics,
      ratios: UnsafeMutablePointer<Double>, found: UnsafeMutablePointer<FoundRow>,
      frameLines: UnsafeRawPointer
    ) {
      self.frameLines = frameLines
      open = cursor.open
      rowCount = cursor.rowCount
      isCut = cursor.isCut
      next = found
      self.ratios = ratios
      self.metrics = metrics
      capacity = GreedyRow.capacity(metrics: metrics)
      cadence = layout.cadence
      maxRows = layout.maxRows
      completesPlainly = cadence.every == 0 && maxRows == 0 && !metrics.constrainsRows
      plainCounts = 0..<0
      plainCounts = plainCounts(of: open)
    }

    /// What offering photos changes: everything but the constants.
    private var changing: Changing {
      get {
        Changing(
          open: open, rowCount: rowCount, isCut: isCut, next: next,
          lastIsBreakout: lastIsBreakout, plainCounts: plainCounts)
      }
      set {
        open = newValue.open
        rowCount = newValue.rowCount
        isCut = newValue.isCut
        next = newValue.next
        lastIsBreakout = newValue.lastIsBreakout
        plainCounts = newValue.plainCounts
      }
    }

    /// The values of a ``GreedyBreaking`` that offering photos changes.
    private struct Changing {
      let open: GreedyRow
      let rowCount: Int
      let isCut: Bool
      let next: UnsafeMutablePointer<FoundRow>
      let lastIsBreakout: Bool
      let plainCounts: Range<Int>
    }

    /// The open row's plain counts (``GreedyRow/plainCounts(capacity:)``); none when the rows
    /// are constrained, so that every photo takes the full rule.
    @inline(__always)
    func plainCounts(of row: GreedyRow) -> Range<Int> {
      metrics.constrainsRows ? 0..<0 : row.plainCounts(capacity: capacity)
    }

    /// Offers the photos of `range` in turn while each plainly passes every check
    /// (``Photos/plainAspectRatio(at:)``); returns the first item not offered: the range's
    /// end, a photo that needs the detailed check, or the item after a `maxRows` cut.
    ///
    /// The hot loop, on locals only. While the open row holds a count in ``plainCounts``
    /// (below its capacity, and not an empty breakout row), ``GreedyRow/offer(_:metrics:)``
    /// reduces to: a photo that keeps the sum below `minAR` joins; otherwise a row whose sum with
    /// the photo is at most `maxAR`, or an empty row, takes it and completes; otherwise the
    /// row completes with it unless that takes it further from its target than without it
    /// (flickr's look-back), and then completes without it (the fresh row takes it, completing
    /// if it alone reaches `minAR`). With ``completesPlainly`` that is all a completion does,
    /// so the loop completes rows itself; every other case takes the full rule
    /// (``offerByTheRule(_:)``). Not inlined: in a function of its own the loop keeps its
    /// state in registers.
    @inline(never)
    mutating func offerPlainPhotos(_ range: Range<Int>, _ photos: Photos) -> Int {
      // One loop per axis, so that the axis is not tested per photo, and one for photos that
      // give their aspect ratio (the first does: most likely the rest do too), so that the
      // sizing's other case is not either.
      let vertical = photos.axis == .vertical
      var inRange = true
      if case .aspectRatio = photos.items[range.lowerBound].sizing {
        // A trial that checks the ratios' range once at its end, kept if they all are in it.
        // Only what offering changes is saved (the rest of the breaking is constant): a
        // few registers rather than a copy of the whole.
        let saved = changing
        let next =
          vertical
          ? offerPlainPhotos(range, photos, vertical: true, givenRatios: true, &inRange)
          : offerPlainPhotos(range, photos, vertical: false, givenRatios: true, &inRange)
        if inRange { return next }
        changing = saved
        inRange = true
      }
      return vertical
        ? offerPlainPhotos(range, photos, vertical: true, givenRatios: false, &inRange)
        : offerPlainPhotos(range, photos, vertical: false, givenRatios: false, &inRange)
    }

    /// See ``offerPlainPhotos(_:_:)``; `vertical` tells the photos' axis.
    ///
    /// With `givenRatios`, the loop reads only photos that give their aspect ratio
    /// (``Photos/givenAspectRatio(at:)``; any other photo takes the full rule) and does not
    /// check each ratio's range: it notes the least and the greatest ratio read, and a sum
    /// that is not a number (a NaN ratio), and sets `inRange` to false at the end unless every
    /// ratio was in ``Limits/aspectRatios``. The state it leaves is then meaningless: the
    /// caller runs the checking loop instead. Out-of-range ratios only make wrong numbers, so
    /// nothing can trap or loop longer in the meantime.
    @inline(__always)
    private mutating func offerPlainPhotos(
      _ range: Range<Int>, _ photos: Photos, vertical: Bool, givenRatios: Bool,
      _ inRange: inout Bool
    ) -> Int {
      // The hot loops read only locals: no store through `ratios` can change them.
      let metrics = self.metrics
      let ratios = self.ratios
      let capacity = self.capacity
      let upper = range.upperBound
      // The memory of the photos a fixed distance ahead and of each photo's frame, hinted in
      // the hot loop (``Prefetch``): a large gallery's photos and frames are not in the cache,
      // and the loop's arithmetic hides their loading only if it starts early.
      let itemsAhead =
        UnsafeRawPointer(photos.items.baseAddress.unsafelyUnwrapped)
        + Self.readAhead &* MemoryLayout<Item>.stride
      let frameLines = self.frameLines
      var index = range.lowerBound
      // The least and greatest ratio given, with `givenRatios`.
      var least = Double.infinity
      var greatest = -Double.infinity
      defer {
        if givenRatios {
          inRange =
            least >= Limits.aspectRatios.lowerBound && greatest <= Limits.aspectRatios.upperBound
        }
      }
      /// The ratio of photo `index` if it reads plainly.
      @inline(__always)
      func read(_ index: Int) -> Double? {
        if givenRatios {
          guard let given = photos.givenAspectRatio(at: index) else { return nil }
          // Selects a processor computes in one instruction each.
          least = least < given ? least : given
          greatest = greatest > given ? greatest : given
          return vertical ? given : 1 / given
        }
        return photos.plainAspectRatio(at: index, vertical: vertical)
      }
      while index < upper {
        // The open row holds `start ..< index`, whose ratios sum to `sum`; photos join plainly
        // up to `stop` (the row's capacity, or at once for an empty breakout row).
        var start = open.start
        var sum = open.sum
        var next = self.next
        let completesPlainly = self.completesPlainly
        var stop =
          plainCounts.contains(index &- start) ? min(upper, start &+ capacity) : index
        var ruleRatio: Double?
        while index < stop {
          if completesPlainly {
            // While each photo keeps the sum at most `maxAR`, it joins, and completes the row
            // if the sum reaches `minAR`: decided without a branch (which photo ends a row is
            // as random as the photos), on numbers, so that the compiler keeps it that way.
            // The row is written whether or not it completes, where the next row found goes,
            // and kept only if it completes (a trial's bad ratios only make rows it discards,
            // at most one a photo). Up to `stop`, `capacity` photos from the open row's start,
            // no row can reach capacity; then `stop` moves on, past the last row found.
            //
            // The sum is the loop's one chain from photo to photo, so the photo joins by
            // `sum < minAR - ratio`, a comparison that runs beside the addition instead of
            // after it (the chain: the slower of the two, then a select). The rule's test is
            // the rounded `sum + ratio < minAR`; the two differ only within a rounding of
            // `minAR`, and there the photo leaves the loop for the rule, a branch taken
            // almost never.
            var stretchEnd = stop
            repeat {
              let first = next
              while index < stretchEnd {
                guard let ratio = read(index) else { break }
                ratios[index] = ratio
                Prefetch.forReading(itemsAhead + index &* MemoryLayout<Item>.stride)
                Prefetch.forWriting(frameLines + index &* MemoryLayout<Rect>.stride)
                let joined = sum + ratio
                let joins = sum < metrics.minAspectRatio - ratio
                guard joined <= metrics.maxAspectRatio, joins == (joined < metrics.minAspectRatio)
                else { break }
                sum = joins ? joined : 0
                index &+= 1
                next.initialize(to: FoundRow(end: index, sum: joined))
                next += joins ? 0 : 1
              }
              if next != first { start = (next - 1).pointee.end }
              stop = min(upper, start &+ capacity)
              guard index == stretchEnd else { break }
              stretchEnd = stop
            } while index < stretchEnd
            guard index < stop else { break }
          }
          guard let ratio = read(index) else { break }
          ratios[index] = ratio
          let joined = sum + ratio
          if joined < metrics.minAspectRatio {
            sum = joined
            index &+= 1
            continue
          }
          if givenRatios, joined.isNaN {
            // A NaN ratio (the only way to a NaN sum): the trial fails.
            least = -.infinity
            return index
          }
          guard completesPlainly else {
            ruleRatio = ratio
            break
          }
          let count = index &- start
          index &+= 1
          if joined <= metrics.maxAspectRatio || count == 0
            || !(abs(joined - metrics.photoWidth(count: count &+ 1) / metrics.target)
              > abs(sum - metrics.photoWidth(count: count) / metrics.target))
          {
            // Joins and completes the row.
            next.initialize(to: FoundRow(end: index, sum: joined))
            next += 1
            start = index
            sum = 0
          } else {
            // Completes the row without the photo, which opens the next (0 + ratio is ratio).
            next.initialize(to: FoundRow(end: index &- 1, sum: sum))
            next += 1
            if ratio < metrics.minAspectRatio {
              start = index &- 1
              sum = ratio
            } else {
              next.initialize(to: FoundRow(end: index, sum: ratio))
              next += 1
              start = index
              sum = 0
            }
          }
          stop = min(upper, start &+ capacity)
        }
        // Rows completed here are plain: not breakout rows, and the open row is not one.
        let completed = next - self.next
        if completed > 0 {
          rowCount &+= completed
          lastIsBreakout = false
          self.next = next
          open.start = start
        }
        open.sum = sum
        open.count = index &- start
        guard index < upper else { break }
        // The photo at `index` takes the full rule, or needs the detailed check.
        if ruleRatio == nil, let ratio = photos.plainAspectRatio(at: index, vertical: vertical) {
          ratios[index] = ratio
          ruleRatio = ratio
        }
        guard let ratio = ruleRatio else { break }
        offerByTheRule(ratio)
        index &+= 1
        if isCut { break }
      }
      return index
    }

    /// How many photos ahead the hot loop hints that a photo is about to be read: far enough
    /// that its memory arrives in time, near enough that it is still in the cache when read.
    static let readAhead = 64

    /// Offers photo `index` of aspect ratio `ratio`, the next item, to the open row (which
    /// holds the items from its start to `index`).
    mutating func offer(_ ratio: Double, at index: Int) {
      ratios[index] = ratio
      let sum = open.sum + ratio
      let count = index &- open.start
      if sum < metrics.minAspectRatio && plainCounts.contains(count) {
        open.sum = sum
        open.count = count &+ 1
      } else {
        open.count = count
        offerByTheRule(ratio)
      }
    }

    /// Offers a photo to the open row by the full rule, completing rows until one takes it or
    /// `maxRows` cuts.
    @inline(never)
    private mutating func offerByTheRule(_ ratio: Double) {
      while true {
        switch open.offer(ratio, metrics: metrics) {
        case .join:
          open.add(ratio)
        case .joinAndComplete:
          open.add(ratio)
          completeRow()
        case .completeWithout:
          // The fresh row is empty and always takes the photo (unless maxRows cuts first).
          completeRow()
          if !isCut { continue }
        }
        plainCounts = plainCounts(of: open)
        return
      }
    }

    /// Notes the open row as complete and opens the next one.
    private mutating func completeRow() {
      let end = open.items.upperBound
      next.initialize(to: FoundRow(end: end, sum: open.sum))
      next += 1
      lastIsBreakout = open.isBreakout
      rowCount &+= 1
      open = GreedyRow(start: end, isBreakout: cadence.isBreakoutRow(number: rowCount &+ 1))
      if maxRows > 0, rowCount >= maxRows { isCut = true }
    }
  }

  /// Places `rows`, the rows greedy breaking completed from the cursor's first item not
  /// committed on, and moves the cursor past them: the frames are written in place, and the
  /// store notes them once they all are (``FrameStore/appendRows(atMost:_:)``). `lastIsBreakout` tells whether the last is a breakout row (for the widow
  /// height).
  ///
  /// One loop over the rows: each row is sized (``Row/justified(_:sum:isBreakout:metrics:)``'s
  /// arithmetic) and its frames written ``frameRun`` at a time, whatever its count, as long as
  /// the frames written past its end land in later rows' places (which those rows then write
  /// again): so the frame loop's length hardly depends on the row's, and rows of two or three
  /// photos cost no mispredicted branch. Rows near the end are written frame by frame. Not
  /// inlined: in a function of its own the loop keeps its state in registers.
  @inline(never)
  private func placeRows(
    _ rows: UnsafeBufferPointer<FoundRow>, lastIsBreakout: Bool,
    ratios: UnsafeMutablePointer<Double>, bounds: BodyBounds, metrics: Metrics,
    _ cursor: inout Cursor, _ frames: inout RowAppender
  ) {
    var appender = frames
    defer { frames = appender }
    var start = cursor.committedCount
    // Item `i`'s frame goes to `destination[i]`, store index `i + shift`.
    let destination = appender.next - start
    let shift = appender.count &- start
    // Rows that end by here may write a whole run of frames past their end.
    let runsEnd = rows[rows.count &- 1].end &- (Self.frameRun &- 1)
    let originX = bounds.originX
    let spacing = metrics.itemSpacing
    var top = cursor.top
    var bottom = cursor.bottom
    var height = 0.0
    for found in rows {
      let end = found.end
      let photoHeight = metrics.naturalHeight(sum: found.sum, count: end &- start)
      height = metrics.clamped(photoHeight)
      var x = originX
      var index = start
      if end <= runsEnd {
        repeat {
          for offset in 0..<Self.frameRun {
            (destination + (index &+ offset)).initialize(
              to: Row.frame(
                ratio: ratios[index &+ offset], x: &x, top: top, photoHeight: photoHeight,
                height: height, spacing: spacing))
          }
          index &+= Self.frameRun
        } while index < end
      } else {
        while index < end {
          (destination + index).initialize(
            to: Row.frame(
              ratio: ratios[index], x: &x, top: top, photoHeight: photoHeight, height: height,
              spacing: spacing))
          index &+= 1
        }
      }
      // The frames' own bottom (`maxY`), which the next row starts from.
      bottom = top + height
      top = bottom + metrics.lineSpacing
      start = end
    }
    // Rows laid out downwards: tops and bottoms never decrease.
    appender.commit(through: start &+ shift)
    cursor.committedCount = start
    cursor.top = top
    cursor.bottom = bottom
    cursor.widowHeight = Row.widowHeight(
      after: height, isBreakout: lastIsBreakout, metrics: metrics)
  }

  /// How many frames ``placeRows(_:lastIsBreakout:ratios:bounds:metrics:_:_:)`` writes at a
  /// time: most rows of a phone-wide gallery hold two or three photos.
  private static let frameRun = 3

  /// Lays out the widow row, if shown, and reports the body's end.
  ///
  /// - Complexity: O(k) for the k items of the open row.
  func finishGreedy(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, metrics: Metrics,
    frames: inout FrameBuffer
  ) -> BodyEnd {
    guard cursor.open.count > 0, !cursor.isCut, showWidows else {
      return BodyEnd(bottom: cursor.bottom, visibleCount: cursor.committedCount)
    }
    let row = Row.widow(
      cursor.open.items, sum: cursor.open.sum, preferredHeight: cursor.widowHeight,
      metrics: metrics)
    let bottom = row.place(
      atTop: cursor.top, bounds: bounds, items: items, metrics: metrics, frames: &frames)
    return BodyEnd(bottom: bottom, visibleCount: row.items.upperBound)
  }
}
