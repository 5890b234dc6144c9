/// Something that receives state changes for one observer.
protocol ObservationReceiver: Sendable {
    func receive(_ change: PeekAndPopStateChange)
}

/// Keeps one observer's sequence well formed (S16, S17): an `inPeek` is
/// delivered once per session (a replayed one is not delivered again by the
/// stream), and a terminal state only for a session whose `inPeek` the
/// observer saw.
@MainActor
struct SessionSequence {
    private var current: SessionID?
    private var isCurrentEnded = false

    mutating func admits(_ change: PeekAndPopStateChange) -> Bool {
        switch change.state {
        case .inPeek:
            guard current.map({ change.sessionID > $0 }) ?? true else { return false }
            current = change.sessionID
            isCurrentEnded = false
            return true
        case .popped, .interrupted:
            guard current == change.sessionID, !isCurrentEnded else { return false }
            isCurrentEnded = true
            return true
        }
    }
}

/// An observer's handler behind its ``SessionSequence``. The engine publishes
/// on the main actor, so delivery happens there.
final class ObservationFilter: ObservationReceiver, @unchecked Sendable {
    // Touched only on the main actor (checked by `assumeIsolated`).
    private var sequence = SessionSequence()
    private let handler: @MainActor (PeekAndPopStateChange) -> Void

    init(_ handler: @escaping @MainActor (PeekAndPopStateChange) -> Void) {
        self.handler = handler
    }

    func receive(_ change: PeekAndPopStateChange) {
        MainActor.assumeIsolated {
            guard sequence.admits(change) else { return }
            handler(change)
        }
    }
}

/// An owner-bound observer's handler behind its ``SessionSequence``; holds
/// the owner weakly (S19).
final class OwnedObservationFilter<Owner: AnyObject & Sendable>: ObservationReceiver, @unchecked Sendable {
    // Touched only on the main actor (checked by `assumeIsolated`).
    private var sequence = SessionSequence()
    private weak var owner: Owner?
    private let handler: @MainActor (Owner, PeekAndPopStateChange) -> Void

    init(owner: Owner, _ handler: @escaping @MainActor (Owner, PeekAndPopStateChange) -> Void) {
        self.owner = owner
        self.handler = handler
    }

    func receive(_ change: PeekAndPopStateChange) {
        MainActor.assumeIsolated {
            guard let owner, sequence.admits(change) else { return }
            handler(owner, change)
        }
    }
}
