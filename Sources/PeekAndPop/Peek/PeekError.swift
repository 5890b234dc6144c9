/// An error from the peek engine: what went wrong, and that nothing was
/// performed because of it (S9).
///
/// ```swift
/// do {
///     try engine.commit(previewed)
/// } catch let error where error.code == .noActivePeek {
///     // The peek already ended; nothing was performed.
/// }
/// ```
public struct PeekError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, comparable error code.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Value: String, Hashable, Sendable {
            case noActivePeek
            case alreadyCommitted
            case sessionInterrupted
            case screenMismatch
            case staleTransition
            case transitionVetoed
            case hostScreenGone
            case reentrantRequest
            case actionAlreadySelected
            case actionNotOffered
            case actionUnavailable
        }

        let value: Value

        init(_ value: Value) { self.value = value }

        /// There is no active peek to commit (S9).
        public static let noActivePeek = Code(.noActivePeek)
        /// The session was already committed (a second commit, S9).
        public static let alreadyCommitted = Code(.alreadyCommitted)
        /// The session was already interrupted (a commit after interrupt, S9).
        public static let sessionInterrupted = Code(.sessionInterrupted)
        /// The committed screen is not the preview; the peek was interrupted (S9).
        public static let screenMismatch = Code(.screenMismatch)
        /// A frozen transition no longer applied at commit; the peek was
        /// interrupted with ``InterruptionReason/stale``.
        public static let staleTransition = Code(.staleTransition)
        /// An interceptor vetoed a frozen transition at commit; the peek was
        /// interrupted with ``InterruptionReason/vetoed``.
        public static let transitionVetoed = Code(.transitionVetoed)
        /// The host screen went away during the peek; the peek was interrupted.
        public static let hostScreenGone = Code(.hostScreenGone)
        /// The call was made from inside a capture window or a commit's
        /// checks, where it cannot run (S22).
        public static let reentrantRequest = Code(.reentrantRequest)
        /// The session already ended with a preview action (S24).
        public static let actionAlreadySelected = Code(.actionAlreadySelected)
        /// The active peek offers no action with that identifier; nothing
        /// changed (S24).
        public static let actionNotOffered = Code(.actionNotOffered)
        /// The action is disabled, or is a group of actions, and cannot be
        /// chosen; nothing changed (S24).
        public static let actionUnavailable = Code(.actionUnavailable)

        public var description: String { value.rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A human-readable explanation.
    public let message: String
    /// The session concerned, if any.
    public let sessionID: SessionID?

    init(_ code: Code, _ message: String, session: SessionID? = nil) {
        self.code = code
        self.message = message
        self.sessionID = session
    }

    public var description: String {
        "PeekError.\(code)\(sessionID.map { " (\($0))" } ?? ""): \(message)"
    }
}
