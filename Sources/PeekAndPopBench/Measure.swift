import Foundation
import PeekAndPopBenchSupport

/// Monotonic nanoseconds.
@inline(never)
func nowNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `body(iterations)` `repeats` times and returns the best time per
/// iteration in nanoseconds (the minimum is the least disturbed by the machine).
func bestNanoseconds(iterations: Int, repeats: Int = 7, _ body: (Int) -> Void) -> Double {
    body(max(1, iterations / 10))  // warm up
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = nowNanoseconds()
        body(iterations)
        let elapsed = Double(nowNanoseconds() - start)
        best = min(best, elapsed / Double(iterations))
    }
    return best
}

/// Measures several variants in interleaved rounds (A B C, A B C, …) and
/// returns each one's best time per iteration in nanoseconds. Interleaving
/// gives every variant the same machine conditions, and the minimum over many
/// short rounds filters out the rest of the machine's noise, which on a small
/// virtual machine is larger than the differences being measured.
func interleavedBestNanoseconds(iterations: [Int], rounds: Int = 25, _ bodies: [(Int) -> Void]) -> [Double] {
    interleavedRounds(iterations: iterations, rounds: rounds, bodies).map { $0.min() ?? .infinity }
}

/// Measures several variants in interleaved rounds (A B C, A B C, …) and
/// returns, for each one, its time per iteration in nanoseconds in every
/// round, in order.
func interleavedRounds(iterations: [Int], rounds: Int, _ bodies: [(Int) -> Void]) -> [[Double]] {
    for (body, count) in zip(bodies, iterations) { body(max(1, count / 10)) }  // warm up
    var times = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<rounds {
        for index in bodies.indices {
            let start = nowNanoseconds()
            bodies[index](iterations[index])
            let elapsed = Double(nowNanoseconds() - start)
            times[index].append(elapsed / Double(iterations[index]))
        }
    }
    return times
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Keeps memory the process frees for its next allocations instead of
/// handing it back to the kernel (`pap_keep_freed_memory`): a size measured
/// again reuses the pages of its last run, so that a figure's growth is the
/// package's, not the kernel's cost of fresh pages, which at 100,000
/// elements made a route call's figure 15-20% higher, differently each run.
func keepFreedMemory() { pap_keep_freed_memory() }

/// Bytes currently allocated on the heap, as the allocator counts them.
func heapBytesInUse() -> Int { Int(pap_heap_bytes_in_use()) }

/// Allocation calls made by this process so far.
func allocationCount() -> UInt64 { pap_allocation_count() }

/// Resident set size of this process, in bytes.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A handler sink that the optimizer cannot remove and that costs no
/// exclusivity check: every benchmarked handler adds its event here.
nonisolated(unsafe) let sink = UnsafeMutablePointer<Int>.allocate(capacity: 1)
