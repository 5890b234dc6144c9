#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings to put back if a signal ends the process while the
/// terminal is raw. Written only by ``RawTerminal`` on the main thread before
/// the handlers are installed; read only by them.
nonisolated(unsafe) private var terminalToRestore: termios?

/// Restores the terminal and leaves, from a signal handler (async-signal-safe calls only).
private func restoreTerminalAndExit(_ signal: Int32) {
    if var settings = terminalToRestore {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
    let leave: [UInt8] = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
    _ = leave.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    _exit(128 + signal)
}

/// The standard input in raw mode (no echo, no line editing, no signals from
/// keys), on the alternate screen; ``restore()`` puts everything back.
@MainActor
final class RawTerminal {
    /// A key the interactive mode understands.
    enum Key: Equatable {
        case up, down, left, right, space, enter, backspace, back, quit, other
        /// A digit key: choose the preview action with that number (S24).
        case action(Int)
    }

    private var original = termios()
    private var isRaw = false

    /// Returns `nil` when the standard input is not a terminal.
    init?() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    }

    /// Enters raw mode and the alternate screen, and hides the cursor.
    func enable() {
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        terminalToRestore = original
        signal(SIGTERM, restoreTerminalAndExit)
        signal(SIGHUP, restoreTerminalAndExit)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        isRaw = true
        emit("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Leaves raw mode and the alternate screen, and shows the cursor.
    func restore() {
        guard isRaw else { return }
        emit("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        signal(SIGTERM, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
        isRaw = false
    }

    /// Replaces the screen with `lines`.
    func draw(_ lines: [String]) {
        emit("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }

    /// Waits for the next key; `nil` at the end of the input.
    func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 0x1B:
            guard hasInput(withinMilliseconds: 50), let second = readByte() else { return .other }
            guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O"), let third = readByte() else {
                return .other
            }
            switch third {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "D"): return .left
            default: return .other
            }
        case UInt8(ascii: " "): return .space
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return .back
        case UInt8(ascii: "1")...UInt8(ascii: "9"): return .action(Int(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: return .quit
        default: return .other
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private func hasInput(withinMilliseconds timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, timeout) > 0
    }

    private func emit(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
