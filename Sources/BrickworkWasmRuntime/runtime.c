// The runtime support the Embedded Swift build of Brickwork needs on wasm32 with no imports:
// memory (a size-class allocator over memory.grow), the C memory functions, `round`, the 128-bit
// multiply of compiler-rt, a fixed hashing seed, and stack-protector and trap stubs.
// The decimal-to-double conversion is in strtod.c.

#include <stddef.h>
#include <stdint.h>

// MARK: - Memory

// Every block is a power of two of at least 32 bytes, its 16-byte header holding its size class,
// followed by the caller's bytes (16-byte aligned). Freed blocks go on their class's list and are
// reused by the next allocation of that class; fresh blocks come from the top of the heap, which
// grows by memory.grow. When the memory can grow no more, a free block of a larger class is split
// in halves down to the class needed, so that memory freed in large blocks serves small ones.
// Waste is under half a block; nothing is ever returned to the host.

extern unsigned char __heap_base;

enum { HEADER = 16, MIN_CLASS = 5, CLASS_COUNT = 32 };

typedef struct Block {
  uint32_t size_class;
  uint32_t offset;  // from the block's start to the caller's pointer, minus HEADER
  struct Block *next;  // while free
} Block;

static Block *free_lists[CLASS_COUNT];
static uintptr_t heap_top;
static unsigned long long free_bytes;  // in the blocks of the free lists

static void *grow_heap(size_t bytes) {
  if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
  uintptr_t start = heap_top;
  if (bytes > SIZE_MAX - start) return NULL;
  uintptr_t end = start + bytes;
  uintptr_t available = __builtin_wasm_memory_size(0) * 65536ull;
  if (end > available) {
    size_t pages = (end - available + 65535) / 65536;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
  }
  heap_top = end;
  return (void *)start;
}

// A block of `size_class` cut from the smallest larger free block (its other halves go on the
// free lists), or null when there is none.
static Block *split_larger(uint32_t size_class) {
  uint32_t larger = size_class + 1;
  while (larger < CLASS_COUNT && !free_lists[larger]) larger++;
  if (larger == CLASS_COUNT) return NULL;
  Block *block = free_lists[larger];
  free_lists[larger] = block->next;
  free_bytes -= (size_t)1 << size_class;  // the halves split off stay free
  while (larger > size_class) {
    larger--;
    Block *half = (Block *)((uintptr_t)block + ((uintptr_t)1 << larger));
    half->next = free_lists[larger];
    free_lists[larger] = half;
  }
  return block;
}

static void *allocate(size_t size, size_t alignment) {
  if (alignment < HEADER) alignment = HEADER;
  if (size > (1u << 31) - alignment - HEADER) return NULL;
  size_t needed = size + HEADER + (alignment - HEADER);
  uint32_t size_class = MIN_CLASS;
  while (((size_t)1 << size_class) < needed) size_class++;
  Block *block = free_lists[size_class];
  if (block) {
    free_lists[size_class] = block->next;
    free_bytes -= (size_t)1 << size_class;
  } else {
    block = grow_heap((size_t)1 << size_class);
    if (!block) block = split_larger(size_class);
    if (!block) return NULL;
  }
  uintptr_t user = ((uintptr_t)block + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
  Block *header = (Block *)(user - HEADER);
  header->size_class = size_class;
  header->offset = (uint32_t)((uintptr_t)header - (uintptr_t)block);
  return (void *)user;
}

// Swift's allocations never get a null pointer: Embedded Swift would write an object's header
// through it, over the module's static data, and every later call would fail. An allocation the
// heap cannot satisfy traps instead (as Swift's own runtime crashes with "Could not allocate
// memory"), after recording it for `brickwork_runtime_take_allocation_failure`, so that the JS
// wrapper can report it and restore the stack pointer: the heap is unchanged by a failed
// allocation, so the instance stays usable.
static int allocation_failed;

static void *allocate_or_trap(size_t size, size_t alignment) {
  void *pointer = allocate(size, alignment);
  if (!pointer) {
    allocation_failed = 1;
    __builtin_trap();
  }
  return pointer;
}

void *malloc(size_t size) { return allocate_or_trap(size, HEADER); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  *result = allocate_or_trap(size, alignment);
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) { return allocate_or_trap(size, alignment); }

// The allocation handed to JavaScript (`brickwork_allocate`): null when the heap cannot satisfy
// it, for the wrapper to refuse.
void *brickwork_runtime_allocate(size_t size) { return allocate(size, HEADER); }

// Whether an allocation failed since the last call (and forgets it).
int brickwork_runtime_take_allocation_failure(void) {
  int failed = allocation_failed;
  allocation_failed = 0;
  return failed;
}

// Whether one block of `bytes` can be allocated now: a free block of its class or larger, or
// the memory grown to hold a fresh one (grown now, so that the allocation that follows finds it).
int brickwork_runtime_can_allocate(unsigned long long bytes) {
  if (bytes > (1u << 31) - 2 * HEADER) return 0;
  uint32_t size_class = MIN_CLASS;
  while (((unsigned long long)1 << size_class) < bytes + HEADER) size_class++;
  for (uint32_t larger = size_class; larger < CLASS_COUNT; larger++) {
    if (free_lists[larger]) return 1;
  }
  if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
  unsigned long long end = (unsigned long long)heap_top + ((unsigned long long)1 << size_class);
  unsigned long long available = __builtin_wasm_memory_size(0) * 65536ull;
  if (end <= available) return 1;
  if (end > 65536ull * 65536ull) return 0;
  size_t pages = (size_t)((end - available + 65535) / 65536);
  return __builtin_wasm_memory_grow(0, pages) != (size_t)-1;
}

// Whether the heap can give `bytes` more: its free blocks and the memory grown to cover the rest
// now (the host may cap it below wasm32's 4 GiB), so that the allocations that follow find it.
int brickwork_runtime_can_hold(unsigned long long bytes) {
  if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
  if (bytes <= free_bytes) return 1;
  unsigned long long end = (unsigned long long)heap_top + (bytes - free_bytes);
  unsigned long long available = __builtin_wasm_memory_size(0) * 65536ull;
  if (end <= available) return 1;
  if (end > 65536ull * 65536ull) return 0;
  size_t pages = (size_t)((end - available + 65535) / 65536);
  return __builtin_wasm_memory_grow(0, pages) != (size_t)-1;
}

void free(void *pointer) {
  if (!pointer) return;
  Block *header = (Block *)((uintptr_t)pointer - HEADER);
  uint32_t size_class = header->size_class;
  Block *block = (Block *)((uintptr_t)header - header->offset);
  block->next = free_lists[size_class];
  free_lists[size_class] = block;
  free_bytes += (size_t)1 << size_class;
}

void *calloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) {
    allocation_failed = 1;
    __builtin_trap();
  }
  void *pointer = malloc(count * size);
  if (pointer) __builtin_memset(pointer, 0, count * size);
  return pointer;
}

