/// The decisions of a 3D Touch previewing bridge
/// (`UIViewControllerPreviewingDelegate`), as a pure state machine (P1–P4).
///
/// Feed it the system's callbacks as ``Event`` values; it returns the
/// ``BridgeAction``s to perform. ``PreviewingBridge`` is the driver that
/// performs them on a ``PeekEngine``.
///
/// ## How a press is delimited
///
/// The system gives the callbacks no press identity, and it may ask once per
/// registered source view under the finger. So the machine delimits a press
/// from the callbacks alone:
///
/// - A press opens at the first request for a preview when none is open, and
///   gets a new gesture identifier.
/// - Every later request belongs to the same press and carries its gesture
///   (P1): the engine lets only the first source that freezes a preview peek
///   (S10).
/// - The press closes when its peek ends (commit, an action, the preview's
///   disappearance, or the engine ending it).
///
/// A press that found no preview (the system reports no end for it) lends its
/// gesture identifier to the next request. That is harmless: the engine
/// refuses only the requests of a press that *peeked* (S10).
///
/// ## What the callbacks mean
///
/// - `previewingContext(_:viewControllerForLocation:)`:
///   ``Event/previewRequested(_:at:)``.
/// - `previewingContext(_:commit:)`: ``Event/commitRequested``; the peek pops
///   (S7).
/// - A preview action item chosen: ``Event/actionChosen(_:)`` (S24, P4).
/// - The preview went away without a commit (its screen disappeared):
///   ``Event/previewDisappeared``; the peek ends
///   ``InterruptionReason/released``.
/// - The engine ended the peek for its own reasons: the machine returns
///   ``BridgeAction/dismissSystemPreview(_:)`` (P3).
package struct PreviewingStateMachine: Hashable, Sendable {
    /// A callback of the system, or what the driver saw come of an action.
    package enum Event: Hashable, Sendable {
        /// `previewingContext(_:viewControllerForLocation:)`: the system asks
        /// `context` for a preview at `location`, in its source view's
        /// coordinates.
        case previewRequested(ContextID, at: Point)
        /// The engine's answer to ``BridgeAction/requestPreview(_:at:gesture:)``:
        /// the session that began, or `nil`.
        case previewAnswered(gesture: GestureID, session: SessionID?)
        /// `previewingContext(_:commit:)`: the user pressed through (pop).
        case commitRequested
        /// The user chose the preview action item `id` (P4).
        case actionChosen(PreviewAction.ID)
        /// The system's preview went away without a commit.
        case previewDisappeared
        /// The engine ended `session`: it published a terminal state, or the
        /// session was prepared and never published (U2).
        case sessionEnded(SessionID)
        /// The engine refused to end `session`; it is still in peek.
        case requestRefused(SessionID)
    }

    /// Where the machine is.
    package enum Phase: Hashable, Sendable {
        /// No press.
        case idle
        /// A press whose requests found no preview yet.
        case searching(GestureID)
        /// A press whose preview is showing.
        case showing(GestureID, SessionID)
        /// The bridge asked the engine to end the session (pop, action or
        /// release) and waits for the terminal state.
        case resolving(GestureID, SessionID)
    }

    /// Where the machine is.
    package private(set) var phase: Phase = .idle

    /// Creates a machine with no press.
    package init() {}

    /// The session whose preview is showing, if any.
    package var session: SessionID? {
        switch phase {
        case .showing(_, let session), .resolving(_, let session): session
        case .idle, .searching: nil
        }
    }

    /// Takes one event and returns the actions to perform, in order.
    package mutating func receive(_ event: Event) -> [BridgeAction] {
        switch (event, phase) {
        case (.previewRequested(let context, let location), .idle):
            return [.requestPreview(context, at: location, gesture: nil)]
        case (.previewRequested(let context, let location), .searching(let gesture)),
            (.previewRequested(let context, let location), .showing(let gesture, _)),
            (.previewRequested(let context, let location), .resolving(let gesture, _)):
            return [.requestPreview(context, at: location, gesture: gesture)]  // One press (P1).

        case (.previewAnswered(let gesture, let session?), _):
            phase = .showing(gesture, session)
        case (.previewAnswered(let gesture, nil), .idle), (.previewAnswered(let gesture, nil), .searching):
            phase = .searching(gesture)
        case (.previewAnswered(_, nil), .showing), (.previewAnswered(_, nil), .resolving):
            break  // Another source of the press that is showing (S10).

        case (.commitRequested, .showing(let gesture, let session)):
            phase = .resolving(gesture, session)
            return [.commit(session)]
        case (.actionChosen(let id), .showing(let gesture, let session)):
            phase = .resolving(gesture, session)
            return [.selectAction(session, id)]
        case (.previewDisappeared, .showing(let gesture, let session)):
            phase = .resolving(gesture, session)
            return [.interrupt(session, .released)]
        case (.commitRequested, _), (.actionChosen, _), (.previewDisappeared, _):
            break  // Nothing showing: the engine already ended it (P3), or it resolves.

        case (.sessionEnded(let ended), .showing(_, let session)) where ended == session:
            phase = .idle
            return [.dismissSystemPreview(session)]  // The engine ended it (P3).
        case (.sessionEnded(let ended), .resolving(_, let session)) where ended == session:
            phase = .idle
        case (.sessionEnded, _):
            break

        case (.requestRefused(let refused), .resolving(let gesture, let session)) where refused == session:
            phase = .showing(gesture, session)
        case (.requestRefused, _):
            break
        }
        return []
    }
}

extension PreviewingStateMachine: BridgeStateMachine {
    static func previewAnswered(gesture: GestureID, session: SessionID?) -> Event {
        .previewAnswered(gesture: gesture, session: session)
    }

    static func sessionEnded(_ session: SessionID) -> Event { .sessionEnded(session) }

    static func requestRefused(_ session: SessionID) -> Event { .requestRefused(session) }
}
