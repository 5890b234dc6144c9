/// The engine's decisions and its phase, as a value: given what the engine
/// read just now, what to do with a routing call, a preview request, a
/// commit, an action or an interrupt, a prepared peek to publish, and each
/// step of ending a session (S1–S12, S16, S19, S22, S24, U2, P3).
///
/// The machine owns the engine's phase (``phase``): only its mutating
/// methods move it, and each input has a method of its own that answers
/// with an action enum of its own, so that every answer is exhaustive at
/// compile time and an answer that does not fit its input cannot be written.
/// An answer that moves the phase has moved it when it is returned: a
/// session the machine ends is no longer current, a commit it accepts is
/// already resolving.
///
/// The machine calls no user code and holds nothing but values. The engine
/// reads its state, asks the machine, performs the action, and, after any
/// action that calls out (ending a peek publishes to observers; a check is
/// user code), reads again and asks again: an answer given before a
/// call-out is never acted on after it (S22). What one request remembers
/// across its rounds is its own ``Rounds``: how often it was decided again,
/// so that user code that keeps starting peeks cannot keep it going for
/// ever, and which session its own answers ended.
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

        /// The session the phase is about; `nil` when idle.
        package var session: SessionID? {
            switch self {
            case .idle: nil
            case .capturing(let id), .inPeek(let id), .resolving(let id), .committing(let id): id
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
    }

    // MARK: Actions, one enum per input

    /// What to do with a routing call (``route(_:rounds:)``).
    package enum RouteAction: Equatable, Sendable {
        /// Freeze the call into the session, if its check at capture allows it (S2, S12, S23).
        case freeze(into: SessionID)
        /// Keep the call until the session resolves (S11, S22).
        case deferCall(until: SessionID)
        /// The session ended (the phase is idle): interrupt it, then read and ask again (S11, S22).
        case end(SessionID, InterruptionReason)
        /// Ask the call's check at ``TransitionCheck/Phase/perform``, then tell ``checked(_:isEffect:rounds:)``.
        case check
        case discard(Discard)
    }

    /// What to do once a routing call's own check answered (``checked(_:isEffect:rounds:)``).
    package enum CheckAction: Equatable, Sendable {
        /// Perform the call now (S1).
        case perform
        /// The check started a peek: read and ask again (S22).
        case decideAgain
        case discard(Discard)
    }

    /// What to do with a preview request (``preview(_:rounds:)``).
    package enum PreviewRequestAction: Equatable, Sendable {
        /// The capture window of the session is open (the phase is capturing it):
        /// call `onPeek` (S2).
        case beginPeek(SessionID)
        /// The active session ended, superseded (the phase is idle): interrupt
        /// it, then read and ask again (S10, S22).
        case end(SessionID, InterruptionReason)
        case refuse(Refusal)
    }

    /// What to do when `onPeek` returned (``captured(showsScreen:sourceAlive:)``).
    package enum CaptureAction: Equatable, Sendable {
        /// The capture froze a screen to show: the session is in peek, prepared (S3, U2).
        case showPreview(SessionID)
        /// The capture showed nothing, or lost its source: discard what it
        /// froze; the session never reached peek, the phase is idle (S3).
        case discardCapture
    }

    /// What to do with a commit (``commit(isPreview:lastEnded:rounds:)``).
    package enum CommitAction: Equatable, Sendable {
        /// The session is resolving: run its checks (S7, S22).
        case resolve(SessionID)
        /// The screen committed is not the preview: the session ended (the
        /// phase is idle); interrupt it, then read and ask again (S9).
        case end(SessionID, InterruptionReason)
        case fail(Failure)
    }

    /// What to do with an action selection (``selectAction(_:lastEnded:)``).
    package enum SelectAction: Equatable, Sendable {
        /// A committing action: the session is resolving, commit it (S7, S24).
        case commit(SessionID)
        /// The session ended `actionSelected` (the phase is idle) (S24).
        case select(SessionID)
        case fail(Failure)
    }

    /// What to do with an interrupt (``interrupt(_:rounds:)``).
    package enum InterruptAction: Equatable, Sendable {
        /// The session ended (the phase is idle): interrupt it, then read and ask again (S8).
        case end(SessionID, InterruptionReason)
        /// The interrupt asked for ended the peek (S8), whatever its observers did since.
        case interrupted
        /// No peek to interrupt: a documented no-op (S9).
        case noPeek
        /// From a commit's checks: refused (S22).
        case refuseWhileResolving(SessionID)
    }

    /// What to do once the active peek's liveness was read (``liveness(hostAlive:sourceAlive:)``).
    package enum LivenessAction: Equatable, Sendable {
        /// The active peek is alive, or there is none in peek: nothing to do (S6).
        case keep
        /// The session ended (the phase is idle): interrupt it (S6).
        case end(SessionID, InterruptionReason)
    }

    /// What to do when a session's registration ended (``registrationEnded(of:reason:)``).
    package enum RegistrationAction: Equatable, Sendable {
        /// The session is not the one in peek: nothing to end.
        case keep
        /// The session in peek ended (the phase is idle): interrupt it (S13).
        case end(SessionID, InterruptionReason)
    }

    /// What to do once a commit's checks answered (``checkedAtCommit(_:hostAlive:sourceAlive:)``).
    package enum CommitCheckAction: Equatable, Sendable {
        /// The session popped (the phase is committing): perform its frozen transitions (S7).
        case pop(SessionID)
        /// The session ended (the phase is idle): interrupt it and fail (S7, S22, S23).
        case end(SessionID, InterruptionReason)
        /// No commit is resolving any more.
        case notResolving
    }

    /// What to do with a bridge's request to publish a prepared peek (``publish(_:isPublished:)``).
    package enum PublishAction: Equatable, Sendable {
        /// Publish `inPeek` of the prepared session, then read and ask again (U2).
        case publishInPeek(SessionID)
        /// Whether the prepared session is published and still in peek (U2).
        case published(Bool)
    }

    /// The next step of ending a session (``ending(_:_:)``).
    package enum EndingAction: Equatable, Sendable {
        /// Publish the ending session's terminal state (S16).
        case publishEnd
        /// Tell the bridges of the ends queued, in order (P3).
        case tellBridges
        /// Release what the ended session holds (S19).
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

    /// The next step once a delivery of state changes is over (``delivered(endsToTell:isTellingBridges:isHeld:)``).
    package enum DeliveredAction: Equatable, Sendable {
        /// Tell the bridges of the ends queued, in order (P3).
        case tellBridges
        /// Release the sessions that ended during the delivery (S16, S19).
        case release
        /// Nothing is left to do.
        case done
    }

    // MARK: State

    /// One request's memory across the rounds it is decided in (S22).
    package struct Rounds: Equatable, Sendable {
        /// How often the request was decided again.
        package fileprivate(set) var count = 0
        /// The session ended because a commit named another screen: the
        /// commit then fails (S9).
        fileprivate var mismatched: SessionID?
        /// The session ended because an interrupt asked for it (S8).
        fileprivate var interrupted: SessionID?

        package init() {}
    }

    /// How often one request is decided again after user code it called
    /// changed the state; past this, the request gives up or defers (S22).
    package static let reentrancyLimit = 16

    /// Where the engine is; only the machine moves it.
    package private(set) var phase: Phase
    /// The number of the last session begun.
    private var lastSession: Int

    /// A machine in `phase`; the next session it begins is numbered after
    /// the session of `phase`.
    package init(phase: Phase = .idle) {
        self.phase = phase
        self.lastSession = phase.session?.rawValue ?? 0
    }

    /// No session is current any more: the phase is idle.
    private mutating func ended(_ session: SessionID) -> SessionID {
        phase = .idle
        return session
    }

    // MARK: Inputs

    /// A routing call reached the seam, or is decided again after a call-out
    /// (S1, S2, S11, S12, S22, S25).
    package mutating func route(_ route: Route, rounds: inout Rounds) -> RouteAction {
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
            guard route.policy == .interruptPeek, rounds.count < Self.reentrancyLimit else {
                // Deferring policy — or user code that keeps starting peeks.
                return .deferCall(until: session)
            }
            rounds.count += 1
            return .end(ended(session), .interruptedByRouting)  // Observers may start another peek (S22).
        case .idle, .inPeek, .resolving, .committing:
            return .check
        }
    }

    /// The routing call's check answered at ``TransitionCheck/Phase/perform``;
    /// `isEffect` for a side effect (S25).
    package func checked(_ verdict: TransitionCheck, isEffect: Bool, rounds: inout Rounds) -> CheckAction {
        switch verdict {
        case .ready:
            switch phase {
            case .inPeek, .resolving:
                guard !isEffect, rounds.count < Self.reentrancyLimit else { return .perform }
                rounds.count += 1
                return .decideAgain  // The check started a peek: decide again.
            case .idle, .capturing, .committing:
                return .perform
            }
        case .stale(let why), .vetoed(let why):
            return .discard(.refused(why))
        }
    }

    /// A preview was asked for, or is asked again after a call-out (S2, S5, S10, S22).
    package mutating func preview(_ preview: Preview, rounds: inout Rounds) -> PreviewRequestAction {
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
        guard case .inPeek(let active) = phase else {
            lastSession += 1
            let session = SessionID(rawValue: lastSession)
            phase = .capturing(session)
            return .beginPeek(session)
        }
        guard rounds.count < Self.reentrancyLimit else { return .refuse(.supersededTooOften) }
        rounds.count += 1
        return .end(ended(active), .superseded)  // Calls observers: look again (S22).
    }

    /// `onPeek` returned: whether a frozen transition shows a screen, and
    /// whether the source is still registered and alive (S3).
    package mutating func captured(showsScreen: Bool, sourceAlive: Bool) -> CaptureAction {
        guard case .capturing(let session) = phase else { return .discardCapture }
        guard showsScreen, sourceAlive else {
            phase = .idle
            return .discardCapture
        }
        phase = .inPeek(session)
        return .showPreview(session)
    }

    /// A commit was asked for; `isPreview` says whether the screen committed
    /// is the preview (`nil` when any preview will do), `lastEnded` is the
    /// last session that ended (S7, S9, S22).
    package mutating func commit(isPreview: Bool?, lastEnded: Ended?, rounds: inout Rounds) -> CommitAction {
        if let mismatched = rounds.mismatched {
            return .fail(.screenMismatch(mismatched))
        }
        switch phase {
        case .inPeek(let session) where isPreview == false:
            rounds.mismatched = session
            return .end(ended(session), .commitOfDifferentScreen)
        case .inPeek(let session):
            phase = .resolving(session)
            return .resolve(session)
        case .idle, .capturing, .resolving, .committing:
            return .fail(Self.failure(in: phase, lastEnded: lastEnded))
        }
    }

    /// An action selection was asked for, with what the active peek offers
    /// under its identifier (S9, S22, S24).
    package mutating func selectAction(_ offer: Offer, lastEnded: Ended?) -> SelectAction {
        guard case .inPeek(let session) = phase else {
            return .fail(Self.failure(in: phase, lastEnded: lastEnded))
        }
        switch offer {
        case .notOffered: return .fail(.actionNotOffered(session))
        case .group: return .fail(.actionUnavailable(session, isGroup: true))
        case .disabled: return .fail(.actionUnavailable(session, isGroup: false))
        case .action: return .select(ended(session))
        case .committingAction:
            phase = .resolving(session)
            return .commit(session)
        }
    }

    /// Why a commit or an action selection fails outside a peek in peek:
    /// from inside a capture window or a commit's checks (S22), else as the
    /// last session ended (S9). Asked only when no peek is in peek.
    private static func failure(in phase: Phase, lastEnded: Ended?) -> Failure {
        switch phase {
        case .capturing(let session): return .insideCaptureWindow(session)
        case .resolving(let session): return .whileResolving(session)
        case .idle, .inPeek, .committing: break
        }
        guard let lastEnded else { return .noActivePeek }
        switch lastEnded.fate {
        case .popped: return .alreadyCommitted(lastEnded.session)
        case .actionSelected(let action): return .actionAlreadySelected(lastEnded.session, action)
        case .interrupted(.hostScreenGone): return .hostScreenGone(lastEnded.session)
        case .interrupted(let reason): return .interrupted(lastEnded.session, reason)
        case .capturing, .inPeek, .neverPeeked: return .noActivePeek
        }
    }

    /// An interrupt was asked for (S8, S9, S22).
    package mutating func interrupt(_ reason: InterruptionReason, rounds: inout Rounds) -> InterruptAction {
        if rounds.interrupted != nil {
            return .interrupted  // Whatever observers of the interruption did (S22).
        }
        switch phase {
        case .inPeek(let session):
            rounds.interrupted = session
            return .end(ended(session), reason)
        case .resolving(let session):
            return .refuseWhileResolving(session)
        case .idle, .capturing, .committing:
            return .noPeek
        }
    }

    /// Whether the active peek's host screen and source view are alive: a
    /// peek always ends, even when its host forgets to end it (S6).
    package mutating func liveness(hostAlive: Bool, sourceAlive: Bool) -> LivenessAction {
        guard case .inPeek(let session) = phase else { return .keep }
        if !hostAlive {
            return .end(ended(session), .hostScreenGone)
        }
        if !sourceAlive {
            return .end(ended(session), .sourceUnregistered)
        }
        return .keep
    }

    /// The registration of `session`'s source ended, for `reason` (S13).
    package mutating func registrationEnded(of session: SessionID, reason: InterruptionReason) -> RegistrationAction {
        guard phase == .inPeek(session) else { return .keep }
        return .end(ended(session), reason)
    }

    /// A commit's checks answered: the first refusal of a frozen
    /// transition's check, or ``TransitionCheck/ready``; and whether the
    /// host and the registration outlived the checks (S7, S22, S23).
    package mutating func checkedAtCommit(
        _ verdict: TransitionCheck, hostAlive: Bool, sourceAlive: Bool
    ) -> CommitCheckAction {
        guard case .resolving(let session) = phase else { return .notResolving }
        switch verdict {
        case .stale: return .end(ended(session), .stale)
        case .vetoed: return .end(ended(session), .vetoed)
        case .ready: break
        }
        if !hostAlive {
            return .end(ended(session), .hostScreenGone)
        }
        if !sourceAlive {
            return .end(ended(session), .sourceUnregistered)
        }
        phase = .committing(session)
        return .pop(session)
    }

    /// The commit of `session` performed its frozen transitions: the session
    /// is no longer current (S7).
    package mutating func performed(_ session: SessionID) {
        if phase == .committing(session) {
            phase = .idle
        }
    }

    /// A bridge asks to publish `inPeek` of the prepared session, or asks
    /// again after publishing it; `isPublished` says whether the active
    /// session was published. Publish it once, then answer whether it is
    /// still the peek in peek after its observers ran (U2, S22).
    package func publish(_ session: SessionID, isPublished: Bool) -> PublishAction {
        guard phase == .inPeek(session) else { return .published(false) }
        return isPublished ? .published(true) : .publishInPeek(session)
    }

    /// A session is ending: the next step, in order: publish, tell the
    /// bridges unless a call-out under way will, release (after the delivery
    /// under way, if any), run the action's handler, route the calls that
    /// waited (S11, S16, S19, S24, P3).
    package func ending(_ ending: Ending, _ callOut: CallOut) -> EndingAction {
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

    /// The outermost delivery of state changes is over: tell the bridges of
    /// the ends queued, unless a bridge call under way will, then release the
    /// sessions that ended during the delivery (S16, S19, P3).
    package func delivered(endsToTell: Bool, isTellingBridges: Bool, isHeld: Bool) -> DeliveredAction {
        if endsToTell, !isTellingBridges {
            return .tellBridges
        }
        return isHeld ? .release : .done
    }
}
