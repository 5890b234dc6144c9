import Synchronization

// `Synchronization.Mutex` takes its contended path inside the toolchain's
// library, which is not built with ThreadSanitizer, so TSan does not see the
// ordering that path establishes and reports false races on the protected
// value. Built with `-Xswiftc -DPEEK_AND_POP_TSAN` (as `.ci/run` does for its
// sanitizer runs), every lock of the package tells TSan about the
// happens-before edge itself. Without the flag this compiles to `withLock`.

#if PEEK_AND_POP_TSAN
    /// The address the annotations synchronize on. Taking the address of the
    /// protected value would itself be an access before the acquire, so one
    /// address serves every lock: under TSan, every unlock happens before every
    /// later lock. That can hide a race between two different locks' critical
    /// sections, never invent one.
    @usableFromInline
    nonisolated(unsafe) let tsanSynchronizationAddress = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)

    @usableFromInline
    @_silgen_name("__tsan_acquire")
    func tsanAcquire(_ address: UnsafeMutableRawPointer)

    @usableFromInline
    @_silgen_name("__tsan_release")
    func tsanRelease(_ address: UnsafeMutableRawPointer)
#endif

extension Mutex where Value: ~Copyable {
    /// `withLock`, with ThreadSanitizer annotations when built with
    /// `-DPEEK_AND_POP_TSAN`.
    @inlinable
    package borrowing func withAnnotatedLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try withLock { (value: inout sending Value) throws(E) -> sending Result in
            #if PEEK_AND_POP_TSAN
                tsanAcquire(tsanSynchronizationAddress)
                defer { tsanRelease(tsanSynchronizationAddress) }
            #endif
            return try body(&value)
        }
    }
}
