extension PeekEngine {
    /// Where the engine is, as one value: the capture window, the active
    /// session and its phase (``PeekMachine/Phase``).
    var phase: PeekMachine.Phase {
        guard let current else { return .idle }
        switch current.phase {
        case .capturing: return .capturing(current.id)
        case .inPeek: return .inPeek(current.id)
        case .resolving: return .resolving(current.id)
        case .committing: return .committing(current.id)
        case .ended: return .idle
        }
    }

    /// A request that ``PeekMachine`` decides about.
    enum Request {
        /// A routing call at the seam (S1, S2, S11, S12).
        case route(NumberedTransition)
        /// A preview request (S2, S5, S10); `canShow` answers whether the
        /// system can be handed the preview (U4).
        case preview(
            PreviewingContext, at: Point, gesture: GestureID?, publishing: Bool,
            canShow: (@MainActor (any Screen) -> Bool)?)
        /// A commit, an action selection or an interrupt (S7–S9, S24).
        case resolve(Resolving)
        /// A bridge publishes the prepared session (U2).
        case publish(SessionID)
        /// The session ended: publish its terminal state, release it, run
        /// the action's handler and the calls that waited (S11, S16, S19, S24).
        case finish(PeekSession, Terminal)
        /// A delivery of state changes is over: tell the bridges, release
        /// the sessions that ended during it (S16, S19, P3).
        case delivered
    }

    /// A session's terminal state, and the work that follows it.
    struct Terminal {
        var state: PeekState
        var reason: InterruptionReason?
        var action: PreviewAction.ID?
        /// The selected action's handler (S24), run after the state is published.
        var handler: (@MainActor () -> Void)?
    }

    /// A request to end the active peek.
    enum Resolving {
        /// Pop with `screen`, which must be the preview; `nil` for whichever it is.
        case commit((any Screen)?)
        case selectAction(PreviewAction.ID)
        case interrupt(InterruptionReason)

        /// What was asked, for error messages.
        var verb: String {
            switch self {
            case .commit: "commit"
            case .selectAction: "select an action"
            case .interrupt: "interrupt"
            }
        }
    }

    /// What a request came to.
    enum Answer {
        case routed(RoutingOutcome)
        case previewed((any Screen)?)
        /// The session to commit (S7), also for a committing action (S24).
        case resolving(PeekSession)
        /// The session whose action to select (S24).
        case selecting(PeekSession)
        /// Whether the prepared session is published and in peek (U2).
        case published(Bool)
        /// The session ended, or the delivery's aftermath is done.
        case ended
        case failed(PeekError)
        /// Whether an interrupt ended a peek (S8, S9).
        case interrupted(Bool)
    }

    /// The one loop that carries out the engine's decisions: reads the
    /// state, asks the machine, performs its decision, and, after a decision
    /// that called user code, reads again and asks again, until the request
    /// is answered (S22).
    func decide(_ request: Request) -> Answer {
        var machine = PeekMachine()
        var input = read(request)
        while true {
            switch carryOut(machine.decide(input, in: phase), for: request) {
            case .answered(let answer): return answer
            case .readAgain: input = read(request)
            case .told(let next): input = next
            }
        }
    }

    /// What came of carrying out one decision.
    private enum Step {
        /// The request is answered.
        case answered(Answer)
        /// User code ran: read the state again and ask again (S22).
        case readAgain
        /// User code answered: tell the machine, which decides against the state after it.
        case told(PeekMachine.Input)
    }

    /// What the machine is told about `request`, read now. Like every call
    /// into the engine, a request from outside first ends a peek whose host
    /// or source view is gone (S6).
    private func read(_ request: Request) -> PeekMachine.Input {
        switch request {
        case .finish(let session, _):
            var ending = session.ending
            ending.endsToTell = !pendingEnds.isEmpty
            ending.waiting = session.waiting.count
            return .ending(ending, callOut)
        case .delivered:
            return .ending(.init(endsToTell: !pendingEnds.isEmpty, isHeld: !retiring.isEmpty), callOut)
        case .publish(let id):
            checkActivePeekIsAlive()
            return .publish(id, isPublished: active?.isPublished ?? false)
        case .route(let transition):
            checkActivePeekIsAlive()
            var route = PeekMachine.Route(isEffect: transition.isEffect, policy: lateTransitionPolicy)
            if let provenance = Provenance.current, provenance.engine == ObjectIdentifier(self) {
                route.provenance = PeekMachine.Provenance(session: provenance.ticket.id, fate: provenance.ticket.fate)
            }
            return .route(route)
        case .preview(let context, _, let gesture, _, _):
            checkActivePeekIsAlive()
            return .preview(preview(of: context, gesture: gesture))
        case .resolve(let resolving):
            checkActivePeekIsAlive()
            let resolution: PeekMachine.Resolution =
                switch resolving {
                case .commit(let screen?): .commit(isPreview: active.map { $0.previewScreen === screen })
                case .commit(nil): .commit(isPreview: nil)
                case .selectAction(let id): .selectAction(offer(of: id))
                case .interrupt(let reason): .interrupt(reason)
                }
            return .resolve(resolution, lastEnded: lastResolved?.ended)
        }
    }

