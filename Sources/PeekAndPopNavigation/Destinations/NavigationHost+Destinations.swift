import PeekAndPop

extension NavigationHost {
    // MARK: Identity

    /// The screen in the tree whose destination identity is `identity`, if
    /// any: the topmost one when several are (H9).
    public func screen(for identity: DestinationIdentity) -> (any Screen)? {
        screensInTree().last { self.identity(of: $0) == identity }
    }

    /// The identity of the destination `screen` shows: its own, for an
    /// ``IdentifiableScreen``, or the one it was built for by `navigate(to:)`.
    public func identity(of screen: any Screen) -> DestinationIdentity? {
        (screen as? any IdentifiableScreen)?.destinationIdentity ?? routing.entry(for: screen)?.identity
    }

    /// The identity of the destination a transition routed to (built or
    /// found), for post-routing tasks (`addPostRoutingTask(named:_:)`).
    public func destinationIdentity(of record: TransitionRecord) -> DestinationIdentity? {
        routing.identities[record.id]
    }

    /// Remembers which destination the transition `id` routed to.
    fileprivate func remember(_ identity: DestinationIdentity, of id: TransitionID) {
        // Trimmed to the history's transitions before this one is filed: it
        // is not recorded yet, and must outlive the trim (post-routing tasks
        // ask for it once it is).
        if routing.identities.count > 2 * max(historyLimit, 32) {
            let kept = Set(history.map(\.id))
            routing.identities = routing.identities.filter { kept.contains($0.key) }
        }
        routing.identities[id] = identity
    }

    // MARK: Interceptors

    // MARK: Navigating

