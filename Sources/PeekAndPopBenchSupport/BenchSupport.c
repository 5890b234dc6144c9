// Allocation counting for peek-and-pop-bench: the allocator entry points are
// interposed in the benchmark executable and forwarded to glibc's own.
#define _GNU_SOURCE
#include "PeekAndPopBenchSupport.h"

#include <malloc.h>
#include <stdatomic.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations = 0;

size_t pap_heap_bytes_in_use(void) { return mallinfo2().uordblks; }

void pap_keep_freed_memory(void) {
    // 256 MiB kept above the heap's top and never trimmed: memory a size's
    // run frees is reused by the next run instead of being handed back to
    // the kernel and faulted in again, page by page.
    mallopt(M_TOP_PAD, 256 << 20);
}

uint64_t pap_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

static inline void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}
