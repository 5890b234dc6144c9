extension PeekEngine {
    /// A session's terminal state, and the work that follows it.
    struct Terminal {
        var state: PeekState
        var reason: InterruptionReason?
        var action: PreviewAction.ID?
        /// The selected action's handler (S24), run after the state is published.
        var handler: (@MainActor () -> Void)?
    }

    /// What came of one round of a request.
    enum Round<Answer> {
        /// The request is answered.
        case answered(Answer)
        /// User code ran: read the state again and ask again (S22).
        case readAgain
    }

    /// The one loop that carries out the engine's decisions: each round
    /// reads the state, asks the machine with the request's own input, and
    /// performs the machine's answer; after an answer that called user code,
    /// it reads again and asks again, until the request is answered (S22).
    /// `round` gets the request's ``PeekMachine/Rounds``, which the machine
    /// keeps across the rounds.
    func decide<Answer>(_ round: (inout PeekMachine.Rounds) -> Round<Answer>) -> Answer {
        var rounds = PeekMachine.Rounds()
        while true {
            if case .answered(let answer) = round(&rounds) { return answer }
        }
    }

    // MARK: Routing

    /// Routes `transition` through the one loop (S1, S2, S11, S12, S22, S23, S25).
    func decideRouting(_ transition: NumberedTransition) -> RoutingOutcome {
        decide { rounds in
            checkActivePeekIsAlive()
            switch machine.route(route(of: transition), rounds: &rounds) {
            case .check:
                let verdict = transition.check(.perform)  // User code: the machine decides against what it left.
                switch machine.checked(verdict, isEffect: transition.isEffect, rounds: &rounds) {
                case .perform:
                    transition.perform()
                    return .answered(.performed(transition.id))
                case .decideAgain:
                    return .readAgain
                case .discard(let why):
                    discard(transition, why)
                    return .answered(.discarded(transition.id))
                }
            case .freeze(let id):
                return .answered(freeze(transition, into: session(id)))
            case .deferCall(let id):
                session(id).deferred.append(transition)
                return .answered(.deferred(transition.id, until: id))
            case .end(let id, let reason):
                end(session(id), reason: reason)  // Calls observers, who may start a peek: ask again (S11, S22).
                return .readAgain
            case .discard(let why):
                discard(transition, why)
                return .answered(.discarded(transition.id))
            }
        }
    }

    /// A routing call at the seam, as read now.
    private func route(of transition: NumberedTransition) -> PeekMachine.Route {
        var route = PeekMachine.Route(isEffect: transition.isEffect, policy: lateTransitionPolicy)
        if let provenance = Provenance.current, provenance.engine == ObjectIdentifier(self) {
            route.provenance = PeekMachine.Provenance(session: provenance.ticket.id, fate: provenance.ticket.fate)
        }
        return route
    }

    // MARK: Previews

    /// Answers a preview request through the one loop (S2, S5, S10, S22).
    func decidePreview(
        _ context: PreviewingContext, at location: Point, gesture: GestureID?, publishing: Bool,
        canShow: (@MainActor (any Screen) -> Bool)?
    ) -> (any Screen)? {
        decide { rounds in
            checkActivePeekIsAlive()
            let read = preview(of: context, gesture: gesture)
            switch machine.preview(read, rounds: &rounds) {
            case .beginPeek(let id):
                let preview = beginPeek(
                    id, context: context, location: location, gesture: gesture, publishing: publishing,
                    canShow: canShow)
                return .answered(preview)
            case .end(let id, let reason):
                end(session(id), reason: reason)  // Calls observers: look again (S22).
                return .readAgain
            case .refuse(let refusal):
                refuse(context, refusal)
                return .answered(nil)
            }
        }
    }

    /// A preview request for `context`, read now (S5, S10).
    private func preview(of context: PreviewingContext, gesture: GestureID?) -> PeekMachine.Preview {
        var preview = PeekMachine.Preview()
        preview.pressPeeked = gesture != nil && gesture == lastPeekedGesture
        switch machine.phase {
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

    /// Publishes `inPeek` of the prepared session `id` once, through the one
    /// loop: whether it is published and still in peek after its observers
    /// ran (U2, S22).
    func decidePublishing(_ id: SessionID) -> Bool {
        decide { _ in
            checkActivePeekIsAlive()
            switch machine.publish(id, isPublished: active?.isPublished ?? false) {
            case .publishInPeek(let id):
                let session = session(id)
                session.isPublished = true
                session.startedAt = now()
                publish(.inPeek, for: session)  // Calls observers: ask again (S22).
                return .readAgain
            case .published(let isPublished):
                return .answered(isPublished)
            }
        }
    }

    // MARK: Commit, action, interrupt

    /// The session a commit resolves, through the one loop: the active one,
    /// now resolving (S7, S9, S22).
    func decideCommit(_ screen: (any Screen)?) -> Result<PeekSession, PeekError> {
        decide { rounds in
            checkActivePeekIsAlive()
            let isPreview = screen.flatMap { screen in active.map { $0.previewScreen === screen } }
            switch machine.commit(isPreview: isPreview, lastEnded: lastResolved?.ended, rounds: &rounds) {
            case .resolve(let id):
                return .answered(.success(session(id)))
            case .end(let id, let reason):
                end(session(id), reason: reason)  // Calls observers: ask again, then fail (S9, S22).
                return .readAgain
            case .fail(let failure):
                return .answered(.failure(error(failure, "commit", screen: screen)))
            }
        }
    }

    /// What an action selection comes to, through the one loop (S9, S22, S24).
    enum Selection {
        /// A committing action: the session to commit, now resolving (S7).
        case commit(PeekSession)
        /// The session whose action to select; it ended (S24).
        case select(PeekSession)
        case failed(PeekError)
    }

    /// Selects the action `id` of the active peek, through the one loop (S24).
    func decideSelection(_ id: PreviewAction.ID) -> Selection {
        decide { _ in
            checkActivePeekIsAlive()
            switch machine.selectAction(offer(of: id), lastEnded: lastResolved?.ended) {
            case .commit(let session):
                return .answered(.commit(self.session(session)))
            case .select(let session):
                return .answered(.select(self.session(session)))
            case .fail(let failure):
                return .answered(.failed(error(failure, "select an action", action: id)))
            }
        }
    }

    /// Interrupts the active peek through the one loop: whether the interrupt
    /// ended it (S8, S9, S22).
    func decideInterrupt(_ reason: InterruptionReason) -> Bool {
        decide { rounds in
            checkActivePeekIsAlive()
            switch machine.interrupt(reason, rounds: &rounds) {
            case .end(let id, let reason):
                end(session(id), reason: reason)  // Calls observers: ask again, then say so (S8, S22).
                return .readAgain
            case .interrupted:
                return .answered(true)
            case .noPeek:
                return .answered(false)
            case .refuseWhileResolving(let id):
                report(.requestRefused, "interrupt while \(id) is being committed; refused")
                return .answered(false)
            }
        }
    }

    // MARK: Ending

    /// Ends `session` through the one loop, one step at a time, each as the
    /// machine decides against what the call-outs before it left (S11,
    /// S16, S19, S24, P3).
    func decideEnding(_ session: PeekSession, _ terminal: Terminal) {
        decide { _ in
            var ending = session.ending
            ending.endsToTell = !pendingEnds.isEmpty
            ending.waiting = session.waiting.count
            switch machine.ending(ending, callOut) {
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
            case .ended:
                session.waiting = []
                return .answered(())
            }
            return .readAgain
        }
    }

    /// Once the outermost delivery is over, through the one loop: tells the
    /// bridges, releases the sessions that ended during it (S16, S19, P3).
    func decideAfterDelivery() {
        decide { _ in
            switch machine.delivered(
                endsToTell: !pendingEnds.isEmpty, isTellingBridges: callOut.isTellingBridges,
                isHeld: !retiring.isEmpty)
            {
            case .tellBridges:
                tellBridges()
            case .release:
                let sessions = retiring
                retiring = []
                for session in sessions {
                    release(session)  // May run deinits (user code); the state is settled.
                }
            case .done:
                return .answered(())
            }
            return .readAgain
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

    /// The record of the session `id` that the machine just named: the
    /// current one (the machine names only the session of its phase, and
    /// the engine lets go of a record once that session has ended).
    private func session(_ id: SessionID) -> PeekSession {
        guard let current, current.id == id else {
            preconditionFailure("\(id) is not the engine's current session")
        }
        return current
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
        }
    }

    /// The error a failed commit or action selection throws (S9, S22).
    ///
    /// - Parameters:
    ///   - verb: What was asked.
    ///   - screen: The screen a commit named, if any.
    ///   - action: The action selected, for a selection.
    private func error(
        _ failure: PeekMachine.Failure, _ verb: String, screen: (any Screen)? = nil, action: PreviewAction.ID? = nil
    ) -> PeekError {
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
            let id = action ?? PreviewAction.ID("")
            return PeekError(.actionNotOffered, "\(session) offers no action \(id)", session: session)
        case .actionUnavailable(let session, let isGroup):
            let id = action ?? PreviewAction.ID("")
            let why = isGroup ? "is a group" : "is disabled"
            return PeekError(.actionUnavailable, "the action \(id) of \(session) \(why)", session: session)
        case .screenMismatch(let id):
            let name = screen?.screenName ?? "the screen"
            let preview = lastResolved?.previewName ?? ""
            return PeekError(
                .screenMismatch, "\(name) is not the preview (\(preview)); the peek was interrupted", session: id)
        }
    }
}
