extension NavigationHost {
    // MARK: Identity

    /// The screen in the tree whose destination identity is `identity`, if
    /// any: the topmost one when several are (H9).
    public func screen(for identity: DestinationIdentity) -> (any Screen)? {
        screensInTree().last { self.identity(of: $0) == identity }
    }

    /// The identity of the destination `screen` shows: its own, for an
    /// ``IdentifiableScreen``, or the one it was built for by ``navigate(to:)``.
    public func identity(of screen: any Screen) -> DestinationIdentity? {
        (screen as? any IdentifiableScreen)?.destinationIdentity ?? routing.entry(for: screen)?.identity
    }

    /// The identity of the destination a transition routed to (built or
    /// found), for post-routing tasks (``addPostRoutingTask(named:_:)``).
    public func destinationIdentity(of record: TransitionRecord) -> DestinationIdentity? {
        numberIdentities()
        return routing.identities[record.id]
    }

    /// Files the identities of transitions whose identifier is now known.
    private func numberIdentities() {
        guard !routing.unnumbered.isEmpty else { return }
        for (box, identity) in routing.unnumbered {
            if let id = box.pending?.id {
                routing.identities[id] = identity
            }
        }
        routing.unnumbered.removeAll { $0.box.pending?.id != nil || $0.box.pending == nil }
    }

    /// Remembers which destination the transition in `box` routed to; a
    /// direct call is performed before it has its identifier, which is then
    /// looked up when asked for.
    fileprivate func remember(_ identity: DestinationIdentity, of box: PendingBox) {
        numberIdentities()
        // Trimmed to the history's transitions before this one is filed: it
        // is not recorded yet, and must outlive the trim (post-routing tasks
        // ask for it once it is).
        if routing.identities.count > 2 * max(historyLimit, 32) {
            let kept = Set(history.map(\.id))
            routing.identities = routing.identities.filter { kept.contains($0.key) }
        }
        if let id = box.pending?.id {
            routing.identities[id] = identity
        } else {
            routing.unnumbered.append((box, identity))
        }
    }

    // MARK: Interceptors

    /// Adds a destination interceptor (H10); they run in the order added.
    ///
    /// - Returns: An identifier for ``removeDestinationInterceptor(_:)``.
    @discardableResult
    public func addDestinationInterceptor(_ interceptor: DestinationInterceptor) -> NavigationHookID {
        let id = NavigationHookID(rawValue: nextHook)
        nextHook += 1
        routing.interceptors.append(NavigationHook(id: id, name: interceptor.name, body: interceptor))
        return id
    }

    /// Removes a destination interceptor.
    ///
    /// - Returns: Whether it was there.
    @discardableResult
    public func removeDestinationInterceptor(_ id: NavigationHookID) -> Bool {
        let count = routing.interceptors.count
        routing.interceptors.removeAll { $0.id == id }
        return routing.interceptors.count < count
    }

    // MARK: Navigating

    /// Routes to a destination (H9): makes the screen with its identity
    /// visible and updates it if one is in the tree, and builds and shows one
    /// otherwise.
    ///
    /// - Found: one transition of kind ``TransitionKind/focus`` selects its
    ///   tab, dismisses every presentation over it and pops what is above it,
    ///   then runs the destination's context tasks on it. It shows no new
    ///   screen, so in `onPeek` it gives no preview (S23) and is discarded.
    /// - Built: the screen is built and its context tasks run now (in
    ///   `onPeek` too, so the preview is prepared as the tapped screen would
    ///   be); then one transition pushes it onto the topmost stack or presents
    ///   it, as the destination says (H4).
    ///
    /// Find-or-create binds late (H2): in `onPeek`, a screen that an earlier
    /// call of the same capture window builds counts as found (one screen,
    /// the preview, never two), and when the transition is performed the
    /// decision is taken again against the tree as it is then: a found
    /// screen that has left the tree since is found again or built then, and
    /// a built one is dropped for a screen with the same identity that is in
    /// the tree by then (a call deferred behind a peek whose pop brought it).
    /// A pop therefore ends where a tap ends.
    ///
    /// Before anything, every interceptor's prepare phase is asked; at a tap
    /// their synchronous perform phase too (a redirect sets its route first).
    /// A call frozen in `onPeek` asks their perform phase again at commit
    /// (``DestinationInterceptor/performSynchronously``).
    ///
    /// ```swift
    /// try host.navigate(to: product(42))
    /// ```
    ///
    /// - Returns: Whether the destination was built, found, or refused.
    /// - Throws: What the destination's builder throws, or what a redirect's
    ///   ``setRoute(_:)`` throws; then nothing was routed.
    @discardableResult
    public func navigate<Context>(to destination: Destination<Context>) throws(NavigationError) -> DestinationOutcome {
        let phase: DestinationRequest.Phase = engine.isCapturing ? .capture : .direct
        let request = DestinationRequest(
            identity: destination.identity, phase: phase, isInTree: screen(for: destination.identity) != nil)
        if let refusal = prepare(request) {
            return .refused(refusal)
        }
        if phase == .direct {
            for interceptor in routing.interceptors {
                switch interceptor.body.performSynchronously(request) {
                case .proceed:
                    continue
                case .refuse(let why):
                    return refuse(request, by: interceptor.name, why)
                case .redirect(let route, let thenContinue):
                    try setRoute(route)
                    if !thenContinue {
                        return refuse(request, by: interceptor.name, "redirected to \(route)")
                    }
                }
            }
        }
        return try show(destination)
    }

