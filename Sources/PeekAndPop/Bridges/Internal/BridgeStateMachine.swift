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
}

extension BridgeStateMachine {
    mutating func actions(for event: Event) -> BridgeActions {
        BridgeActions(receive(event))
    }

    static var publishesAtRequest: Bool { true }
}
