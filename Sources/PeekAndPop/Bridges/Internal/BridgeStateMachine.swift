/// What every bridge state machine hears back from its driver.
protocol BridgeStateMachine {
    associatedtype Event

    /// Takes one event and returns what to do, in order.
    mutating func receive(_ event: Event) -> [BridgeAction]

    /// Takes one event and returns what to do, in order, without allocating
    /// for the actions when there are at most two: what the driver calls.
    mutating func actions(for event: Event) -> BridgeActions

    /// The engine answered a ``BridgeAction/requestPreview(_:at:gesture:)``:
    /// with `session` if the press peeked, `nil` if it did not.
    static func previewAnswered(gesture: GestureID, session: SessionID?) -> Event

    /// The engine ended `session` (``SessionEndListener``).
    static func sessionEnded(_ session: SessionID) -> Event

    /// The engine refused to end `session` (it is still in peek).
    static func requestRefused(_ session: SessionID) -> Event

    /// Whether a preview request publishes `inPeek` at once; `false` when the
    /// machine publishes it with ``BridgeAction/publish(_:)`` once the system
    /// shows the preview (U2).
    static var publishesAtRequest: Bool { get }

    /// The session whose commit has begun and waits for the system's
    /// completion (P2), if any.
    var sessionCommitting: SessionID? { get }

    /// The event that says a request of another press, to this bridge or
    /// another of the engine, found the commit of `session` under way: it
    /// pops now (P2, U1); `nil` for a machine that never waits to commit.
    static func anotherPressBegan(_ session: SessionID) -> Event?
}

extension BridgeStateMachine {
    mutating func actions(for event: Event) -> BridgeActions {
        BridgeActions(receive(event))
    }

    static var publishesAtRequest: Bool { true }

    var sessionCommitting: SessionID? { nil }

    static func anotherPressBegan(_ session: SessionID) -> Event? { nil }
}

/// A bridge whose commit may be under way, as every other bridge of its
/// engine sees it: one press is one gesture for the whole engine (U1), and a
/// commit that began is never lost, whichever bridges the system asks next
/// (P2, U4).
@MainActor
protocol CommitUnderWay: AnyObject {
    /// The session whose commit this bridge began and waits for the system's
    /// completion, if any.
    var sessionCommitting: SessionID? { get }

    /// A request of another press found the commit of `session` under way:
    /// the bridge pops it now.
    func anotherPressBegan(_ session: SessionID)
}
