// A WASI command around the module's entry points, for running the module's code in wasmkit
// (whose command line cannot write a module's memory): it reads requests on standard input and
// writes each answer on standard output. Not part of brickwork.wasm.
//
// Requests, each a header line and its bytes:
//   json N\n + N bytes                 lay out a layout document (the new current layout)
//   binary N M\n + N bytes + 8M bytes  lay out a document with M binary item values
//   relayout W H\n                     lay the current layout out at width W and height H
// Answers: "ok N\n" + the N bytes of the JSON frames, or "error N\n" + the error text; then "\n".

#include "wasi.h"

void *malloc(size_t size);
void free(void *pointer);
const char *_swift_stdlib_strtod_clocale(const char *text, double *result);
int32_t brickwork_layout_json(const uint8_t *bytes, int32_t count);
int32_t brickwork_layout_binary(const uint8_t *document, int32_t count, const double *values,
                                int32_t valueCount);
int32_t brickwork_relayout(int32_t handle, double width, double height);
void brickwork_release(int32_t handle);
int32_t brickwork_json(int32_t handle);
const uint8_t *brickwork_json_bytes(int32_t handle);
int32_t brickwork_error_length(void);
const uint8_t *brickwork_error_bytes(void);

static uint8_t *input;
static size_t input_length, position;

static void read_all(void) {
  size_t capacity = 1 << 20;
  input = malloc(capacity);
  for (;;) {
    if (input_length == capacity) {
      uint8_t *larger = malloc(capacity * 2);
      __builtin_memcpy(larger, input, input_length);
      free(input);
      input = larger;
      capacity *= 2;
    }
    IOVector vector = {input + input_length, capacity - input_length};
    size_t count = 0;
    if (wasi_fd_read(0, &vector, 1, &count) != 0 || count == 0) return;
    input_length += count;
  }
}

static void write_bytes(const void *bytes, size_t count) {
  while (count > 0) {
    IOVector vector = {(void *)bytes, count};
    size_t written = 0;
    if (wasi_fd_write(1, &vector, 1, &written) != 0 || written == 0) return;
    bytes = (const uint8_t *)bytes + written;
    count -= written;
  }
}

static void write_number(size_t value) {
  char digits[24];
  int count = 0;
  do {
    digits[sizeof digits - 1 - count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0);
  write_bytes(digits + sizeof digits - count, count);
}

static void answer(const char *status, const uint8_t *bytes, size_t count) {
  write_bytes(status, __builtin_strlen(status));
  write_bytes(" ", 1);
  write_number(count);
  write_bytes("\n", 1);
  write_bytes(bytes, count);
  write_bytes("\n", 1);
}

static void answer_layout(int32_t handle, int ok) {
  if (!ok) {
    answer("error", brickwork_error_bytes(), (size_t)brickwork_error_length());
    return;
  }
  int32_t length = brickwork_json(handle);
  answer("ok", brickwork_json_bytes(handle), (size_t)length);
}

// The next word of a header line, NUL-terminated in place of the space or line feed after it.
static char *word(void) {
  while (position < input_length && input[position] == ' ') position++;
  char *start = (char *)input + position;
  while (position < input_length && input[position] != ' ' && input[position] != '\n') position++;
  if (position < input_length) input[position++] = 0;
  return start;
}

static int same(const char *a, const char *b) {
  while (*a && *a == *b) a++, b++;
  return *a == *b;
}

static size_t count_of(const char *text) {
  size_t value = 0;
  for (; *text >= '0' && *text <= '9'; text++) value = value * 10 + (size_t)(*text - '0');
  return value;
}

void _start(void) {
  read_all();
  int32_t current = -1;
  while (position < input_length) {
    char *command = word();
    if (same(command, "json")) {
      size_t count = count_of(word());
      if (current >= 0) brickwork_release(current);
      current = brickwork_layout_json(input + position, (int32_t)count);
      position += count;
      answer_layout(current, current >= 0);
    } else if (same(command, "binary")) {
      size_t count = count_of(word());
      size_t values = count_of(word());
      double *copy = malloc(values * 8 + 8);  // aligned for the doubles
      __builtin_memcpy(copy, input + position + count, values * 8);
      if (current >= 0) brickwork_release(current);
      current = brickwork_layout_binary(input + position, (int32_t)count, copy, (int32_t)values);
      free(copy);
      position += count + values * 8;
      answer_layout(current, current >= 0);
    } else if (same(command, "relayout")) {
      double width = 0, height = 0;
      _swift_stdlib_strtod_clocale(word(), &width);
      _swift_stdlib_strtod_clocale(word(), &height);
      answer_layout(current, current >= 0 && brickwork_relayout(current, width, height) == 0);
    } else if (*command) {
      answer("error", (const uint8_t *)"bad request", 11);
      return;
    }
  }
}
