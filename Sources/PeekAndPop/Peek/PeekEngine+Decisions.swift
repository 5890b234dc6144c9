extension PeekEngine {
    /// Where the engine is, as one value: the capture window, the active
    /// session and its phase (``PeekMachine/Phase``).
    var phase: PeekMachine.Phase {
        switch stage {
        case .idle: .idle
        case .capturing(let session): .capturing(session.id)
        case .showing(let session): session.phase == .resolving ? .resolving(session.id) : .inPeek(session.id)
        case .committing(let id): .committing(id)
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
    }

    /// A request to end the active peek.
    enum Resolving {
        /// Pop with `screen`, which must be the preview; `nil` for whichever it is.
        case commit((any Screen)?)
        case selectAction
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
        /// The session to commit or whose action to run (S7, S24).
        case resolving(PeekSession)
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
    /// into the engine, it first ends a peek whose host or source view is
    /// gone (S6).
    private func read(_ request: Request) -> PeekMachine.Input {
        checkActivePeekIsAlive()
        switch request {
        case .route(let transition):
            var route = PeekMachine.Route(isEffect: transition.isEffect, policy: lateTransitionPolicy)
            if let provenance = Provenance.current, provenance.engine == ObjectIdentifier(self) {
                route.provenance = PeekMachine.Provenance(session: provenance.ticket.id, fate: provenance.ticket.fate)
            }
            return .route(route)
        case .preview(let context, _, let gesture, _, _):
            var preview = PeekMachine.Preview()
            preview.pressPeeked = gesture != nil && gesture == lastPeekedGesture
            switch phase {
            case .capturing, .resolving, .committing:
                return .preview(preview)  // Refused: the host is not asked.
            case .idle, .inPeek:
                break
            }
            if registrations[context.id] === context, let host = context.hostScreen, context.sourceView != nil {
                preview.source = host.isAvailableForPreviewing ? .available : .unavailable
            } else {
                preview.source = .gone
            }
            return .preview(preview)
        case .resolve(let resolving):
            let resolution: PeekMachine.Resolution =
                switch resolving {
                case .commit(let screen?): .commit(isPreview: active.map { $0.previewScreen === screen })
                case .commit(nil): .commit(isPreview: nil)
                case .selectAction: .selectAction
                case .interrupt(let reason): .interrupt(reason)
                }
            return .resolve(resolution, lastEnded: lastResolved?.ended)
        }
    }

    /// Performs `decision` for `request`.
    private func carryOut(_ decision: PeekMachine.Decision, for request: Request) -> Step {
        switch (decision, request) {
        case (.end(let id, let reason), _):
            end(session(id), reason: reason)  // Calls observers: ask again (S22).
            return .readAgain
        case (.decideAgain, _):
            return .readAgain
        case (.check, .route(let transition)):
            return .told(.checked(transition.check(.perform), isEffect: transition.isEffect))
        case (.perform, .route(let transition)):
            transition.perform()
            return .answered(.routed(.performed(transition.id)))
        case (.freeze(let id), .route(let transition)):
            return .answered(.routed(freeze(transition, into: session(id))))
        case (.deferCall(let id), .route(let transition)):
            session(id).deferred.append(transition)
            return .answered(.routed(.deferred(transition.id, until: id)))
        case (.discard(let why), .route(let transition)):
            discard(transition, why)
            return .answered(.routed(.discarded(transition.id)))
        case (.beginPeek, .preview(let context, let location, let gesture, let publishing, let canShow)):
            let preview = beginPeek(
                context: context, location: location, gesture: gesture, publishing: publishing, canShow: canShow)
            return .answered(.previewed(preview))
        case (.refuse(let refusal), .preview(let context, _, _, _, _)):
            refuse(context, refusal)
            return .answered(.previewed(nil))
        case (.resolve(let id), .resolve):
            return .answered(.resolving(session(id)))
        case (.fail(let failure), .resolve(let resolving)):
            return .answered(.failed(error(failure, resolving)))
        case (.refuse(let refusal), .resolve):
            if case .interruptWhileResolving(let id) = refusal {
                report(.requestRefused, "interrupt while \(id) is being committed; refused")
            }
            return .answered(.interrupted(false))
        case (.interrupted, .resolve):
            return .answered(.interrupted(true))
        case (.check, _), (.perform, _), (.freeze, _), (.deferCall, _), (.discard, _), (.beginPeek, _),
            (.refuse, .route), (.resolve, _), (.fail, _), (.keep, _), (.interrupted, _), (.showPreview, _),
            (.discardCapture, _), (.pop, _):
            preconditionFailure("\(decision) does not answer \(request)")
        }
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
        case .screenMismatch(let id):
            let name = if case .commit(let screen?) = request { screen.screenName } else { "the screen" }
            let preview = lastResolved?.previewName ?? ""
            return PeekError(
                .screenMismatch, "\(name) is not the preview (\(preview)); the peek was interrupted", session: id)
        }
    }
}
