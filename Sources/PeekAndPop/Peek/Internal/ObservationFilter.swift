/// Something that receives state changes for one observer.
protocol ObservationReceiver: Sendable {
    func receive(_ change: PeekAndPopStateChange)
}

/// Keeps one observer's sequence well formed (S16, S17): an `inPeek` is
/// delivered once per session (a replayed one is not delivered again by the
/// stream), and a terminal state only for a session whose `inPeek` the
/// observer saw.
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
        case .popped, .actionSelected, .interrupted:
            guard current == change.sessionID, !isCurrentEnded else { return false }
            isCurrentEnded = true
            return true
        }
    }
}

/// Calls main-actor observer handlers from the bus's delivery loop.
///
/// Only the engine publishes state changes, always on the main actor, so
/// every delivery already runs there. Checking that for every observer of
/// every change (`MainActor.assumeIsolated`) costs more than the delivery
/// itself, so debug builds check and release builds trust it.
enum MainActorDelivery {
    @inline(__always)
    static func checkIsolation() {
        #if DEBUG
            MainActor.preconditionIsolated("state changes are delivered on the main actor")
        #endif
    }

    /// `handler`, callable from the bus's (nonisolated) delivery loop.
    static func unchecked<A>(_ handler: @escaping @MainActor (A) -> Void) -> (A) -> Void {
        unsafeBitCast(handler, to: ((A) -> Void).self)
    }

    /// `handler`, callable from the bus's (nonisolated) delivery loop.
    static func unchecked<A, B>(_ handler: @escaping @MainActor (A, B) -> Void) -> (A, B) -> Void {
        unsafeBitCast(handler, to: ((A, B) -> Void).self)
    }
}

/// An observer's handler behind its ``SessionSequence``.
final class ObservationFilter: ObservationReceiver, @unchecked Sendable {
    // Touched only on the main actor, where the engine publishes.
    @exclusivity(unchecked) private var sequence = SessionSequence()
    private let handler: (PeekAndPopStateChange) -> Void

    init(_ handler: @escaping @MainActor (PeekAndPopStateChange) -> Void) {
        self.handler = MainActorDelivery.unchecked(handler)
    }

    func receive(_ change: PeekAndPopStateChange) {
        MainActorDelivery.checkIsolation()
        guard sequence.admits(change) else { return }
        handler(change)
    }
}

/// An owner-bound observer's handler behind its ``SessionSequence``; holds
/// the owner weakly (S19).
final class OwnedObservationFilter<Owner: AnyObject & Sendable>: ObservationReceiver, @unchecked Sendable {
    // Touched only on the main actor, where the engine publishes.
    @exclusivity(unchecked) private var sequence = SessionSequence()
    private weak var owner: Owner?
    private let handler: (Owner, PeekAndPopStateChange) -> Void

    init(owner: Owner, _ handler: @escaping @MainActor (Owner, PeekAndPopStateChange) -> Void) {
        self.owner = owner
        self.handler = MainActorDelivery.unchecked(handler)
    }

    func receive(_ change: PeekAndPopStateChange) {
        MainActorDelivery.checkIsolation()
        guard let owner, sequence.admits(change) else { return }
        handler(owner, change)
    }
}
