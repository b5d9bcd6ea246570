import Brickwork

/// flickr/justified-layout's greedy rows as its JavaScript does them, ported naively: a row
/// object holding its items, the row's aspect ratio summed anew on every addition, an object
/// per box. Tolerance 0.25, no breakout rows, widows shown at the last row's height.
struct NaiveJustified {
  final class Box {
    var aspectRatio: Double
    var frame = Rect.zero
    init(aspectRatio: Double) { self.aspectRatio = aspectRatio }
  }

  final class Row {
    var items: [Box] = []
    var top: Double
    var height = 0.0
    init(top: Double) { self.top = top }
  }

  let width: Double
  let targetRowHeight: Double
  let spacing: Double

  /// Lays the aspect ratios out in rows; returns every box.
  @inline(never)
  func layOut(_ ratios: [Double]) -> [Box] {
    let minRatio = width / targetRowHeight * 0.75
    let maxRatio = width / targetRowHeight * 1.25
    var boxes: [Box] = []
    var rows: [Row] = []
    var row = Row(top: 0)
    var top = 0.0
    for ratio in ratios {
      let box = Box(aspectRatio: ratio)
      boxes.append(box)
      while true {
        let sum = (row.items + [box]).reduce(0) { $0 + $1.aspectRatio }
        let target = (width - Double(row.items.count) * spacing) / targetRowHeight
        if sum < minRatio {
          row.items.append(box)
          break
        }
        let without = row.items.reduce(0) { $0 + $1.aspectRatio }
        let previousTarget =
          (width - Double(max(0, row.items.count - 1)) * spacing) / targetRowHeight
        if sum > maxRatio, !row.items.isEmpty,
          abs(sum - target) > abs(without - previousTarget)
        {
          finish(row, rows: &rows, top: &top)
          row = Row(top: top)
          continue
        }
        row.items.append(box)
        finish(row, rows: &rows, top: &top)
        row = Row(top: top)
        break
      }
    }
    if !row.items.isEmpty {
      row.height = rows.last?.height ?? targetRowHeight
      var x = 0.0
      for box in row.items {
        box.frame = Rect(x: x, y: top, width: box.aspectRatio * row.height, height: row.height)
        x += box.frame.width + spacing
      }
    }
    return boxes
  }

  private func finish(_ row: Row, rows: inout [Row], top: inout Double) {
    let sum = row.items.reduce(0) { $0 + $1.aspectRatio }
    let natural = (width - Double(row.items.count - 1) * spacing) / sum
    row.height = min(max(natural, targetRowHeight / 2), targetRowHeight * 2)
    var x = 0.0
    for box in row.items {
      box.frame = Rect(x: x, y: row.top, width: box.aspectRatio * natural, height: row.height)
      x += box.frame.width + spacing
    }
    rows.append(row)
    top += row.height + spacing
  }
}
