#ifndef PEEK_AND_POP_BENCH_SUPPORT_H
#define PEEK_AND_POP_BENCH_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Bytes the allocator currently has handed out (glibc's mallinfo2 uordblks).
size_t pap_heap_bytes_in_use(void);

/// Keeps the memory the allocator gets from the kernel in the process once
/// freed (glibc's `M_TOP_PAD`), so that measuring a size again does not pay
/// for fresh pages: by default glibc hands freed memory at the heap's top
/// back to the kernel, and each repeat at 100,000 elements faulted in its
/// pages again. Called once, before anything is measured.
void pap_keep_freed_memory(void);

/// Number of allocation calls (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign) made by this process so far. Counted by the
/// interposed allocator functions of this benchmark executable only.
uint64_t pap_allocation_count(void);

#endif
