/// The engine's decisions as a value: given what the engine read just now,
/// what to do with a routing call, a preview request, a commit, an action or
/// an interrupt, a prepared peek to publish, and each step of ending a
/// session (S1–S12, S16, S19, S22, S24, U2, P3).
///
/// The machine calls no user code and holds nothing but values. The engine
/// reads its state into an ``Input``, asks ``decide(_:in:)``, performs the
/// ``Decision``, and, after any decision that calls out (ending a peek
/// publishes to observers; a check is user code), reads again and asks again:
/// a decision taken before a call-out is never acted on after it (S22). One
/// machine serves one request; it counts how often the request was decided
/// again, so that user code that keeps starting peeks cannot keep it going
/// for ever.
package struct PeekMachine: Sendable {
    /// Where the engine is: the capture window, the active session and its
    /// phase, as one value.
    package enum Phase: Hashable, Sendable, CustomStringConvertible {
        /// No capture window and no active peek.
        case idle
        /// `onPeek` of the session is running: routing calls are frozen (S2).
        case capturing(SessionID)
        /// The session's preview is shown, published or prepared (S3, U2).
        case inPeek(SessionID)
        /// A commit is running the session's checks (S22).
        case resolving(SessionID)
        /// A commit is performing the frozen transitions of the session,
        /// which already popped (S7).
        case committing(SessionID)

        package var description: String {
            switch self {
            case .idle: "idle"
            case .capturing(let id): "capturing(\(id))"
            case .inPeek(let id): "inPeek(\(id))"
            case .resolving(let id): "resolving(\(id))"
            case .committing(let id): "committing(\(id))"
            }
        }
    }

    /// What a routing call's work was started by: a session's `onPeek`, and
    /// that session's fate now (S12).
    package struct Provenance: Equatable, Sendable {
        package let session: SessionID
        package let fate: SessionFate

        package init(session: SessionID, fate: SessionFate) {
            self.session = session
            self.fate = fate
        }
    }

    /// A routing call at the seam, as read now.
    package struct Route: Equatable, Sendable {
        package var provenance: Provenance?
        package var isEffect: Bool
        package var policy: LateTransitionPolicy

        package init(
            provenance: Provenance? = nil, isEffect: Bool = false, policy: LateTransitionPolicy = .interruptPeek
        ) {
            self.provenance = provenance
            self.isEffect = isEffect
            self.policy = policy
        }
    }

    /// A preview request, as read now.
    package struct Preview: Equatable, Sendable {
        /// The state of the request's source (S5); not read (`nil`) while a
        /// capture window is open or a commit runs, since reading it calls the
        /// host.
        package var source: Source?
        /// Whether the request's press already peeked, at a source in front (S10).
        package var pressPeeked: Bool

        package init(source: Source? = nil, pressPeeked: Bool = false) {
            self.source = source
            self.pressPeeked = pressPeeked
        }
    }

    /// A preview request's source (S5).
    package enum Source: Equatable, Sendable {
        case available
        /// Not registered, or its host or source view is gone.
        case gone
        /// Its host reports itself unavailable for previewing.
        case unavailable
    }

    /// A request to end the active peek (S7–S9, S24).
    package enum Resolution: Equatable, Sendable {
        /// Pop; `isPreview` says whether the screen committed is the preview
        /// (`nil` when any preview will do).
        case commit(isPreview: Bool?)
        /// Choose a preview action (S24), as the active peek offers it.
        case selectAction(Offer)
        /// End the peek without navigation (S8).
        case interrupt(InterruptionReason)
    }

    /// What the active peek offers under the identifier of a selected
    /// preview action (S24).
    package enum Offer: Equatable, Sendable {
        /// No action of the peek, nor of its groups, has the identifier.
        case notOffered
        /// A group, which is not selected itself.
        case group
        case disabled
        /// An action that ends the peek `actionSelected`.
        case action
        /// An action that pops (S7).
        case committingAction
    }

    /// What the engine is doing with user code, as one value: how many
    /// state changes it is delivering to observers (a change that an
    /// observer causes queues behind the one under way, B2), and whether it
    /// is telling its bridges of an end (P3). Whatever is under way tells
    /// the bridges, and releases ended sessions, once it is over (S16, S19).
    package struct CallOut: Equatable, Sendable {
        /// State changes being delivered, nested ones included.
        package var deliveries: Int
        /// Whether the bridges are being told of an end.
        package var isTellingBridges: Bool

        package init(deliveries: Int = 0, isTellingBridges: Bool = false) {
            self.deliveries = deliveries
            self.isTellingBridges = isTellingBridges
        }

        /// No delivery and no bridge call under way.
        package var isNone: Bool { deliveries == 0 && !isTellingBridges }
    }

    /// What is left of ending a session, or of a delivery that ended
    /// (S11, S16, S19, S24, P3).
    package struct Ending: Equatable, Sendable {
        /// The session's terminal state is still to be published.
        package var stateToPublish: Bool
        /// Ends are queued for the bridges.
        package var endsToTell: Bool
        /// Sessions that ended still hold their preview, frozen transitions
        /// and closures.
        package var isHeld: Bool
        /// The handler of the action selected is still to run (S24).
        package var handlerToRun: Bool
        /// How many routing calls that waited for the session are still to
        /// be routed (S11, S22).
        package var waiting: Int

        package init(
            stateToPublish: Bool = false, endsToTell: Bool = false, isHeld: Bool = false, handlerToRun: Bool = false,
            waiting: Int = 0
        ) {
            self.stateToPublish = stateToPublish
            self.endsToTell = endsToTell
            self.isHeld = isHeld
            self.handlerToRun = handlerToRun
            self.waiting = waiting
        }
    }

    /// How the last session that ended, ended.
    package struct Ended: Equatable, Sendable {
        package let session: SessionID
        package let fate: SessionFate

        package init(session: SessionID, fate: SessionFate) {
            self.session = session
            self.fate = fate
        }
    }

    package enum Input: Equatable, Sendable {
        /// A routing call reached the seam, or is decided again after a call-out.
        case route(Route)
        /// The routing call's check answered at ``TransitionCheck/Phase/perform``;
        /// `isEffect` for a side effect (S25).
        case checked(TransitionCheck, isEffect: Bool)
        /// A preview was asked for, or is asked again after a call-out.
        case preview(Preview)
        /// A commit, an action or an interrupt was asked for; `lastEnded` is
        /// the last session that ended (S9).
        case resolve(Resolution, lastEnded: Ended?)
        /// Whether the active peek's host screen and source view are alive (S6).
        case liveness(hostAlive: Bool, sourceAlive: Bool)
        /// `onPeek` returned: whether a frozen transition shows a screen, and
        /// whether the source is still registered and alive (S3).
        case captured(showsScreen: Bool, sourceAlive: Bool)
        /// A commit's checks answered: the first refusal of a frozen
        /// transition's check, or ``TransitionCheck/ready``; and whether the
        /// host and the registration outlived the checks (S7, S22, S23).
        case checkedAtCommit(TransitionCheck, hostAlive: Bool, sourceAlive: Bool)
        /// A bridge asks to publish `inPeek` of the prepared session, or asks
        /// again after publishing it; `isPublished` says whether the active
        /// session was published (U2).
        case publish(SessionID, isPublished: Bool)
        /// A session is ending, or a delivery ended: what is left to do, and
        /// what is under way (S16, S19, P3).
        case ending(Ending, CallOut)
    }

    /// Why a commit or an action selection fails, and nothing is performed (S9, S22).
    package enum Failure: Equatable, Sendable {
        case insideCaptureWindow(SessionID)
        case whileResolving(SessionID)
        case alreadyCommitted(SessionID)
        case actionAlreadySelected(SessionID, PreviewAction.ID)
        case hostScreenGone(SessionID)
        /// The peek offers no action with the identifier (S24).
        case actionNotOffered(SessionID)
        /// The action is a group, or disabled (S24).
        case actionUnavailable(SessionID, isGroup: Bool)
        case interrupted(SessionID, InterruptionReason)
        case noActivePeek
        /// The screen committed is not the preview; the peek was interrupted.
        case screenMismatch(SessionID)
    }

    /// Why a routing call is discarded.
    package enum Discard: Equatable, Sendable {
        /// Started by work of a session that is no longer current (S12).
        case startedBy(Provenance)
        /// Its own check refused it.
        case refused(String)
    }

    /// Why a preview request gets no preview.
    package enum Refusal: Equatable, Sendable {
        /// From inside a capture window or a commit (S22).
        case reentrant
        case sourceGone
        case hostUnavailable
        /// The press already peeked at a source in front (S10).
        case pressPeeked
        /// Observers kept starting new peeks (S22).
        case supersededTooOften
        /// An interrupt with no peek to interrupt: a documented no-op (S9).
        case noPeekToInterrupt
        /// An interrupt from a commit's checks (S22).
        case interruptWhileResolving(SessionID)
    }

    package enum Decision: Equatable, Sendable {
        /// Freeze the routing call into the session, if its check at capture allows it (S2, S12, S23).
        case freeze(into: SessionID)
        /// Keep the routing call until the session resolves (S11, S22).
        case deferCall(until: SessionID)
        /// Interrupt the session, then read and ask again (S10, S11).
        case end(SessionID, InterruptionReason)
        /// Ask the routing call's check at ``TransitionCheck/Phase/perform``.
        case check
        /// Perform the routing call now (S1).
        case perform
        /// User code changed the state: read and ask again (S22).
        case decideAgain
        case discard(Discard)
        /// Open a capture window and call `onPeek` (S2).
        case beginPeek
        case refuse(Refusal)
        /// Commit the session, or select its action (S7, S24).
        case resolve(SessionID)
        case fail(Failure)
        /// The active peek is alive: nothing to do (S6).
        case keep
        /// The interrupt asked for ended the peek (S8).
        case interrupted
        /// The capture froze a screen to show: the peek begins (S3).
        case showPreview
        /// The capture showed nothing, or lost its source: discard what it
        /// froze; the session never reached peek (S3).
        case discardCapture
        /// Resolve the session as popped and perform its frozen transitions (S7).
        case pop(SessionID)
        /// End the session `actionSelected` (S24).
        case select(SessionID)
        /// Publish `inPeek` of the prepared session, then read and ask again (U2).
        case publishInPeek(SessionID)
        /// Whether the prepared session is published and still in peek (U2).
        case published(Bool)
        /// Publish the ending session's terminal state (S16).
        case publishEnd
        /// Tell the bridges of the ends queued, in order (P3).
        case tellBridges
        /// Release what the ended sessions hold (S19).
        case release
        /// Release it once the delivery under way is over, so that every
        /// observer sees the preview screen (S16, S19).
        case retire
        /// Run the handler of the action selected, as ordinary work (S24).
        case runHandler
        /// Route the next call that waited for the session, as an ordinary
        /// call (S11, S22).
        case routeWaiting
        /// Nothing is left to do: the session has ended.
        case ended
    }

    /// How often one request is decided again after user code it called
    /// changed the state; past this, the request gives up or defers (S22).
    package static let reentrancyLimit = 16

    /// How often this request was decided again.
    package private(set) var rounds = 0
    /// The session ended because a commit named another screen: the
    /// commit then fails (S9).
    private var mismatched: SessionID?
    /// The session ended because an interrupt asked for it (S8).
    private var interruptedSession: SessionID?

    package init() {}

    /// What to do with `input` while the engine is in `phase`.
    package mutating func decide(_ input: Input, in phase: Phase) -> Decision {
        switch input {
        case .route(let route): decide(route, in: phase)
        case .checked(let verdict, let isEffect): decide(afterCheck: verdict, isEffect: isEffect, in: phase)
        case .preview(let preview): decide(preview, in: phase)
        case .resolve(let resolution, let lastEnded): decide(resolution, lastEnded: lastEnded, in: phase)
        case .liveness(let hostAlive, let sourceAlive):
            decide(hostAlive: hostAlive, sourceAlive: sourceAlive, in: phase)
        case .captured(let showsScreen, let sourceAlive):
            showsScreen && sourceAlive ? .showPreview : .discardCapture
        case .checkedAtCommit(let verdict, let hostAlive, let sourceAlive):
            decide(committing: verdict, hostAlive: hostAlive, sourceAlive: sourceAlive, in: phase)
        case .publish(let session, let isPublished):
            decide(publishing: session, isPublished: isPublished, in: phase)
        case .ending(let ending, let callOut):
            decide(ending, callOut)
        }
    }

    /// The seam (S1, S2, S11, S12, S22, S25).
    private mutating func decide(_ route: Route, in phase: Phase) -> Decision {
        if let provenance = route.provenance {
            switch provenance.fate {
            case .capturing, .inPeek:
                switch phase {
                case .capturing(provenance.session), .inPeek(provenance.session):
                    return .freeze(into: provenance.session)
                case .resolving(provenance.session):
                    return .deferCall(until: provenance.session)
                default:
                    // The session is not current; it cannot be in peek.
                    return .discard(.startedBy(provenance))
                }
            case .popped:
                break  // An ordinary routing call from here on.
            case .actionSelected, .interrupted, .neverPeeked:
                return .discard(.startedBy(provenance))
            }
        }
        switch phase {
        case .capturing(let session):
            return .freeze(into: session)
        case .resolving(let session) where !route.isEffect:
            // Called from a commit's checks: after the resolution (S22).
            return .deferCall(until: session)
        case .inPeek(let session) where !route.isEffect:
            guard route.policy == .interruptPeek, rounds < Self.reentrancyLimit else {
                // Deferring policy — or user code that keeps starting peeks.
                return .deferCall(until: session)
            }
            rounds += 1
            return .end(session, .interruptedByRouting)  // Observers may start another peek (S22).
        case .idle, .inPeek, .resolving, .committing:
            return .check
        }
    }

    /// After the routing call's own check (user code) answered.
    private mutating func decide(afterCheck verdict: TransitionCheck, isEffect: Bool, in phase: Phase) -> Decision {
        switch verdict {
        case .ready:
            switch phase {
            case .inPeek, .resolving:
                guard !isEffect, rounds < Self.reentrancyLimit else { return .perform }
                rounds += 1
                return .decideAgain  // The check started a peek: decide again.
            case .idle, .capturing, .committing:
                return .perform
            }
        case .stale(let why), .vetoed(let why):
            return .discard(.refused(why))
        }
    }

    /// A preview request (S5, S10, S22).
    private mutating func decide(_ preview: Preview, in phase: Phase) -> Decision {
        switch phase {
        case .capturing, .resolving, .committing:
            return .refuse(.reentrant)
        case .idle, .inPeek:
            break
        }
        switch preview.source {
        case .available?: break
        case .unavailable?: return .refuse(.hostUnavailable)
        case .gone?, nil: return .refuse(.sourceGone)
        }
        if preview.pressPeeked {
            return .refuse(.pressPeeked)
        }
        guard case .inPeek(let active) = phase else { return .beginPeek }
        guard rounds < Self.reentrancyLimit else { return .refuse(.supersededTooOften) }
        rounds += 1
        return .end(active, .superseded)  // Calls observers: look again (S22).
    }

    /// Commit, action selection, interrupt (S7–S9, S22, S24).
    private mutating func decide(_ resolution: Resolution, lastEnded: Ended?, in phase: Phase) -> Decision {
        if let mismatched {
            return .fail(.screenMismatch(mismatched))
        }
        if interruptedSession != nil {
            return .interrupted  // Whatever observers of the interruption did (S22).
        }
        switch (phase, resolution) {
        case (.inPeek(let session), .interrupt(let reason)):
            interruptedSession = session
            return .end(session, reason)
        case (.resolving(let session), .interrupt):
            return .refuse(.interruptWhileResolving(session))
        case (.idle, .interrupt), (.capturing, .interrupt), (.committing, .interrupt):
            return .refuse(.noPeekToInterrupt)
        case (.inPeek(let session), .commit(isPreview: false)):
            mismatched = session
            return .end(session, .commitOfDifferentScreen)
        case (.inPeek(let session), .selectAction(let offer)):
            switch offer {
            case .notOffered: return .fail(.actionNotOffered(session))
            case .group: return .fail(.actionUnavailable(session, isGroup: true))
            case .disabled: return .fail(.actionUnavailable(session, isGroup: false))
            case .action: return .select(session)
            case .committingAction: return .resolve(session)
            }
        case (.inPeek(let session), _):
            return .resolve(session)
        case (.capturing(let session), _):
            return .fail(.insideCaptureWindow(session))
        case (.resolving(let session), _):
            return .fail(.whileResolving(session))
        case (.idle, _), (.committing, _):
            guard let lastEnded else { return .fail(.noActivePeek) }
            switch lastEnded.fate {
            case .popped: return .fail(.alreadyCommitted(lastEnded.session))
            case .actionSelected(let action): return .fail(.actionAlreadySelected(lastEnded.session, action))
            case .interrupted(.hostScreenGone): return .fail(.hostScreenGone(lastEnded.session))
            case .interrupted(let reason): return .fail(.interrupted(lastEnded.session, reason))
            case .capturing, .inPeek, .neverPeeked: return .fail(.noActivePeek)
            }
        }
    }

    /// A peek always ends, even when its host forgets to end it (S6).
    private func decide(hostAlive: Bool, sourceAlive: Bool, in phase: Phase) -> Decision {
        guard case .inPeek(let session) = phase else { return .keep }
        if !hostAlive {
            return .end(session, .hostScreenGone)
        }
        if !sourceAlive {
            return .end(session, .sourceUnregistered)
        }
        return .keep
    }

    /// After a commit's checks (user code), against the phase after them (S7, S22).
    private func decide(
        committing verdict: TransitionCheck, hostAlive: Bool, sourceAlive: Bool, in phase: Phase
    )
        -> Decision
    {
        guard case .resolving(let session) = phase else { return .fail(.noActivePeek) }
        switch verdict {
        case .stale: return .end(session, .stale)
        case .vetoed: return .end(session, .vetoed)
        case .ready: break
        }
        if !hostAlive {
            return .end(session, .hostScreenGone)
        }
        if !sourceAlive {
            return .end(session, .sourceUnregistered)
        }
        return .pop(session)
    }

    /// Publishing a prepared peek (U2): publish it once, then answer whether
    /// it is still the peek in peek after its observers ran (S22).
    private func decide(publishing session: SessionID, isPublished: Bool, in phase: Phase) -> Decision {
        guard phase == .inPeek(session) else { return .published(false) }
        return isPublished ? .published(true) : .publishInPeek(session)
    }

    /// The next step of ending a session, in order: publish, tell the
    /// bridges unless a call-out under way will, release (after the delivery
    /// under way, if any), run the action's handler, route the calls that
    /// waited (S11, S16, S19, S24, P3).
    private func decide(_ ending: Ending, _ callOut: CallOut) -> Decision {
        if ending.stateToPublish {
            return .publishEnd
        }
        if ending.endsToTell, callOut.isNone {
            return .tellBridges
        }
        if ending.isHeld {
            return callOut.deliveries > 0 ? .retire : .release
        }
        if ending.handlerToRun {
            return .runHandler
        }
        return ending.waiting > 0 ? .routeWaiting : .ended
    }
}