    /// Routes to a destination at a tap, letting every interceptor's perform
    /// phase wait (an async login flow) and redirect before it (H10).
    ///
    /// Prepare runs first, synchronously; then each interceptor's
    /// ``DestinationInterceptor/perform`` is awaited in turn; a redirect sets
    /// its route (awaiting nothing more) and, if it asks to continue, the
    /// destination follows; then the destination is routed as
    /// ``navigate(to:)`` does, against the tree as it
    /// is then.
    ///
    /// - Returns: Whether the destination was built, found, or refused.
    /// - Throws: As ``navigate(to:)``.
    @discardableResult
    public func navigateAwaitingInterceptors<Context>(
        to destination: Destination<Context>
    ) async throws(NavigationError) -> DestinationOutcome {
        let request = DestinationRequest(
            identity: destination.identity, phase: .direct, isInTree: screen(for: destination.identity) != nil)
        if let refusal = prepare(request) {
            return .refused(refusal)
        }
        for interceptor in routing.interceptors {
            switch await interceptor.body.perform(request) {
            case .proceed:
                continue
            case .refuse(let why):
                return refuse(request, by: interceptor.name, why)
            case .redirect(let route, let thenContinue):
                try setRoute(route)
                if !thenContinue {
                    return refuse(request, by: interceptor.name, "redirected to \(route)")
                }
            }
        }
        return try show(destination)
    }

    /// The prepare phase: the first refusal, reported; `nil` if every interceptor proceeds.
    private func prepare(_ request: DestinationRequest) -> String? {
        for interceptor in routing.interceptors {
            if case .veto(let why) = interceptor.body.prepare(request) {
                report(.routingRefused, "\(interceptor.name) refused \(request): \(why); nothing routed")
                return "\(interceptor.name): \(why)"
            }
        }
        return nil
    }

    private func refuse(_ request: DestinationRequest, by name: String, _ why: String) -> DestinationOutcome {
        report(.routingRefused, "\(name) refused \(request): \(why); nothing routed")
        return .refused("\(name): \(why)")
    }

