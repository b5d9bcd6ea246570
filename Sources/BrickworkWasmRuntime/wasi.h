// The two WASI calls the module's test commands (harness.c, number-text/main.c) make: reading
// standard input and writing standard output. Not used by brickwork.wasm, which imports nothing.

#include <stddef.h>
#include <stdint.h>

typedef struct {
  void *buffer;
  size_t length;
} IOVector;

__attribute__((import_module("wasi_snapshot_preview1"), import_name("fd_read"))) int
wasi_fd_read(int descriptor, const IOVector *vectors, size_t count, size_t *read);
__attribute__((import_module("wasi_snapshot_preview1"), import_name("fd_write"))) int
wasi_fd_write(int descriptor, const IOVector *vectors, size_t count, size_t *written);
