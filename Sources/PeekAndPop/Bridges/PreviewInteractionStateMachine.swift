/// The decisions of a `UIPreviewInteraction` bridge
/// (`UIPreviewInteractionDelegate`), as a pure state machine (P1–P3).
///
/// Feed it the system's callbacks as ``Event`` values; it returns the
/// ``BridgeAction``s to perform. ``PreviewInteractionBridge`` is the driver.
///
/// - `previewInteractionShouldBegin(_:)`: ``Event/shouldBegin(_:at:)``; the
///   interaction begins if the engine gives a preview. Nested interactions
///   asked about one press share its gesture (P1), as in
///   ``PreviewingStateMachine``.
/// - `previewInteraction(_:didUpdatePreviewTransition:ended:)`:
///   ``Event/previewProgress(_:ended:)``; the host draws the preview growing.
/// - `previewInteraction(_:didUpdateCommitTransition:ended:)`:
///   ``Event/commitProgress(_:ended:)``; when `ended`, the peek pops (S7).
///   Once the commit transition has begun, the machine waits for its end.
/// - `previewInteractionDidCancel(_:)`: ``Event/cancelled``; a peek that did
///   not pop ends ``InterruptionReason/released``.
/// - The engine ended the peek for its own reasons: the machine returns
///   ``BridgeAction/dismissSystemPreview(_:)`` (P3), and the host calls the
///   interaction's `cancel()`, whose `didCancel` then changes nothing.
package struct PreviewInteractionStateMachine: Hashable, Sendable {
    /// A callback of the system, or what the driver saw come of an action.
    package enum Event: Hashable, Sendable {
        /// `previewInteractionShouldBegin(_:)`, for `context` at `location` in
        /// its source view's coordinates.
        case shouldBegin(ContextID, at: Point)
        /// The engine's answer to a preview request.
        case previewAnswered(gesture: GestureID, session: SessionID?)
        /// `didUpdatePreviewTransition`: progress 0…1, `ended` when the preview
        /// is fully shown.
        case previewProgress(Double, ended: Bool)
        /// `didUpdateCommitTransition`: progress 0…1, `ended` when the commit
        /// transition is complete.
        case commitProgress(Double, ended: Bool)
        /// `previewInteractionDidCancel(_:)`.
        case cancelled
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
        /// A press whose requests gave no preview yet.
        case searching(GestureID)
        /// The preview transition of `session` is under way or complete.
        case previewing(GestureID, SessionID)
        /// The commit transition of `session` is under way.
        case committing(GestureID, SessionID)
        /// The bridge asked the engine to end the session and waits for the
        /// terminal state.
        case resolving(GestureID, SessionID)
    }

    /// Where the machine is.
    package private(set) var phase: Phase = .idle
    /// The progress of the preview transition, 0…1.
    package private(set) var previewProgress = 0.0
    /// The progress of the commit transition, 0…1.
    package private(set) var commitProgress = 0.0

    /// Creates a machine with no press.
    package init() {}

    /// The session being previewed, if any.
    package var session: SessionID? {
        switch phase {
        case .previewing(_, let session), .committing(_, let session), .resolving(_, let session): session
        case .idle, .searching: nil
        }
    }

    /// Takes one event and returns the actions to perform, in order.
    ///
    /// A progress that is not finite (NaN, infinity) is never stored: with
    /// `ended: false` the event is refused and changes nothing; with
    /// `ended: true` the transition ends as the system says, its progress
    /// taken as 1 (U7). A finite progress outside 0…1 is clamped into it.
    package mutating func receive(_ event: Event) -> [BridgeAction] {
        switch event {
        case .shouldBegin(let context, let location):
            // Every request of one press shares its gesture (P1).
            return [.requestPreview(context, at: location, gesture: press)]
        case .previewAnswered(let gesture, let session):
            answered(gesture, session)
            return []
        case .previewProgress(let progress, let ended):
            guard progress.isFinite || ended, case .previewing = phase else { return [] }
            previewProgress = ended ? 1 : min(max(progress, 0), 1)
            return []
        case .commitProgress(let progress, let ended):
            guard progress.isFinite || ended else { return [] }
            return commitProgressed(progress, ended: ended)
        case .cancelled, .sessionEnded, .requestRefused:
            return ending(event)
        }
    }

    /// The press under way, if any.
    private var press: GestureID? {
        switch phase {
        case .idle: nil
        case .searching(let gesture), .previewing(let gesture, _), .committing(let gesture, _),
            .resolving(let gesture, _):
            gesture
        }
    }

    /// The engine answered a preview request of the press: a preview starts
    /// its transition; no preview keeps the press searching (P1).
    private mutating func answered(_ gesture: GestureID, _ session: SessionID?) {
        switch (session, phase) {
        case (let session?, _):
            phase = .previewing(gesture, session)
            previewProgress = 0
            commitProgress = 0
        case (nil, .idle), (nil, .searching):
            phase = .searching(gesture)
        case (nil, _):
            break
        }
    }

    /// The commit transition advanced; at its end the peek pops (S7).
    private mutating func commitProgressed(_ progress: Double, ended: Bool) -> [BridgeAction] {
        switch phase {
        case .previewing(let gesture, let session), .committing(let gesture, let session):
            guard ended else {
                phase = .committing(gesture, session)
                commitProgress = min(max(progress, 0), 1)
                return []
            }
            phase = .resolving(gesture, session)
            commitProgress = 1
            return [.commit(session)]
        case .idle, .searching, .resolving:
            return []
        }
    }

    /// The system cancelled the interaction, or the engine ended or kept
    /// the session (S8, P3).
    private mutating func ending(_ event: Event) -> [BridgeAction] {
        switch (event, phase) {
        case (.cancelled, .previewing(let gesture, let session)), (.cancelled, .committing(let gesture, let session)):
            phase = .resolving(gesture, session)
            return [.interrupt(session, .released)]
        case (.cancelled, .searching):
            phase = .idle
        case (.cancelled, _):
            break  // After the engine ended it (P3), or while it resolves.

        case (.sessionEnded(let ended), .previewing(_, let session)) where ended == session,
            (.sessionEnded(let ended), .committing(_, let session)) where ended == session:
            phase = .idle
            return [.dismissSystemPreview(session)]  // The engine ended it (P3).
        case (.sessionEnded(let ended), .resolving(_, let session)) where ended == session:
            phase = .idle
        case (.requestRefused(let refused), .resolving(let gesture, let session)) where refused == session:
            phase = .previewing(gesture, session)
        default:
            break
        }
        return []
    }
}

extension PreviewInteractionStateMachine: BridgeStateMachine {
    static func previewAnswered(gesture: GestureID, session: SessionID?) -> Event {
        .previewAnswered(gesture: gesture, session: session)
    }

    static func sessionEnded(_ session: SessionID) -> Event { .sessionEnded(session) }

    static func requestRefused(_ session: SessionID) -> Event { .requestRefused(session) }
}
