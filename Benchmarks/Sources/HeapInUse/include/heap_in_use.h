// Heap bytes in use by this process, for the footprint rows (runner --footprint).
#ifndef HEAP_IN_USE_H
#define HEAP_IN_USE_H

#include <stddef.h>

/// Bytes of heap the process has allocated and not freed, as the C library's allocator counts them
/// (each block's size as allocated, header and rounding included): glibc's mallinfo2() `uordblks`
/// (small blocks) plus `hblkhd` (blocks given their own mapping); on Apple platforms the default
/// zone's `size_in_use`.
size_t heap_in_use(void);

#endif
