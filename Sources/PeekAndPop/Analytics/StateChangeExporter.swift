import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exports peek-and-pop state changes as JSON Lines: one JSON object per
/// change, one change per line.
///
/// Write changes to any `TextOutputStream` with ``write(_:to:)``, or append
/// them to a file, change by change with ``write(_:)`` or live with
/// ``observe(_:)``:
///
/// ```swift
/// let exporter = try StateChangeExporter(fileAt: "peeks.jsonl")
/// try exporter.observe(engine)
/// // … the user peeks and pops …
/// try exporter.close()
/// ```
///
/// ## Schema
///
/// Every line is one JSON object with these fields; the names are stable.
///
/// | field              | JSON type | value                                                         |
/// |--------------------|-----------|---------------------------------------------------------------|
/// | `session`          | integer   | ``PeekAndPopStateChange/sessionID``, counting from 1 per engine |
/// | `state`            | string    | `inPeek`, `popped`, `actionSelected` or `interrupted`         |
/// | `reason`           | string    | the ``InterruptionReason`` raw value, such as `released`; **absent** unless `state` is `interrupted` |
/// | `action`           | string    | the chosen ``PreviewAction/ID``, such as `share`; **absent** unless `state` is `actionSelected` (S24) |
/// | `timestampSeconds` | number    | seconds since the engine's clock origin (its injected clock)  |
/// | `context`          | integer   | ``PeekAndPopStateChange/contextID``: the registration         |
/// | `host`             | string    | ``PeekAndPopStateChange/hostScreenName``                      |
/// | `preview`          | string    | ``PeekAndPopStateChange/previewScreenName``                   |
/// | `destinationKind`  | string    | the ``TransitionKind`` raw value, such as `push`              |
///
/// The encoding is deterministic: keys sorted, no whitespace, `/` not
/// escaped, strings in UTF-8 with JSON escapes (so a name with a newline
/// still takes one line), and each line ends with `"\n"`:
///
/// ```json
/// {"context":1,"destinationKind":"push","host":"Catalog","preview":"Product","session":1,"state":"inPeek","timestampSeconds":0.5}
/// {"context":1,"destinationKind":"push","host":"Catalog","preview":"Product","reason":"released","session":1,"state":"interrupted","timestampSeconds":0.75}
/// {"action":"share","context":1,"destinationKind":"push","host":"Catalog","preview":"Product","session":2,"state":"actionSelected","timestampSeconds":1.5}
/// ```
///
/// ## Files
///
/// A file is opened for appending (created if needed, never truncated);
/// each line goes to it in one write. ``close()`` ends the observations and
/// closes the file; a write made for an observation cannot throw to anyone,
/// so its error is kept in ``observationError`` and thrown by ``close()``.
///
/// ## Concurrency
///
/// `StateChangeExporter` is `Sendable`: its file state is guarded by a
/// `Mutex`, held while a line is written so that lines never interleave.
public final class StateChangeExporter: Sendable {
    private struct FileState {
        var handle: FileHandle?
        var closesHandle: Bool
        var path: String?
        var observations: [Subscription] = []
        var observationError: AnalyticsError?
    }

    private let file: Mutex<FileState>

    /// Creates an exporter without a file, for ``write(_:to:)`` and ``line(for:)``.
    public init() {
        file = Mutex(FileState(handle: nil, closesHandle: false, path: nil))
    }

    /// Creates an exporter that appends to the file at `path`, creating it if
    /// it does not exist.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``ErrorCode/cannotOpenFile`` if the file can be
    ///   neither opened nor created for writing (a missing directory, a
    ///   directory at `path`, no permission).
    public convenience init(fileAt path: String) throws(AnalyticsError) {
        let handle = try Self.openForAppending(path)
        self.init(handle: handle, closesHandle: true, path: path)
    }

    /// Creates an exporter that writes to an open file handle, such as
    /// `FileHandle.standardOutput`, from its current position.
    ///
    /// - Parameters:
    ///   - handle: A handle open for writing.
    ///   - closesHandle: Whether ``close()`` closes `handle` too; by default
    ///     it does not, so that the standard output stays open.
    public convenience init(fileHandle handle: FileHandle, closesHandle: Bool = false) {
        self.init(handle: handle, closesHandle: closesHandle, path: nil)
    }

    private init(handle: FileHandle, closesHandle: Bool, path: String?) {
        file = Mutex(FileState(handle: handle, closesHandle: closesHandle, path: path))
    }

    // MARK: Encoding