    /// Finds or builds the destination and submits the one transition that shows it.
    ///
    /// Find-or-create binds late (H2, H9): a screen built by an earlier call
    /// of the same capture window is found as if that call had been performed,
    /// and when the transition is performed the decision is taken again
    /// against the tree as it is then — a found screen that has left the tree
    /// is built again, a built one that another screen with the same identity
    /// now stands for is dropped for it — exactly as after a tap.
    @discardableResult
    private func show<Context>(_ destination: Destination<Context>) throws(NavigationError) -> DestinationOutcome {
        let identity = destination.identity
        let pendingBox = PendingBox()
        let pending: PendingTransition
        let found = screen(for: identity) ?? frozenScreen(for: identity)
        if let found {
            pending = PendingTransition(
                kind: .focus,
                label: "focus \(identity)",
                destination: nil,
                source: nil,
                modules: [],
                validate: { [weak self] in
                    self == nil ? "the navigation host is gone" : nil
                },
                apply: { [weak self, weak found] in
                    guard let self else { return }
                    if let found, self.treeIndex.contains(found) {
                        self.focus(found, for: destination, in: pendingBox)
                    } else {
                        self.showAgain(destination, in: pendingBox)
                    }
                    self.remember(identity, of: pendingBox)
                }
            )
        } else {
            let (screen, handle, placement) = try buildDestination(destination)
            destination.runContextTasks(on: screen)
            pending = PendingTransition(
                kind: destination.presentation.transitionKind,
                label: "\(destination.presentation.transitionKind) \(identity)",
                destination: screen,
                source: nil,
                modules: [handle],
                validate: { [weak self] in
                    guard let self else { return "the navigation host is gone" }
                    return self.whyAlreadyInTree([screen])
                },
                apply: { [weak self] in
                    guard let self else { return }
                    if let other = self.screen(for: identity), other !== screen {
                        // Bound late (H2): the tree holds the destination now.
                        self.focus(other, for: destination, in: pendingBox)
                    } else {
                        self.place(screen, handle: handle, at: placement)
                    }
                    self.remember(identity, of: pendingBox)
                }
            )
        }
        pendingBox.pending = pending
        pending.intercept = { [weak self] phase in
            guard let self, phase == .commit else { return .ready }
            return self.interceptAtCommit(destination)
        }
        let outcome = submit(pending)
        return found == nil ? .built(outcome) : .found(outcome)
    }

    /// Makes `screen`, a destination in the tree, visible, and updates it
    /// with the destination's context tasks once the transition is recorded
    /// and published (user code: a routing call it makes comes after).
    private func focus<Context>(_ screen: any Screen, for destination: Destination<Context>, in box: PendingBox) {
        makeVisible(screen)
        runContextTasksAfterwards(destination, on: screen, in: box)
    }

    /// Runs the destination's context tasks on `screen` once the transition
    /// in `box` is recorded and published.
    private func runContextTasksAfterwards<Context>(
        _ destination: Destination<Context>, on screen: any Screen, in box: PendingBox
    ) {
        box.pending?.callOutAfterwards { [weak screen] in
            if let screen { destination.runContextTasks(on: screen) }
        }
    }

    /// Shows a destination found when its call was made that has left the
    /// tree since (an earlier call of the same commit, or the user): found
    /// again, or built now and shown as the destination says, as after a tap.
    private func showAgain<Context>(_ destination: Destination<Context>, in box: PendingBox) {
        if let other = screen(for: destination.identity) {
            focus(other, for: destination, in: box)
            return
        }
        do throws(NavigationError) {
            // Built inside the transition: the builder is user code, but the
            // screen is placed only after it returns, against the tree then.
            let (screen, handle, placement) = try buildDestination(destination)
            place(screen, handle: handle, at: placement)
            handle.hasJoinedTree = true
            runContextTasksAfterwards(destination, on: screen, in: box)
        } catch {
            report(.transitionRefused, "\(destination.identity) left the tree and could not be built again: \(error)")
        }
    }

    /// Whether this host's transitions are frozen in the current capture
    /// window: a call that would change nothing now may change something at
    /// commit (H2).
    var hasFrozenTransitions: Bool {
        !frozenInCaptureWindow.isEmpty
    }

    /// This host's transitions frozen in the current capture window, in the
    /// order they were made (the engine's list: nothing is kept twice).
    private var frozenInCaptureWindow: [PendingTransition] {
        guard let session = engine.capture else { return [] }
        return session.frozen.compactMap { transition in
            guard case .body(let body) = transition.checker, let pending = body as? PendingTransition,
                pending.host === self
            else { return nil }
            return pending
        }
    }

    /// The screen with `identity` that a transition frozen in the current
    /// capture window builds, if any: the last one.
    func frozenScreen(for identity: DestinationIdentity) -> (any Screen)? {
        for pending in frozenInCaptureWindow.reversed() {
            var screens: [any Screen] = []
            pending.forEachModule { handle in
                if let screen = handle.screen { screens.append(screen) }
            }
            if let destination = pending.destination { screens.append(destination) }
            if let screen = screens.last(where: { self.identity(of: $0) == identity }) {
                return screen
            }
        }
        return nil
    }

    /// Where a built destination goes when performed.
    private enum DestinationPlacement {
        case topmostStack
        case secondaryColumn
        case root(ScreenStack)
        case presented(Presentation)
    }