// MARK: - Memory functions (bulk-memory instructions)

void *memcpy(void *restrict destination, const void *restrict source, size_t count) {
  __builtin_memcpy(destination, source, count);  // memory.copy (bulk memory)
  return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
  __builtin_memmove(destination, source, count);  // memory.copy allows overlap
  return destination;
}

void *memset(void *destination, int value, size_t count) {
  __builtin_memset(destination, value, count);  // memory.fill
  return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
  const unsigned char *a = left, *b = right;
  for (size_t i = 0; i < count; i++) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

size_t strlen(const char *text) {
  size_t count = 0;
  while (text[count]) count++;
  return count;
}

// MARK: - Numbers

// Rounds half away from zero, as C's `round`. `x - trunc(x)` is exact for every double.
double round(double x) {
  double whole = __builtin_trunc(x);
  double fraction = x - whole;
  if (fraction >= 0.5) return whole + 1;
  if (fraction <= -0.5) return whole - 1;
  return whole;
}

// The low 128 bits of a 128-bit product (compiler-rt's `__multi3`), from 32-bit halves so that
// the compiler does not call this function for its own multiplications.
typedef union {
  __int128 whole;
  struct {
    uint64_t low, high;
  } parts;
} Int128;

static uint64_t multiply_high(uint64_t a, uint64_t b) {
  uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
  uint64_t low = a0 * b0, cross1 = a1 * b0, cross2 = a0 * b1, high = a1 * b1;
  uint64_t middle = (low >> 32) + (uint32_t)cross1 + (uint32_t)cross2;
  return high + (cross1 >> 32) + (cross2 >> 32) + (middle >> 32);
}

__int128 __multi3(__int128 a, __int128 b) {
  Int128 x = {.whole = a}, y = {.whole = b}, result;
  result.parts.low = x.parts.low * y.parts.low;
  result.parts.high = multiply_high(x.parts.low, y.parts.low) + x.parts.low * y.parts.high +
                      x.parts.high * y.parts.low;
  return result.whole;
}

// MARK: - Stubs

// Hashing seeds: a fixed pattern (nothing the module hashes is secret, and layouts never depend
// on hash order).
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  for (size_t i = 0; i < count; i++) bytes[i] = (unsigned char)(0x9E + 31 * i);
}

uintptr_t __stack_chk_guard = 0x2F8A1C5Du;

void __stack_chk_fail(void) { __builtin_trap(); }

// Embedded Swift prints a failed precondition's message character by character before it
// traps; the module has no output, so the message is dropped and the trap reported by the host.
int putchar(int character) { return character; }
