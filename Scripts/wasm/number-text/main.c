// A WASI command for Scripts/wasm/check-number-text.sh: reads 64-bit bit patterns (little-endian)
// on standard input and writes each double's text, as the module's JSON writer writes it, on a
// line of standard output.

#include "../../../Sources/BrickworkWasmRuntime/wasi.h"

int32_t number_text_write(uint64_t bits, uint8_t *text);

static uint8_t input[1 << 16], output[1 << 16 << 2];

static void write_all(const uint8_t *bytes, size_t count) {
  while (count > 0) {
    IOVector vector = {(void *)bytes, count};
    size_t written = 0;
    if (wasi_fd_write(1, &vector, 1, &written) != 0 || written == 0) return;
    bytes += written;
    count -= written;
  }
}

void _start(void) {
  size_t pending = 0;  // bytes of an incomplete pattern kept from the last read
  for (;;) {
    IOVector vector = {input + pending, sizeof input - pending};
    size_t count = 0;
    if (wasi_fd_read(0, &vector, 1, &count) != 0 || count == 0) break;
    count += pending;
    size_t used = 0, length = 0;
    for (; used + 8 <= count; used += 8) {
      uint64_t bits = 0;
      for (int byte = 7; byte >= 0; byte--) bits = bits << 8 | input[used + byte];
      length += (size_t)number_text_write(bits, output + length);
      output[length++] = '\n';
    }
    write_all(output, length);
    pending = count - used;
    __builtin_memmove(input, input + used, pending);
  }
}
