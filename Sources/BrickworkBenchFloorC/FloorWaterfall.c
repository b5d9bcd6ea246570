#include "BrickworkBenchFloorC.h"

// The same operations as the waterfall, rounded the same: no fused multiply-adds.
#pragma STDC FP_CONTRACT OFF

enum { MAX_COLUMNS = 64, AHEAD = 64 };

/// The leading column of the least position among `count` (ties to the leading one).
static inline long shortest(const double *positions, long count) {
  long best = 0;
  double least = positions[0];
  for (long column = 1; column < count; column++) {
    if (positions[column] < least) {
      best = column;
      least = positions[column];
    }
  }
  return best;
}

/// The shorter of columns `a` and `b`, `a` leading: ties go to `a`.
static inline long shorter(const double *positions, long a, long b) {
  return positions[b] < positions[a] ? b : a;
}

/// `shortest`, five to eight columns compared in pairs, then pairs of pairs.
static inline long shortestPairwise(const double *p, long count) {
  switch (count) {
  case 5: return shorter(p, shorter(p, shorter(p, 0, 1), shorter(p, 2, 3)), 4);
  case 6:
    return shorter(p, shorter(p, shorter(p, 0, 1), shorter(p, 2, 3)), shorter(p, 4, 5));
  case 7:
    return shorter(
        p, shorter(p, shorter(p, 0, 1), shorter(p, 2, 3)), shorter(p, shorter(p, 4, 5), 6));
  case 8:
    return shorter(
        p, shorter(p, shorter(p, 0, 1), shorter(p, 2, 3)),
        shorter(p, shorter(p, 4, 5), shorter(p, 6, 7)));
  default: return shortest(p, count);
  }
}

double bw_floor_waterfall(
    const double *extents, long count, long columns, double width, double columnSpacing,
    double itemSpacing, BWFloorFrame *frames, BWFloorVariant variant) {
  if (columns < 1 || columns > MAX_COLUMNS) return 0;
  double positions[MAX_COLUMNS];
  for (long column = 0; column < columns; column++) positions[column] = 0;
  double columnWidth = (width - (double)(columns - 1) * columnSpacing) / (double)columns;
  double pitch = columnWidth + columnSpacing;
  double greatest = 0;
  for (long index = 0; index < count; index++) {
    if (variant == BWFloorPrefetching) {
      __builtin_prefetch(extents + index + AHEAD, 0, 3);
      __builtin_prefetch(frames + index + AHEAD, 1, 3);
    }
    long lane =
        variant == BWFloorPairwise ? shortestPairwise(positions, columns)
                                   : shortest(positions, columns);
    double top = positions[lane];
    double height = extents[index];
    BWFloorFrame frame = {0 + (double)lane * pitch, top, columnWidth, height};
    frames[index] = frame;
    double bottom = top + height;
    positions[lane] = bottom + itemSpacing;
    greatest = bottom > greatest ? bottom : greatest;
  }
  return greatest;
}
