/// A problem the package noticed and handled, reported to the host's
/// ``DiagnosticsSink`` rather than printed.
///
/// Diagnostics never change behaviour; they explain it: a source rect that was
/// rejected or clipped (S15), an async routing call that was discarded (S12), a
/// screen that outlived its removal from the navigation tree, a transition
/// whose animation never completed.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A stable, comparable diagnostic code.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name.
        public let rawValue: String

        /// Creates a code from its stable name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A source rect with non-finite values or a negative size was rejected (S15).
        public static let sourceRectInvalid = Code(rawValue: "sourceRectInvalid")
        /// A source rect reaching outside the source view's bounds was clipped (S15).
        public static let sourceRectClipped = Code(rawValue: "sourceRectClipped")
        /// A source rect that does not intersect the source view's bounds was rejected (S15).
        public static let sourceRectOutside = Code(rawValue: "sourceRectOutside")
        /// A source rect was set with no session of that context being set up or in peek.
        public static let sourceRectWithoutSession = Code(rawValue: "sourceRectWithoutSession")
        /// A transition started by a session's work was discarded because the
        /// session was interrupted or never reached peek (S12).
        public static let provenanceDiscarded = Code(rawValue: "provenanceDiscarded")
        /// A preview request was refused (reentrant, unavailable host, unknown context).
        public static let previewRefused = Code(rawValue: "previewRefused")
        /// A transition's own check refused it: at capture (it was not
        /// frozen, S23) or when it was to be performed directly.
        public static let transitionRefused = Code(rawValue: "transitionRefused")
        /// A request was refused because it came from where it cannot run:
        /// a commit's checks (S22), or a loop of user code that kept
        /// starting new peeks.
        public static let requestRefused = Code(rawValue: "requestRefused")
        /// Preview actions were set with no session of that context being set
        /// up or in peek.
        public static let previewActionsWithoutSession = Code(rawValue: "previewActionsWithoutSession")
        /// Two preview actions of one peek share an identifier; the later one
        /// is not offered (S24).
        public static let duplicateAction = Code(rawValue: "duplicateAction")

        public var description: String { rawValue }
    }

    /// What was noticed.
    public let code: Code
    /// A human-readable explanation.
    public let message: String
    /// The session concerned, if any.
    public let sessionID: SessionID?

    /// Creates a diagnostic.
    public init(code: Code, message: String, sessionID: SessionID? = nil) {
        self.code = code
        self.message = message
        self.sessionID = sessionID
    }

    public var description: String {
        "[\(code)]\(sessionID.map { " \($0)" } ?? "") \(message)"
    }
}

/// Where the package reports ``Diagnostic``s: a value handed to the engine,
/// never a global, never standard output.
///
/// ```swift
/// let engine = PeekEngine(clock: ContinuousClock(), diagnostics: DiagnosticsSink { print($0) })
/// ```
public struct DiagnosticsSink: Sendable {
    private let emit: @Sendable (Diagnostic) -> Void

    /// Creates a sink that calls `emit` for each diagnostic, on the engine's actor.
    public init(_ emit: @escaping @Sendable (Diagnostic) -> Void) {
        self.emit = emit
    }

    /// A sink that drops everything.
    public static let discard = DiagnosticsSink { _ in }

    /// A sink that writes each diagnostic as one line to standard error,
    /// prefixed with `[PeekAndPop]`.
    public static let standardError = DiagnosticsSink { diagnostic in
        StandardError.print("[PeekAndPop] \(diagnostic)\n")
    }

    /// The engine's default: ``standardError`` in debug builds, so that a
    /// refused transition or a retain cycle is noticed while developing, and
    /// ``discard`` in release builds. Pass another sink to
    /// ``PeekEngine/init(clock:lateTransitionPolicy:diagnostics:)`` to change it.
    public static var `default`: DiagnosticsSink {
        #if DEBUG
            standardError
        #else
            discard
        #endif
    }

    /// Reports `diagnostic`.
    public func report(_ diagnostic: Diagnostic) {
        emit(diagnostic)
    }
}
