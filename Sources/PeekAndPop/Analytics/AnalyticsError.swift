/// An error from the analytics layer: a file that could not be opened,
/// written or closed, or a report that could not be encoded.
///
/// ```swift
/// do {
///     let exporter = try StateChangeExporter(fileAt: "/var/log/peeks.jsonl")
///     try exporter.observe(engine)
/// } catch let error where error.code == .cannotOpenFile {
///     print("no analytics log:", error.message)
/// }
/// ```
///
/// `AnalyticsError` is `Sendable`.
public struct AnalyticsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, comparable error code: ``ErrorCode`` for ``AnalyticsError``, whose
    /// codes it lists.
    public typealias Code = ErrorCode<AnalyticsError>

    /// What went wrong.
    public let code: Code
    /// A human-readable explanation, including the system's reason where there is one.
    public let message: String
    /// The path of the file concerned, if the error is about a file opened by path.
    public let path: String?

    init(_ code: Code, _ message: String, path: String? = nil) {
        self.code = code
        self.message = message
        self.path = path
    }

    /// The code, the path if any, and the message, such as
    /// `AnalyticsError.cannotOpenFile (/no/such/dir/log.jsonl): No such file or directory`.
    public var description: String {
        "AnalyticsError.\(code)\(path.map { " (\($0))" } ?? ""): \(message)"
    }
}

extension ErrorCode where Failure == AnalyticsError {
    /// The file could not be opened (or created) for appending: a missing
    /// directory, a directory in its place, or no permission.
    public static var cannotOpenFile: Self { Self(#function) }

    /// Writing a line to the file failed; the line may be missing or partial.
    public static var writeFailed: Self { Self(#function) }

    /// Closing the file failed.
    public static var closeFailed: Self { Self(#function) }

    /// The exporter has no open file: it was made without one, or it was closed.
    public static var notOpen: Self { Self(#function) }

    /// A report could not be encoded as JSON (it holds a non-finite number).
    public static var encodingFailed: Self { Self(#function) }
}