    /// Routes to a destination (H9): makes the screen with its identity
    /// visible and updates it if one is in the tree, and builds and shows one
    /// otherwise.
    ///
    /// - Found: one transition of kind `TransitionKind.focus` selects its
    ///   tab, dismisses every presentation over it and pops what is above it,
    ///   then runs the destination's context tasks on it. It shows no new
    ///   screen, so in `onPeek` it gives no preview (S23) and is discarded.
    ///   A screen in the hidden column of a collapsed split is found and
    ///   focused in that column (what is above it popped, what is presented
    ///   over the split dismissed): it shows once the split expands, which
    ///   only the platform decides (H5).
    /// - Built: the screen is built and its context tasks run now (in
    ///   `onPeek` too, so the preview is prepared as the tapped screen would
    ///   be); then one transition pushes it onto the topmost stack or presents
    ///   it, as the destination says (H4).
    ///
    /// Find-or-create binds late (H2): in `onPeek`, a screen that an earlier
    /// call of the same capture window builds counts as found (one screen,
    /// the preview, never two), and when the transition is performed the
    /// decision is taken again against the tree as it is then: a found
    /// destination is searched again (the screen the search takes then may
    /// be one an earlier call of the same commit put before the one found at
    /// the call; with none, it is built then), and a built one is dropped
    /// for a screen with the same identity that is in the tree by then (a
    /// call deferred behind a peek whose pop brought it). A pop therefore
    /// ends where a tap ends.
    ///
    /// Before anything, every interceptor's prepare phase is asked, then
    /// their synchronous perform phase (H10): at a tap a redirect sets its
    /// route first; inside `onPeek` (``DestinationRequest/Phase/capture``)
    /// a refusal or a redirect means no preview and nothing routed — a press
    /// never shows a screen the user may not see, and never presents the
    /// login screen a redirect names. A call frozen in `onPeek` asks their
    /// perform phase again at commit (``DestinationInterceptor/performSynchronously``).
    ///
    /// ```swift
    /// try host.navigate(to: product(42))
    /// ```
    ///
    /// - Returns: Whether the destination was built, found, or refused.
    /// - Throws: What the destination's builder throws, or what a redirect's
    ///   `setRoute(_:)` throws; then nothing was routed.
    @discardableResult
    public func navigate<Context>(to destination: Destination<Context>) throws(NavigationError) -> DestinationOutcome {
        if let invalidity = destination.presentation.style?.invalidity { throw invalidity }
        let request = self.request(for: destination, at: engine.isCapturing ? .capture : .direct)
        if let refusal = prepare(request) {
            return .refused(refusal)
        }
        try destination.runPrepareSteps()
        if request.phase == .capture {
            if let refusal = performAtCapture(request) {
                return .refused(refusal)
            }
        } else {
            for interceptor in registry.destinationInterceptors {
                let action = interceptor.body.performSynchronously(request)
                if let refusal = try follow(action, of: interceptor, for: request) {
                    return refusal
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
    /// `navigate(to:)` does, against the tree as it
    /// is then.
    ///
    /// - Returns: Whether the destination was built, found, or refused.
    /// - Throws: As `navigate(to:)`.
    @discardableResult
    public func navigateAwaitingInterceptors<Context>(
        to destination: Destination<Context>
    ) async throws(NavigationError) -> DestinationOutcome {
        if let invalidity = destination.presentation.style?.invalidity { throw invalidity }
        let request = self.request(for: destination, at: .direct)
        if let refusal = prepare(request) {
            return .refused(refusal)
        }
        try destination.runPrepareSteps()
        for interceptor in registry.destinationInterceptors {
            let action = await interceptor.body.perform(request)
            if let refusal = try follow(action, of: interceptor, for: request) {
                return refusal
            }
        }
        return try show(destination)
    }

    /// What interceptors are asked about `destination` at `phase`.
    ///
    /// A screen that a call frozen earlier in the same capture window builds
    /// counts as in the tree, as it will be at commit and as it is after the
    /// same calls at a tap (H2).
    private func request<Context>(
        for destination: Destination<Context>, at phase: DestinationRequest.Phase
    ) -> DestinationRequest {
        let isInTree =
            foundScreen(for: destination) != nil || (phase == .capture && frozenScreen(for: destination) != nil)
        return DestinationRequest(identity: destination.identity, phase: phase, isInTree: isInTree)
    }

    /// The prepare phase: the first refusal, reported; `nil` if every interceptor proceeds.
    private func prepare(_ request: DestinationRequest) -> String? {
        for interceptor in registry.destinationInterceptors {
            let decision = asking(at: request.phase == .capture) { interceptor.body.prepare(request) }
            if case .veto(let why) = decision {
                report(.routingRefused, "\(interceptor.name) refused \(request): \(why); nothing routed")
                return "\(interceptor.name): \(why)"
            }
        }
        return nil
    }

    /// The perform phase inside a capture window: a refusal or a redirect
    /// means no preview; the redirect is not routed (a press presents
    /// nothing). The first such answer, reported; `nil` if every interceptor proceeds.
    private func performAtCapture(_ request: DestinationRequest) -> String? {
        for interceptor in registry.destinationInterceptors {
            let why: String
            switch asking(at: true, { interceptor.body.performSynchronously(request) }) {
            case .proceed:
                continue
            case .refuse(let reason):
                why = reason
            case .redirect(let route, _):
                why = "redirects to \(route), which a press does not route"
            }
            report(.routingRefused, "\(interceptor.name) refused \(request): \(why); nothing routed")
            return "\(interceptor.name): \(why)"
        }
        return nil
    }

    /// Follows one interceptor's perform phase at a tap (or after a commit
    /// that a redirect vetoed): a redirect sets its route and goes on or
    /// stops there; a refusal stops. The refusal, or `nil` to go on.
    private func follow(
        _ action: InterceptorAction, of interceptor: NavigationHook<DestinationInterceptor>,
        for request: DestinationRequest
    ) throws(NavigationError) -> DestinationOutcome? {
        switch action {
        case .proceed:
            return nil
        case .refuse(let why):
            return refuse(request, by: interceptor.name, why)
        case .redirect(let route, let thenContinue):
            try setRoute(route)
            return thenContinue ? nil : refuse(request, by: interceptor.name, "redirected to \(route)")
        }
    }

    private func refuse(_ request: DestinationRequest, by name: String, _ why: String) -> DestinationOutcome {
        report(.routingRefused, "\(name) refused \(request): \(why); nothing routed")
        return .refused("\(name): \(why)")
    }

    /// Calls an interceptor; `atCapture`, the routing calls it makes are
    /// refused, so that a press never presents anything (S23, H10).
    func asking<Answer>(at atCapture: Bool, _ body: () -> Answer) -> Answer {
        guard atCapture else { return body() }
        registry.interceptorsAskedAtCapture += 1
        defer { registry.interceptorsAskedAtCapture -= 1 }
        return body()
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
        let pending: PendingTransition
        let found = foundScreen(for: destination) ?? frozenScreen(for: destination)
        if let found {
            // A context task that may refuse applies to the screen found as
            // to one built: a refusal throws before anything is routed.
            try destination.runRefusingTasks(on: found)
            pending = PendingTransition(
                kind: .focus, label: "focus \(identity)", destination: nil, source: nil, modules: [],
                edits: [.show(FoundDestination(destination: destination, found: found))])
        } else {
            let (screen, handles, placement) = try buildDestination(destination)
            destination.runContextTasks(on: screen)
            let kind = Self.transitionKind(of: destination, at: placement)
            pending = PendingTransition(
                kind: kind, label: "\(kind) \(identity)", destination: screen, source: nil, modules: handles,
                edits: [
                    .show(
                        BuiltDestination(
                            destination: destination, screen: screen, handles: handles, placement: placement))
                ])
        }
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
    fileprivate func focus<Context>(
        _ screen: any Screen, for destination: Destination<Context>, in pending: PendingTransition
    ) {
        makeVisible(screen)
        updateInPlace(screen, for: destination)
        pending.rebind(kind: .focus, label: "focus \(destination.identity)")
        runContextTasksAfterwards(destination, on: screen, in: pending)
    }

    /// Runs the destination's context tasks on `screen` once `pending` is
    /// recorded and published.
    private func runContextTasksAfterwards<Context>(
        _ destination: Destination<Context>, on screen: any Screen, in pending: PendingTransition
    ) {
        pending.callOutAfterwards { [weak screen] in
            if let screen { destination.runContextTasks(on: screen) }
        }
    }

    /// Shows a destination found when its call was made, searched again
    /// against the tree as it is now (an earlier call of the same commit, or
    /// the user, may have changed it): the screen the search takes now is
    /// made visible, or one is built now and shown as the destination says,
    /// as after a tap.
    fileprivate func showAgain<Context>(_ destination: Destination<Context>, in pending: PendingTransition) {
        if let other = foundScreen(for: destination) {
            focus(other, for: destination, in: pending)
            return
        }
        do throws(NavigationError) {
            // Built inside the transition: the builder is user code, but the
            // screen is placed only after it returns, against the tree then.
            let (screen, handles, placement) = try buildDestination(destination)
            place(screen, handle: handles[0], at: placement)
            for handle in handles { handle.hasJoinedTree = true }
            let kind = Self.transitionKind(of: destination, at: placement)
            pending.rebind(kind: kind, label: "\(kind) \(destination.identity)")
            runContextTasksAfterwards(destination, on: screen, in: pending)
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
        frozen(in: .captureWindow)
    }

    /// This host's transitions frozen in `scope`, in order.
    func frozen(in scope: FrozenCallScope) -> [PendingTransition] {
        let calls = engine.frozenCalls(in: scope)
        return (0..<calls.count).compactMap { index in
            guard let pending = calls[index].body as? PendingTransition, pending.host === self else { return nil }
            return pending
        }
    }

    /// Why `module` is not in the tree its call meets, or `nil`: the tree
    /// the calls frozen before it leave when there are any (a module one of
    /// them took out is out, one of them shows is in), else the live tree
    /// (H12, S22).
    func whyNotInTreeNorFrozen(_ module: (any Screen)?) -> String? {
        guard let module else { return "the module that asked is gone" }
        if let frozen = frozenTree() {
            return frozen.shows(module)
                ? nil : "\(module.screenName) is not in the navigation tree once the calls before it are performed"
        }
        return whyNotInTree(module)
    }

    /// The screen of `destination` that a transition frozen in the current
    /// capture window builds, if its search finds it in the tree the frozen
    /// calls leave (H12); the first or the last one, as it says.
    func frozenScreen<Context>(for destination: Destination<Context>) -> (any Screen)? {
        guard let tree = frozenTree() else { return nil }
        var built: [ObjectIdentifier: any Screen] = [:]
        for pending in frozenInCaptureWindow {
            pending.forEachModule { handle in
                if let screen = handle.screen { built[ObjectIdentifier(screen)] = screen }
            }
            if let screen = pending.destination { built[ObjectIdentifier(screen)] = screen }
        }
        let candidates = tree.screens(searchedBy: destination.search).lazy.compactMap { built[$0] }
            .filter { !self.contains($0) && destination.isShown(by: self.identity(of: $0)) }
        return destination.search.match == .first ? candidates.first : Array(candidates).last
    }

    /// The kind of the transition that shows a destination built for
    /// `placement`: for one presented inside a container, what
    /// ``ModuleRouter/present(_:style:label:)`` gives the same content
    /// (a screen presented modally, a stack in a navigation stack, any other
    /// container as a container, H5).
    private static func transitionKind<Context>(
        of destination: Destination<Context>, at placement: DestinationPlacement
    ) -> TransitionKind {
        guard destination.container != nil, case .presented(let presentation) = placement else {
            return destination.transitionKind
        }
        switch presentation.content {
        case .screen: return .presentModally
        case .stack: return .presentInNavigationStack
        case .container: return .presentContainer
        }
    }

    /// Where a built destination goes when performed.
    @MainActor
    fileprivate enum DestinationPlacement: @MainActor CustomStringConvertible {
        case topmostStack
        case secondaryColumn
        case root(ScreenStack)
        case presented(Presentation)

        var description: String {
            switch self {
            case .topmostStack: "pushed onto the topmost stack"
            case .secondaryColumn: "in the secondary column"
            case .root: "as the root"
            case .presented(let presentation): "presented in \(presentation.child.node)"
            }
        }
    }

    /// Puts a built destination where `placement` says, against the tree as
    /// it is now (H2).
    fileprivate func place(_ screen: any Screen, handle: ModuleHandle, at placement: DestinationPlacement) {
        switch placement {
        case .topmostStack:
            pushOntoTopmostStack(screen, handle: handle)
        case .secondaryColumn:
            if let presentation = presentations.last,
                let split = presentation.child.containers.lazy.compactMap({ $0 as? SplitContainer }).first,
                split.secondaryStack != nil
            {
                // The topmost presentation's split (H4, H5): shown there,
                // with nothing dismissed.
                for edit in LiveEdit.revealing(.container(split), in: presentation.child) ?? [] { apply(edit) }
                apply(.setColumn(.secondary, of: split, screens: [screen]))
                handle.containerID = split.isCollapsed && split.movesOnCollapse ? split.primary.id : split.secondary.id
                return
            }
            guard presentations.last.map({ $0.child.containers.contains { $0 is SplitContainer } }) != true,
                let split = splitContainer(for: nil), split.secondaryStack != nil
            else {
                // No split, or its secondary column holds tabs or another
                // container (H5): pushed as a push is (H4).
                pushOntoTopmostStack(screen, handle: handle)
                return
            }
            apply(.dismissPresentations(keeping: 0))
            for edit in root.flatMap({ LiveEdit.revealing(.container(split), in: $0.child) }) ?? [] { apply(edit) }
            apply(.setColumn(.secondary, of: split, screens: [screen]))
            handle.containerID = split.isCollapsed && split.movesOnCollapse ? split.primary.id : split.secondary.id
        case .root(let stack):
            apply(.dismissPresentations(keeping: 0))
            apply(.replaceRoot(.stack(stack)))
        case .presented(let presentation):
            apply(.present(presentation))
        }
    }

    /// Builds a destination's screen and what shows it as the destination
    /// says: where it goes, and for a presentation, its container and style;
    /// with the handles of the modules built, the screen's first.
    private func buildDestination<Context>(
        _ destination: Destination<Context>
    ) throws(NavigationError) -> (any Screen, [ModuleHandle], DestinationPlacement) {
        if let container = destination.container {
            return try buildDestination(destination, in: container)
        }
        let (screen, handle, placement) = try buildDestinationScreen(destination)
        return (screen, [handle], placement)
    }

    /// Builds a destination presented inside a container (H5): the
    /// destination's builder runs where the container's content uses it,
    /// exactly once; what it throws, or content that does not use it once,
    /// is thrown with nothing shown.
    private func buildDestination<Context>(
        _ destination: Destination<Context>,
        in container: @MainActor (@escaping (RouterSeed) -> any Screen) -> RootContent
    ) throws(NavigationError) -> (any Screen, [ModuleHandle], DestinationPlacement) {
        var built: [any Screen] = []
        var thrown: NavigationError?
        let content = container { seed in
            do throws(NavigationError) {
                let screen = try destination.build(destination.context, seed)
                built.append(screen)
                return screen
            } catch {
                thrown = thrown ?? error
                return UnbuiltScreen()
            }
        }
        // Its modules are told the kind `present` gives the same content (H5).
        let kind: TransitionKind =
            switch content.shape {
            case .screen: .presentModally
            case .stack: .presentInNavigationStack
            default: .presentContainer
            }
        let (made, handles) = makeRoot(content, kind: kind)
        if let thrown { throw thrown }
        guard built.count == 1, let screen = built.first,
            let handle = handles.first(where: { $0.screen === screen })
        else {
            throw NavigationError(
                .invalidRoute,
                "\(destination.identity): the container must hold the destination's screen once, not \(built.count) times"
            )
        }
        routing.remember(screen, element: destination.routeElement, identity: destination.identity)
        let presented: Presentation.Content =
            switch made.child {
            case .screen(let screen): .screen(screen)
            case .container(let stack as ScreenStack): .stack(stack)
            case .container(let container): .container(container)
            }
        let style = destination.presentation.style ?? .fullScreen
        let presentation = Presentation(id: makeContainerID(), content: presented, style: style)
        return (screen, [handle] + handles.filter { $0 !== handle }, .presented(presentation))
    }

    /// Builds a destination's screen shown with no container of its own.
    private func buildDestinationScreen<Context>(
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
            stack.setUp([screen])
            return (screen, handle, .root(stack))
        case .presentModally(let style):
            let id = makeContainerID()
            let (screen, handle) = try buildDestination(destination, kind: .presentModally, container: id)
            return (screen, handle, .presented(Presentation(id: id, content: .screen(screen), style: style)))
        case .presentInNavigationStack(let style):
            let stack = makeStack()
            let (screen, handle) = try buildDestination(
                destination, kind: .presentInNavigationStack, container: stack.id)
            stack.setUp([screen])
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
        // The element its deep link parses to (H8), so that its route round-trips.
        routing.remember(screen, element: destination.routeElement, identity: destination.identity)
        return (screen, handle)
    }

    /// The perform phase at commit: synchronous (H10). A refusal vetoes the
    /// peek. A redirect vetoes it too, and what a tap does from there runs
    /// after the session has ended (S22), not inside the commit's check: the
    /// redirect's route is set, then, if it asks to continue, the
    /// interceptors after it are asked (one of them may still refuse or
    /// redirect) and the destination is found or built then.
    private func interceptAtCommit<Context>(_ destination: Destination<Context>) -> TransitionCheck {
        let request = self.request(for: destination, at: .commit)
        let interceptors = registry.destinationInterceptors
        for (index, interceptor) in interceptors.enumerated() {
            switch interceptor.body.performSynchronously(request) {
            case .proceed:
                continue
            case .refuse(let why):
                return .vetoed("\(interceptor.name): \(why)")
            case .redirect(let route, let thenContinue):
                let rest = thenContinue ? interceptors[(index + 1)...] : nil
                let label = "\(interceptor.name): redirect \(request) to \(route)"
                let redirect = Transition(kind: .setRoute, label: label) { [weak self] in
                    self?.redirect(to: route, by: interceptor, for: destination, thenAsking: rest)
                }
                // From a commit's check: deferred until the session has ended (S22).
                engine.route(redirect)
                return .vetoed("\(interceptor.name): redirected to \(route)")
            }
        }
        return .ready
    }

    /// What a tap does after an interceptor's redirect: sets the route, then,
    /// unless the redirect stops there, asks the interceptors after it and
    /// shows the destination, as `navigate(to:)` does.
    private func redirect<Context>(
        to route: Route,
        by interceptor: NavigationHook<DestinationInterceptor>,
        for destination: Destination<Context>,
        thenAsking rest: ArraySlice<NavigationHook<DestinationInterceptor>>?
    ) {
        let request = self.request(for: destination, at: .direct)
        do throws(NavigationError) {
            let stop = try follow(.redirect(to: route, thenContinue: rest != nil), of: interceptor, for: request)
            guard stop == nil, let rest else { return }
            for next in rest {
                if try follow(next.body.performSynchronously(request), of: next, for: request) != nil {
                    return
                }
            }
            try show(destination)
        } catch {
            report(.routingRefused, "\(interceptor.name) redirected \(request) to \(route), which failed: \(error)")
        }
    }

    /// Selects the tab that holds `screen` (at the root or in a presented
    /// container), dismisses every presentation over it and pops what is
    /// above it.
    func makeVisible(_ screen: any Screen) {
        guard let location = locate(screen) else { return }
        let target: NavigationChild = location.stack.map { .container($0) } ?? .screen(screen)
        if location.level == 0, let root {
            for edit in LiveEdit.revealing(target, in: root.child) ?? [] { apply(edit) }
        } else if location.level > 0 {
            // Through a presented container's tabs and pages (H5).
            for edit in LiveEdit.revealing(target, in: presentations[location.level - 1].child) ?? [] { apply(edit) }
        }
        apply(.dismissPresentations(keeping: location.level))
        if case .stack(let stack, let index) = location.place {
            apply(.setStack(stack, keeping: index + 1, screens: []))
        }
    }
}

/// What stands, never shown, for a destination's screen whose builder threw
/// while its container was built: the container is dropped with it.
@MainActor
private final class UnbuiltScreen: Screen {
    var screenName: String { "unbuilt" }
}

/// A destination found in the tree when its call was made, as a tree edit:
/// searched again when applied, against the tree as it is then (H2, H9).
@MainActor
private struct FoundDestination<Context: Hashable & Sendable>: @MainActor DestinationEdit {
    let destination: Destination<Context>
    /// The screen found at the call, while something else keeps it alive.
    weak var found: (any Screen)?

    var addedScreens: [any Screen] { [] }

    var landing: DestinationLanding? { found.map { .found($0) } }

    func whyNot(in host: NavigationHost) -> String? { nil }

    func apply(in host: NavigationHost, by transition: PendingTransition, as id: TransitionID) {
        // Searched again (H2): an earlier call of the same commit
        // may have put a screen the search takes before it.
        host.showAgain(destination, in: transition)
        host.remember(destination.identity, of: id)
    }

    /// Such as `reveal product(42) where the tree holds it then (Product42 at the call), or build it again`.
    var description: String {
        let atCall = found.map { " (\($0.screenName) at the call)" } ?? ""
        return "reveal \(destination.identity) where the tree holds it then\(atCall), or build it again"
    }
}

/// A destination built when its call was made, as a tree edit: placed as it
/// says, unless the tree holds a screen with its identity by then (H2, H9).
@MainActor
private struct BuiltDestination<Context: Hashable & Sendable>: @MainActor DestinationEdit {
    let destination: Destination<Context>
    let screen: any Screen
    let handles: [ModuleHandle]
    let placement: NavigationHost.DestinationPlacement

    var addedScreens: [any Screen] {
        if case .presented(let presentation) = placement { return presentation.screens }
        return [screen]
    }

    var landing: DestinationLanding? {
        switch placement {
        case .topmostStack: .topmostStack(screen)
        case .presented(let presentation): .presented(presentation)
        case .secondaryColumn: .secondaryColumn(screen)
        case .root(let stack): .root(stack)
        }
    }

    func whyNot(in host: NavigationHost) -> String? {
        host.whyAlreadyInTree(addedScreens)
    }

    func apply(in host: NavigationHost, by transition: PendingTransition, as id: TransitionID) {
        if let other = host.foundScreen(for: destination), other !== screen {
            // Bound late (H2): the tree holds the destination now.
            host.focus(other, for: destination, in: transition)
        } else {
            host.place(screen, handle: handles[0], at: placement)
        }
        host.remember(destination.identity, of: id)
    }

    /// Such as `show Product42 as product(42), pushed onto the topmost stack, unless the tree holds it then`.
    var description: String {
        "show \(screen.screenName) as \(destination.identity), \(placement), unless the tree holds it then"
    }
}
