// Heap bytes in use (see include/heap_in_use.h). A C file because Swift's Glibc module does not
// export <malloc.h>'s mallinfo2().
#include "heap_in_use.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#else
#include <malloc.h>

size_t heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#endif