    /// Puts a built destination where `placement` says, against the tree as
    /// it is now (H2).
    private func place(_ screen: any Screen, handle: ModuleHandle, at placement: DestinationPlacement) {
        switch placement {
        case .topmostStack:
            pushOntoTopmostStack(screen, handle: handle)
        case .secondaryColumn:
            guard let split = splitContainer(for: nil) else {
                pushOntoTopmostStack(screen, handle: handle)
                return
            }
            presentations = []
            if let root { Self.reveal(.container(split), in: root.child) }
            split.setSecondary([screen])
            handle.containerID = split.isCollapsed ? split.primary.id : split.secondary.id
        case .root(let stack):
            root = .stack(stack)
            presentations = []
        case .presented(let presentation):
            apply([.present(presentation)])
        }
    }

    /// Builds a destination's screen and what shows it as the destination
    /// says: where it goes, and for a presentation, its container and style.
    private func buildDestination<Context>(
        _ destination: Destination<Context>
    ) throws(NavigationError) -> (any Screen, ModuleHandle, DestinationPlacement) {
        switch destination.presentation {
        case .push:
            // Bound late (H2): pushed onto the topmost stack as it is when performed (H4).
            let (screen, handle) = try buildDestination(destination, kind: .push, container: nil)
            return (screen, handle, .topmostStack)
        case .showInSecondaryColumn:
            // Bound late (H2): the split as it is when performed.
            let (screen, handle) = try buildDestination(destination, kind: .setSecondary, container: nil)
            return (screen, handle, .secondaryColumn)
        case .setRoot:
            let stack = makeStack()
            let (screen, handle) = try buildDestination(destination, kind: .replaceRoot, container: stack.id)
            stack.setScreens([screen])
            return (screen, handle, .root(stack))
        case .presentModally(let style):
            let id = makeContainerID()
            let (screen, handle) = try buildDestination(destination, kind: .presentModally, container: id)
            return (screen, handle, .presented(Presentation(id: id, content: .screen(screen), style: style)))
        case .presentInNavigationStack(let style):
            let stack = makeStack()
            let (screen, handle) = try buildDestination(
                destination, kind: .presentInNavigationStack, container: stack.id)
            stack.setScreens([screen])
            let presentation = Presentation(id: makeContainerID(), content: .stack(stack), style: style)
            return (screen, handle, .presented(presentation))
        }
    }

    private func buildDestination<Context>(
        _ destination: Destination<Context>,
        kind: TransitionKind,
        container: ContainerID?
    ) throws(NavigationError) -> (any Screen, ModuleHandle) {
        let handle = ModuleHandle(host: self, kind: kind, containerID: container, presenter: topmostScreen)
        let screen = try destination.build(destination.context, RouterSeed(handle: handle))
        handle.screen = screen
        routing.remember(screen, identity: destination.identity)
        return (screen, handle)
    }

    /// The perform phase at commit: synchronous. A redirect vetoes the peek;
    /// the routing calls it makes run after the session has ended (S22).
    private func interceptAtCommit<Context>(_ destination: Destination<Context>) -> TransitionCheck {
        let request = DestinationRequest(
            identity: destination.identity, phase: .commit, isInTree: screen(for: destination.identity) != nil)
        for interceptor in routing.interceptors {
            switch interceptor.body.performSynchronously(request) {
            case .proceed:
                continue
            case .refuse(let why):
                return .vetoed("\(interceptor.name): \(why)")
            case .redirect(let route, let thenContinue):
                do {
                    try setRoute(route)
                    if thenContinue {
                        try show(destination)
                    }
                } catch {
                    report(
                        .routingRefused, "\(interceptor.name) redirected \(request) to \(route), which failed: \(error)"
                    )
                }
                return .vetoed("\(interceptor.name): redirected to \(route)")
            }
        }
        return .ready
    }

    /// Selects the tab that holds `screen`, dismisses every presentation over
    /// it and pops what is above it.
    func makeVisible(_ screen: any Screen) {
        guard let location = locate(screen) else { return }
        if location.level == 0, let root {
            let target: NavigationChild = location.stack.map { .container($0) } ?? .screen(screen)
            Self.reveal(target, in: root.child)
        }
        presentations.removeSubrange(location.level...)
        if case .stack(let stack, let index) = location.place {
            stack.truncate(to: index + 1)
        }
    }
}

/// Lets a transition's closures read the transition's identifier once known.
@MainActor
final class PendingBox {
    weak var pending: PendingTransition?
}
