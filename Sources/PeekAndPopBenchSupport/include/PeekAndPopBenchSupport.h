#ifndef PEEK_AND_POP_BENCH_SUPPORT_H
#define PEEK_AND_POP_BENCH_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Bytes the allocator currently has handed out (glibc's mallinfo2 uordblks).
size_t pap_heap_bytes_in_use(void);

/// Number of allocation calls (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign) made by this process so far. Counted by the
/// interposed allocator functions of this benchmark executable only.
uint64_t pap_allocation_count(void);

#endif
