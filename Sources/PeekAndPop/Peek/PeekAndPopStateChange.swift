/// One change of a peek session's state, as published on the state stream (S16).
///
/// Per session the order is `inPeek`, then exactly one terminal state
/// (`popped`, `actionSelected` or `interrupted`), on the raw stream too,
/// whatever user code does in between (S6, S22). Across sessions, the terminal
/// state of the old session comes before the `inPeek` of the new one.
///
/// A change holds the preview screen weakly: observers that keep changes (an
/// analytics log, a test recorder) never keep a screen alive (S19). The engine
/// keeps the screen alive until every observer has seen the change, the
/// terminal one included, so ``previewScreen`` is set on every change while
/// something else keeps the screen (S16).
public struct PeekAndPopStateChange: Sendable, CustomStringConvertible {
    /// The session that changed.
    public let sessionID: SessionID
    /// The session's new state.
    public let state: PeekState
    /// Why the session was interrupted; `nil` unless `state` is `.interrupted`.
    public let interruptionReason: InterruptionReason?
    /// The preview action chosen; `nil` unless `state` is `.actionSelected` (S24).
    public let actionID: PreviewAction.ID?
    /// When the change happened, as an offset from the engine's clock origin.
    public let timestamp: Duration
    /// The registration (previewing context) that started the session.
    public let contextID: ContextID
    /// The identity of the host screen that owns the source view.
    public let hostScreenID: ObjectIdentifier
    /// The host screen's name, for analytics.
    public let hostScreenName: String
    /// The identity of the preview screen.
    public let previewScreenID: ObjectIdentifier
    /// The preview screen's name, for analytics.
    public let previewScreenName: String
    /// The kind of the transition that showed the preview (the destination kind).
    public let destinationKind: TransitionKind
    /// The preview screen, while something else keeps it alive.
    public weak var previewScreen: (any Screen)?

    /// Creates a change; the engine makes these, tests may too.
    public init(
        sessionID: SessionID,
        state: PeekState,
        interruptionReason: InterruptionReason? = nil,
        actionID: PreviewAction.ID? = nil,
        timestamp: Duration,
        contextID: ContextID,
        hostScreenID: ObjectIdentifier,
        hostScreenName: String,
        previewScreenID: ObjectIdentifier,
        previewScreenName: String,
        destinationKind: TransitionKind,
        previewScreen: (any Screen)?
    ) {
        self.sessionID = sessionID
        self.state = state
        self.interruptionReason = interruptionReason
        self.actionID = actionID
        self.timestamp = timestamp
        self.contextID = contextID
        self.hostScreenID = hostScreenID
        self.hostScreenName = hostScreenName
        self.previewScreenID = previewScreenID
        self.previewScreenName = previewScreenName
        self.destinationKind = destinationKind
        self.previewScreen = previewScreen
    }

    /// A compact form for logs and test assertions, such as
    /// `session#1 interrupted(released)` or `session#2 actionSelected(share)`.
    public var summary: String {
        if let interruptionReason {
            return "\(sessionID) \(state)(\(interruptionReason))"
        }
        if let actionID {
            return "\(sessionID) \(state)(\(actionID))"
        }
        return "\(sessionID) \(state)"
    }

    public var description: String { "\(summary) preview=\(previewScreenName) at \(timestamp)" }
}

extension PeekAndPopStateChange: Equatable {
    /// Changes are equal when every field but the weak screen reference is.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sessionID == rhs.sessionID && lhs.state == rhs.state
            && lhs.interruptionReason == rhs.interruptionReason && lhs.actionID == rhs.actionID
            && lhs.timestamp == rhs.timestamp
            && lhs.contextID == rhs.contextID && lhs.hostScreenID == rhs.hostScreenID
            && lhs.previewScreenID == rhs.previewScreenID && lhs.destinationKind == rhs.destinationKind
    }
}