    /// A preview request for `context`, read now (S5, S10).
    private func preview(of context: PreviewingContext, gesture: GestureID?) -> PeekMachine.Preview {
        var preview = PeekMachine.Preview()
        preview.pressPeeked = gesture != nil && gesture == lastPeekedGesture
        switch phase {
        case .capturing, .resolving, .committing:
            return preview  // Refused: the host is not asked.
        case .idle, .inPeek:
            break
        }
        if registrations[context.id] === context, let host = context.hostScreen, context.sourceView != nil {
            preview.source = host.isAvailableForPreviewing ? .available : .unavailable
        } else {
            preview.source = .gone
        }
        return preview
    }

    /// Performs `decision` for `request`.
    private func carryOut(_ decision: PeekMachine.Decision, for request: Request) -> Step {
        switch decision {
        case .end(let id, let reason):
            end(session(id), reason: reason)  // Calls observers: ask again (S22).
            return .readAgain
        case .decideAgain:
            return .readAgain
        default:
            break
        }
        switch request {
        case .route(let transition):
            return carryOut(decision, routing: transition)
        case .preview(let context, let location, let gesture, let publishing, let canShow):
            guard decision == .beginPeek else {
                guard case .refuse(let refusal) = decision else { unexpected(decision, request) }
                refuse(context, refusal)
                return .answered(.previewed(nil))
            }
            let preview = beginPeek(
                context: context, location: location, gesture: gesture, publishing: publishing, canShow: canShow)
            return .answered(.previewed(preview))
        case .resolve(let resolving):
            return carryOut(decision, resolving: resolving)
        case .publish:
            return carryOut(decision, publishing: request)
        case .finish(let session, let terminal):
            guard decision != .ended else {
                session.waiting = []
                return .answered(.ended)
            }
            carryOut(decision, ending: session, terminal)
            return .readAgain
        case .delivered:
            return carryOut(afterDelivery: decision)
        }
    }

    /// A decision that does not answer `request`: a programmer error.
    private func unexpected(_ decision: PeekMachine.Decision, _ request: Request) -> Never {
        preconditionFailure("\(decision) does not answer \(request)")
    }

    /// Performs `decision` for a routing call (S1, S2, S11, S12, S23).
    private func carryOut(_ decision: PeekMachine.Decision, routing transition: NumberedTransition) -> Step {
        switch decision {
        case .check:
            return .told(.checked(transition.check(.perform), isEffect: transition.isEffect))
        case .perform:
            transition.perform()
            return .answered(.routed(.performed(transition.id)))
        case .freeze(let id):
            return .answered(.routed(freeze(transition, into: session(id))))
        case .deferCall(let id):
            session(id).deferred.append(transition)
            return .answered(.routed(.deferred(transition.id, until: id)))
        case .discard(let why):
            discard(transition, why)
            return .answered(.routed(.discarded(transition.id)))
        default:
            unexpected(decision, .route(transition))
        }
    }

    /// Performs `decision` for a commit, an action or an interrupt (S7–S9, S24).
    private func carryOut(_ decision: PeekMachine.Decision, resolving: Resolving) -> Step {
        switch decision {
        case .resolve(let id):
            return .answered(.resolving(session(id)))
        case .select(let id):
            return .answered(.selecting(session(id)))
        case .fail(let failure):
            return .answered(.failed(error(failure, resolving)))
        case .refuse(let refusal):
            if case .interruptWhileResolving(let id) = refusal {
                report(.requestRefused, "interrupt while \(id) is being committed; refused")
            }
            return .answered(.interrupted(false))
        case .interrupted:
            return .answered(.interrupted(true))
        default:
            unexpected(decision, .resolve(resolving))
        }
    }

    /// Performs `decision` for publishing a prepared peek (U2).
    private func carryOut(_ decision: PeekMachine.Decision, publishing request: Request) -> Step {
        switch decision {
        case .publishInPeek(let id):
            let session = session(id)
            session.isPublished = true
            session.startedAt = now()
            publish(.inPeek, for: session)  // Calls observers: ask again (S22).
            return .readAgain
        case .published(let isPublished):
            return .answered(.published(isPublished))
        default:
            unexpected(decision, request)
        }
    }

    /// Performs `decision` once a delivery is over (S16, S19, P3).
    private func carryOut(afterDelivery decision: PeekMachine.Decision) -> Step {
        switch decision {
        case .tellBridges:
            tellBridges()
        case .release:
            let sessions = retiring
            retiring = []
            for session in sessions {
                release(session)  // May run deinits (user code); the state is settled.
            }
        case .ended:
            return .answered(.ended)
        default:
            unexpected(decision, .delivered)
        }
        return .readAgain
    }

