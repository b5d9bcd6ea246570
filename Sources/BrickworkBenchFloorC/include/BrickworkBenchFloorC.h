#ifndef BRICKWORK_BENCH_FLOOR_C_H
#define BRICKWORK_BENCH_FLOOR_C_H

/// A frame as the waterfall writes it: origin and size, four doubles.
typedef struct {
  double x;
  double y;
  double width;
  double height;
} BWFloorFrame;

/// How the C floor loop finds the shortest column and touches memory.
typedef enum {
  /// One loop over the columns, nothing else: the guard rows' floor.
  BWFloorPlain = 0,
  /// The plain loop, hinting the items and frames 64 ahead (`__builtin_prefetch`).
  BWFloorPrefetching = 1,
  /// The plain loop, comparing five to eight columns in pairs, then pairs of pairs.
  BWFloorPairwise = 2,
} BWFloorVariant;

/// Lays `count` items of the given extents out in `columns` equal columns of a body `width`
/// wide at the origin, as the waterfall does (each item in the shortest column, ties to the
/// leading one; `columnSpacing` between columns, `itemSpacing` below each item), writing their
/// frames into `frames`. Returns the greatest item bottom (0 for no items).
double bw_floor_waterfall(
    const double *extents, long count, long columns, double width, double columnSpacing,
    double itemSpacing, BWFloorFrame *frames, BWFloorVariant variant);

#endif