    /// The JSON object for `change`, on one line, without the final newline.
    ///
    /// - Parameter change: The change to encode.
    /// - Returns: The line, as described in the schema.
    public static func line(for change: PeekAndPopStateChange) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(ExportedStateChange(change)), as: UTF8.self)
        } catch {
            // Every field is a string, an integer or a finite number.
            preconditionFailure("StateChangeExporter: a state change could not be encoded: \(error)")
        }
    }

    /// Writes the line for `change`, with its final newline, to `target`.
    ///
    /// ```swift
    /// var log = ""
    /// exporter.write(change, to: &log)
    /// ```
    ///
    /// - Parameters:
    ///   - change: The change to write.
    ///   - target: Where to write it.
    public func write<Target: TextOutputStream>(_ change: PeekAndPopStateChange, to target: inout Target) {
        target.write(Self.line(for: change) + "\n")
    }

    // MARK: Files

    /// Appends the line for `change`, with its final newline, to the file.
    ///
    /// - Parameter change: The change to write.
    /// - Throws: ``ErrorCode/notOpen`` if the exporter has no open
    ///   file, ``ErrorCode/writeFailed`` if the write fails.
    public func write(_ change: PeekAndPopStateChange) throws(AnalyticsError) {
        let data = Data((Self.line(for: change) + "\n").utf8)
        try file.withAnnotatedLock { file throws(AnalyticsError) in
            guard let handle = file.handle else {
                throw AnalyticsError(.notOpen, "the exporter has no open file", path: file.path)
            }
            do {
                try handle.write(contentsOf: data)
            } catch {
                throw AnalyticsError(.writeFailed, "a line could not be written: \(error)", path: file.path)
            }
        }
    }

    /// Appends every state change of `engine`, from now on, to the file.
    ///
    /// Subscribes with ``PeekEngine/observe(_:)`` (a subscription to
    /// ``PeekEngine/stateChanges``) and keeps only the token: the engine is
    /// never retained. If a peek is active, its `inPeek` is written at once
    /// (S17). The observation ends with ``close()`` or when the exporter is
    /// released. A failed write does not stop it; the first error is kept in
    /// ``observationError``.
    ///
    /// - Parameter engine: The engine to observe; several may be observed.
    /// - Throws: ``ErrorCode/notOpen`` if the exporter has no open file.
    @MainActor
    public func observe(_ engine: PeekEngine) throws(AnalyticsError) {
        try file.withAnnotatedLock { file throws(AnalyticsError) in
            guard file.handle != nil else {
                throw AnalyticsError(.notOpen, "the exporter has no open file to observe into", path: file.path)
            }
        }
        let token = engine.observe { [weak self] change in
            self?.writeObserved(change)
        }
        file.withAnnotatedLock { $0.observations.append(token) }
    }

    /// The first error from a write made for ``observe(_:)`` since the file
    /// was opened, if any; ``close()`` throws it.
    public var observationError: AnalyticsError? {
        file.withAnnotatedLock { $0.observationError }
    }

    /// Whether the exporter has an open file.
    public var isOpen: Bool {
        file.withAnnotatedLock { $0.handle != nil }
    }

    /// Ends every observation, then closes the file (if the exporter owns the
    /// handle); the exporter has no open file afterwards. Closing again does
    /// nothing.
    ///
    /// - Throws: ``ErrorCode/closeFailed`` if closing fails, else
    ///   the ``observationError`` if an observed write failed. The file is
    ///   closed in either case.
    public func close() throws(AnalyticsError) {
        let observations = file.withAnnotatedLock { file in
            defer { file.observations = [] }
            return file.observations
        }
        for token in observations {
            token.cancel()
        }
        let (handle, closesHandle, path, observationError) = file.withAnnotatedLock { file in
            defer {
                file.handle = nil
                file.observationError = nil
            }
            return (file.handle, file.closesHandle, file.path, file.observationError)
        }
        if closesHandle, let handle {
            do {
                try handle.close()
            } catch {
                throw AnalyticsError(.closeFailed, "the file could not be closed: \(error)", path: path)
            }
        }
        if let observationError {
            throw observationError
        }
    }

    private func writeObserved(_ change: PeekAndPopStateChange) {
        do {
            try write(change)
        } catch {
            file.withAnnotatedLock { file in
                if file.observationError == nil {
                    file.observationError = error
                }
            }
        }
    }

    /// Opens (creating if needed) the file at `path` for appending: every
    /// write goes to the end, even if someone else appends too.
    private static func openForAppending(_ path: String) throws(AnalyticsError) -> FileHandle {
        #if os(Windows)
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
            }
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw AnalyticsError(.cannotOpenFile, "the file could not be opened for writing", path: path)
            }
            do {
                try handle.seekToEnd()
            } catch {
                throw AnalyticsError(
                    .cannotOpenFile, "the file could not be opened for appending: \(error)", path: path)
            }
            return handle
        #else
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, mode_t(0o644))
            guard descriptor >= 0 else {
                let reason = String(cString: strerror(errno))
                throw AnalyticsError(
                    .cannotOpenFile, "the file could not be opened for appending: \(reason)", path: path)
            }
            return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        #endif
    }
}