    /// Performs one step of ending `session` (S11, S16, S19, S24, P3).
    private func carryOut(_ decision: PeekMachine.Decision, ending session: PeekSession, _ terminal: Terminal) {
        switch decision {
        case .publishEnd:
            session.ending.stateToPublish = false
            publish(terminal.state, reason: terminal.reason, action: terminal.action, for: session)
        case .tellBridges:
            tellBridges()
        case .release:
            session.ending.isHeld = false
            release(session)
        case .retire:
            session.ending.isHeld = false
            retiring.append(session)  // Released when the delivery under way is over (S16).
        case .runHandler:
            session.ending.handlerToRun = false
            // Never as work of whichever task ended the session (S12).
            Provenance.withoutProvenance { terminal.handler?() }
        case .routeWaiting:
            let transition = session.waiting.removeFirst()
            Provenance.withoutProvenance { _ = routeIdentified(transition) }
        default:
            preconditionFailure("\(decision) is not a step of ending a session")
        }
    }

    /// What the active peek offers under `id` (S24).
    private func offer(of id: PreviewAction.ID) -> PeekMachine.Offer {
        guard let action = active.flatMap({ offeredAction(id, in: $0) }) else { return .notOffered }
        if action.isGroup { return .group }
        if action.isDisabled { return .disabled }
        return action.commitsPeek ? .committingAction : .action
    }

    /// The action `id` of `session`, in a group or not (S24).
    func offeredAction(_ id: PreviewAction.ID, in session: PeekSession) -> PreviewAction? {
        session.actions.lazy.compactMap { $0.find(id) }.first
    }

    /// The current session numbered `id`: the machine decides about the
    /// session it was just told of.
    private func session(_ id: SessionID) -> PeekSession {
        if let capture, capture.id == id { return capture }
        if let active, active.id == id { return active }
        preconditionFailure("\(id) is not the engine's current session")
    }

    private func discard(_ transition: NumberedTransition, _ why: PeekMachine.Discard) {
        switch why {
        case .startedBy(let provenance):
            let fate =
                switch provenance.fate {
                case .capturing, .inPeek, .popped: "ended"
                case .actionSelected(let action): "ended with the action \(action)"
                case .interrupted(let reason): "was interrupted (\(reason))"
                case .neverPeeked: "never reached peek"
                }
            report(
                .provenanceDiscarded,
                "\(transition.label) (\(transition.id)) was started by \(provenance.session), which \(fate); discarded",
                session: provenance.session
            )
        case .refused(let why):
            report(.transitionRefused, "\(transition.label) (\(transition.id)) was not performed: \(why)")
        }
    }

    private func refuse(_ context: PreviewingContext, _ refusal: PeekMachine.Refusal) {
        switch refusal {
        case .reentrant:
            report(.previewRefused, "\(context.id): preview requested from inside a capture window or a commit")
        case .sourceGone:
            report(.previewRefused, "\(context.id) is not registered or its host or source view is gone")
        case .hostUnavailable:
            let name = context.hostScreen?.screenName ?? context.hostName
            report(.previewRefused, "\(context.id): host \(name) is not available for previewing")
        case .pressPeeked:
            break  // This press already peeked, at a source in front (S10).
        case .supersededTooOften:
            report(.requestRefused, "\(context.id): observers kept starting new peeks; preview refused")
        case .noPeekToInterrupt, .interruptWhileResolving:
            break  // Not a preview's refusals.
        }
    }

    /// The error a failed commit or action selection throws (S9, S22).
    private func error(_ failure: PeekMachine.Failure, _ request: Resolving) -> PeekError {
        let verb = request.verb
        switch failure {
        case .insideCaptureWindow(let id):
            return PeekError(.reentrantRequest, "\(verb) from inside a capture window", session: id)
        case .whileResolving(let id):
            return PeekError(.reentrantRequest, "\(verb) while \(id) is being committed", session: id)
        case .alreadyCommitted(let id):
            return PeekError(.alreadyCommitted, "\(id) was already committed", session: id)
        case .actionAlreadySelected(let id, let action):
            return PeekError(.actionAlreadySelected, "\(id) already ended with the action \(action)", session: id)
        case .hostScreenGone(let id):
            return PeekError(.hostScreenGone, "the host screen of \(id) went away; it was interrupted", session: id)
        case .interrupted(let id, let reason):
            return PeekError(.sessionInterrupted, "\(id) was already interrupted (\(reason))", session: id)
        case .noActivePeek:
            return PeekError(.noActivePeek, "there is no active peek to \(verb)")
        case .actionNotOffered(let session):
            let id = if case .selectAction(let id) = request { id } else { PreviewAction.ID("") }
            return PeekError(.actionNotOffered, "\(session) offers no action \(id)", session: session)
        case .actionUnavailable(let session, let isGroup):
            let id = if case .selectAction(let id) = request { id } else { PreviewAction.ID("") }
            let why = isGroup ? "is a group" : "is disabled"
            return PeekError(.actionUnavailable, "the action \(id) of \(session) \(why)", session: session)
        case .screenMismatch(let id):
            let name = if case .commit(let screen?) = request { screen.screenName } else { "the screen" }
            let preview = lastResolved?.previewName ?? ""
            return PeekError(
                .screenMismatch, "\(name) is not the preview (\(preview)); the peek was interrupted", session: id)
        }
    }
}
