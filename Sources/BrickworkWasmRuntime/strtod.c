// Decimal text to the nearest double, correctly rounded (ties to even): the conversion Swift's
// `Double(_: String)` asks the C library for (`_swift_stdlib_strtod_clocale`). The JSON reader
// calls it only for numbers its exact fast path cannot convert (more than 15 significant digits,
// or a power of ten beyond 10^22).
//
// The number is held as up to MAX_DIGITS decimal digits d and a decimal exponent: its value is
// 0.d[0]d[1]... x 10^point. Halving and doubling those digits (exact, but for digits beyond
// MAX_DIGITS, which only mark the value as slightly more than its digits) brings it into
// [0.5, 1) while a binary exponent counts the steps; 53 more doublings then give the significand
// and the digits after the decimal point decide its rounding.
//
// Accepted: an optional sign, digits with an optional fraction, an optional exponent. Anything
// else (whitespace, hexadecimal, inf, nan) converts nothing and returns NULL.

#include <stdint.h>

enum { MAX_DIGITS = 800 };

typedef struct {
  uint8_t digits[MAX_DIGITS + 24];
  int count;
  int point;
  int truncated;  // nonzero digits beyond MAX_DIGITS were dropped
} Decimal;

static void trim(Decimal *d) {
  while (d->count > 0 && d->digits[d->count - 1] == 0) d->count--;
  if (d->count == 0) d->point = 0;
}

// Divides by 2^shift (shift <= 59).
static void halve(Decimal *d, int shift) {
  uint64_t remainder = 0;
  int read = 0;
  while ((remainder >> shift) == 0) {
    if (read < d->count) {
      remainder = remainder * 10 + d->digits[read];
    } else if (remainder == 0) {
      d->count = 0;
      d->point = 0;
      return;
    } else {
      remainder *= 10;
    }
    read++;
  }
  d->point -= read - 1;
  uint64_t mask = ((uint64_t)1 << shift) - 1;
  int written = 0;
  for (; read < d->count; read++) {
    uint64_t digit = remainder >> shift;
    remainder = (remainder & mask) * 10 + d->digits[read];
    d->digits[written++] = (uint8_t)digit;
  }
  while (remainder > 0) {
    uint64_t digit = remainder >> shift;
    remainder = (remainder & mask) * 10;
    if (written < MAX_DIGITS) {
      d->digits[written++] = (uint8_t)digit;
    } else if (digit > 0) {
      d->truncated = 1;
    }
  }
  d->count = written;
  trim(d);
}

// Multiplies by 2^shift (shift <= 59): at most 18 more digits in front.
static void twice(Decimal *d, int shift) {
  static uint8_t scratch[MAX_DIGITS + 24];
  uint64_t carry = 0;
  for (int i = d->count - 1; i >= 0; i--) {
    uint64_t value = ((uint64_t)d->digits[i] << shift) + carry;
    scratch[i + 18] = (uint8_t)(value % 10);
    carry = value / 10;
  }
  for (int j = 17; j >= 0; j--) {
    scratch[j] = (uint8_t)(carry % 10);
    carry /= 10;
  }
  int length = d->count + 18;
  int start = 0;
  while (start < length && scratch[start] == 0) start++;
  int kept = 0;
  for (int j = start; j < length; j++) {
    if (kept < MAX_DIGITS) {
      d->digits[kept++] = scratch[j];
    } else if (scratch[j] != 0) {
      d->truncated = 1;
    }
  }
  d->point += 18 - start;
  d->count = kept;
  trim(d);
}

// Reads the number at `text` into `d`; returns the end of the number, or NULL.
static const char *parse(const char *text, Decimal *d, int *negative) {
  const char *p = text;
  *negative = 0;
  if (*p == '-' || *p == '+') *negative = *p++ == '-';
  d->count = 0;
  d->point = 0;
  d->truncated = 0;
  int sawDigit = 0, sawPoint = 0;
  for (;; p++) {
    if (*p >= '0' && *p <= '9') {
      sawDigit = 1;
      if (*p == '0' && d->count == 0) {
        if (sawPoint) d->point--;
        continue;
      }
      if (d->count < MAX_DIGITS) {
        d->digits[d->count++] = (uint8_t)(*p - '0');
      } else if (*p != '0') {
        d->truncated = 1;
      }
      if (!sawPoint) d->point++;
    } else if (*p == '.' && !sawPoint) {
      sawPoint = 1;
    } else {
      break;
    }
  }
  if (!sawDigit) return 0;
  if (*p == 'e' || *p == 'E') {
    const char *exponentStart = p++;
    int exponentNegative = 0;
    if (*p == '-' || *p == '+') exponentNegative = *p++ == '-';
    if (*p < '0' || *p > '9') return exponentStart;
    int exponent = 0;
    for (; *p >= '0' && *p <= '9'; p++) {
      if (exponent < 100000) exponent = exponent * 10 + (*p - '0');
    }
    d->point += exponentNegative ? -exponent : exponent;
  }
  trim(d);
  return p;
}

static double from_bits(uint64_t bits) {
  union {
    uint64_t bits;
    double value;
  } u = {.bits = bits};
  return u.value;
}

// The nearest double to `d` (nonnegative).
static double nearest(Decimal *d) {
  if (d->count == 0) return 0;
  if (d->point > 310) return from_bits(0x7FF0000000000000ull);
  if (d->point < -330) return 0;
  int exponent = 0;  // the value is d x 2^exponent
  while (d->point > 0) {
    int shift = d->point > 17 ? 59 : 3 * d->point + 1;
    halve(d, shift);
    exponent += shift;
  }
  while (d->point < 0 || (d->point == 0 && d->digits[0] < 5)) {
    // 2^(3m) < 10^m, so doubling never passes 1.
    int shift = d->point == 0 ? 1 : (-d->point > 19 ? 59 : 3 * -d->point);
    twice(d, shift);
    exponent -= shift;
  }
  // d is in [0.5, 1): the double is d x 2^exponent = 1.f x 2^(exponent - 1).
  if (exponent - 1 > 1023) return from_bits(0x7FF0000000000000ull);
  if (exponent < -1021) {
    // Subnormal: the exponent field is that of 2^-1022; fewer significant bits remain.
    int shift = -1021 - exponent;
    if (shift > 60) return 0;
    while (shift > 0) {
      int step = shift > 59 ? 59 : shift;
      halve(d, step);
      shift -= step;
    }
    exponent = -1021;
  }
  twice(d, 53);
  uint64_t significand = 0;
  int index = 0;
  for (; index < d->point; index++) {
    significand = significand * 10 + (index < d->count ? d->digits[index] : 0);
  }
  int roundUp = 0;
  if (d->point >= 0 && index < d->count) {  // a negative point: below 0.1, rounds down
    int first = d->digits[index];
    int more = d->truncated || d->count > index + 1;
    roundUp = first > 5 || (first == 5 && (more || (significand & 1)));
  }
  significand += roundUp;
  if (significand == (1ull << 53)) {
    significand >>= 1;
    exponent++;
    if (exponent - 1 > 1023) return from_bits(0x7FF0000000000000ull);
  }
  if (significand < (1ull << 52)) return from_bits(significand);  // subnormal (or zero)
  uint64_t field = (uint64_t)(exponent - 1 + 1023);
  return from_bits(field << 52 | (significand & ((1ull << 52) - 1)));
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  static Decimal decimal;
  int negative;
  const char *end = parse(text, &decimal, &negative);
  if (!end) return 0;
  double value = nearest(&decimal);
  *result = negative ? -value : value;
  return end;
}
