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
    /// A stable, comparable error code: ``ErrorCode`` for ``PeekError``, whose
    /// codes it lists.
    public typealias Code = ErrorCode<PeekError>

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

extension ErrorCode where Failure == PeekError {
    /// There is no active peek to commit (S9).
    public static var noActivePeek: Self { Self(#function) }

    /// The session was already committed (a second commit, S9).
    public static var alreadyCommitted: Self { Self(#function) }

    /// The session was already interrupted (a commit after interrupt, S9).
    public static var sessionInterrupted: Self { Self(#function) }

    /// The committed screen is not the preview; the peek was interrupted (S9).
    public static var screenMismatch: Self { Self(#function) }

    /// A frozen transition no longer applied at commit; the peek was
    /// interrupted with ``InterruptionReason/stale``.
    public static var staleTransition: Self { Self(#function) }

    /// An interceptor vetoed a frozen transition at commit; the peek was
    /// interrupted with ``InterruptionReason/vetoed``.
    public static var transitionVetoed: Self { Self(#function) }

    /// The host screen went away during the peek; the peek was interrupted.
    public static var hostScreenGone: Self { Self(#function) }

    /// The call was made from inside a capture window or a commit's
    /// checks, where it cannot run (S22).
    public static var reentrantRequest: Self { Self(#function) }

    /// The session already ended with a preview action (S24).
    public static var actionAlreadySelected: Self { Self(#function) }

    /// The active peek offers no action with that identifier; nothing
    /// changed (S24).
    public static var actionNotOffered: Self { Self(#function) }

    /// The action is disabled, or is a group of actions, and cannot be
    /// chosen; nothing changed (S24).
    public static var actionUnavailable: Self { Self(#function) }
}
