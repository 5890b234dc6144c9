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
        if let id = box.pending?.id {
            routing.identities[id] = identity
        } else {
            routing.unnumbered.append((box, identity))
        }
        if routing.identities.count > 2 * max(historyLimit, 32) {
            let kept = Set(history.map(\.id))
            routing.identities = routing.identities.filter { kept.contains($0.key) }
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
    @discardableResult
    private func show<Context>(_ destination: Destination<Context>) throws(NavigationError) -> DestinationOutcome {
        let identity = destination.identity
        let pendingBox = PendingBox()
        let pending: PendingTransition
        let found = screen(for: identity)
        if let found {
            pending = PendingTransition(
                kind: .focus,
                label: "focus \(identity)",
                destination: nil,
                source: nil,
                modules: [],
                validate: { [weak self, weak found] in
                    guard let self else { return "the navigation host is gone" }
                    return self.whyNotInTree(found)
                },
                apply: { [weak self, weak found] in
                    guard let self, let found else { return }
                    self.makeVisible(found)
                    destination.runContextTasks(on: found)
                    self.remember(identity, of: pendingBox)
                }
            )
        } else {
            var operation: RouteOperation?
            var placement: DestinationPlacement = .topmostStack
            let handle: ModuleHandle
            let screen: any Screen
            switch destination.presentation {
            case .push:
                // Bound late (H2): pushed onto the topmost stack as it is when performed (H4).
                (screen, handle) = try buildDestination(destination, kind: .push, container: nil)
            case .showInSecondaryColumn:
                // Bound late (H2): the split as it is when performed.
                (screen, handle) = try buildDestination(destination, kind: .setSecondary, container: nil)
                placement = .secondaryColumn
            case .setRoot:
                let stack = makeStack()
                (screen, handle) = try buildDestination(destination, kind: .replaceRoot, container: stack.id)
                stack.setScreens([screen])
                placement = .root(stack)
            case .presentModally(let style):
                let id = makeContainerID()
                (screen, handle) = try buildDestination(destination, kind: .presentModally, container: id)
                operation = .present(Presentation(id: id, content: .screen(screen)))
                routing.styles[id] = style
            case .presentInNavigationStack(let style):
                let stack = makeStack()
                (screen, handle) = try buildDestination(
                    destination, kind: .presentInNavigationStack, container: stack.id)
                stack.setScreens([screen])
                let presentation = Presentation(id: makeContainerID(), content: .stack(stack))
                operation = .present(presentation)
                routing.styles[presentation.id] = style
            }
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
                    if let operation {
                        self.apply([operation])
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

    /// Where a built destination goes when performed, when it is not presented.
    private enum DestinationPlacement {
        case topmostStack
        case secondaryColumn
        case root(ScreenStack)
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
