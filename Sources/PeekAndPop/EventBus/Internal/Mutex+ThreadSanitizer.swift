import Synchronization

// `Synchronization.Mutex` takes its contended path inside the toolchain's
// library, which is not built with ThreadSanitizer, so TSan does not see the
// ordering that path establishes and reports false races on the protected
// value. Built with `-Xswiftc -DPEEK_AND_POP_TSAN` (as `.ci/run` does for its
// sanitizer runs), every lock of the package tells TSan about the
// happens-before edge itself. Without the flag this compiles to `withLock`.

#if PEEK_AND_POP_TSAN
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
            withUnsafeMutablePointer(to: &value) { tsanAcquire(UnsafeMutableRawPointer($0)) }
            defer { withUnsafeMutablePointer(to: &value) { tsanRelease(UnsafeMutableRawPointer($0)) } }
            #endif
            return try body(&value)
        }
    }
}
