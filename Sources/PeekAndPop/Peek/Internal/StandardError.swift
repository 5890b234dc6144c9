#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    private let systemWrite = write
#endif

/// Writes to the process's standard error, unbuffered.
enum StandardError {
    static func print(_ text: String) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var text = text
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = systemWrite(2, bytes.baseAddress! + offset, bytes.count - offset)
                    guard written > 0 else { return }
                    offset += written
                }
            }
        #endif
    }
}
