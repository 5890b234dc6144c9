import PeekAndPop

extension NavigationHost {
    /// Registers the handler that resolves route elements named `name`,
    /// replacing any earlier one.
    ///
    /// ```swift
    /// host.registerRouteHandler(for: "settings") { _ in
    ///     [.dismissPresentations, .selectTab(1), .popToRoot]
    /// }
    /// host.registerRouteHandler(for: "product") { element throws(NavigationError) in
    ///     guard let id = element.argument.flatMap(Int.init) else { throw .invalidRoute("product needs an id") }
    ///     return [.push { seed in ProductScreen(id: id, router: ModuleRouter(seed: seed)) }]
    /// }
    /// ```
    public func registerRouteHandler(for name: String, _ handler: @escaping RouteHandler) {
        registry.routeHandlers[name] = handler
    }

    /// Follows a deep link: applies a route *relative to where the user is*,
    /// starting from the topmost stack, as one transition of kind
    /// `TransitionKind.deepLink`.
    ///
    /// The package routes by name in two ways, and a string means one thing
    /// in each. `setRoute(_:)` is absolute: its route names the whole tree
    /// from the root, element by element, through `registerRouteElement(_:shownBy:_:)`.
    /// `openRelative(_:)` is relative: each element is resolved by its handler
    /// (`registerRouteHandler(for:_:)`) into ``RouteStep``s that act on the
    /// tree as it is (`/product:42` pushes product 42 onto the topmost stack,
    /// wherever that is).
    ///
    /// ```swift
    /// try host.openRelative("/settings/profile")
    /// ```
    ///
    /// The steps are checked against the tree and only then are the modules
    /// built, so a route that cannot apply throws and builds nothing. The
    /// whole route then goes through the engine's seam as one transition
    /// whose destination is the last screen it builds: performed together
    /// (S1), frozen together in a capture window with that screen as the
    /// preview (S2, S3), committed together on pop (S4, S7), discarded
    /// together on interrupt (S8). At commit, its check validates every step
    /// against the tree as it is then (the stacks it pushes onto are still
    /// there, the tab index is still in range); if any no longer applies,
    /// nothing is performed and the peek ends `interrupted` with
    /// `InterruptionReason.stale`. It publishes one ``NavigationChange``. A
    /// push where there is no stack by then (after a modal presentation)
    /// presents one, at a tap and at commit alike (H2).
    ///
    /// - Returns: What the engine's seam did with the transition.
    /// - Throws: ``NavigationError`` with `ErrorCode.emptyRoute`,
    ///   `ErrorCode.unknownRouteElement`,
    ///   `ErrorCode.noTabContainer`,
    ///   `ErrorCode.tabIndexOutOfRange`, or what a handler throws;
    ///   then nothing was built or routed.
    @discardableResult
    public func openRelative(_ route: Route) throws(NavigationError) -> RoutingOutcome {
        try routeOpen(route, from: nil)
    }

    func routeOpen(_ route: Route, from module: (any Screen)?) throws(NavigationError) -> RoutingOutcome {
        guard !route.elements.isEmpty else {
            throw NavigationError(.emptyRoute, "the route has no elements")
        }
        var steps: [RouteStep] = []
        for element in route.elements {
            guard let handler = registry.routeHandlers[element.name] else {
                throw NavigationError(.unknownRouteElement, "no route handler is registered for \"\(element.name)\"")
            }
            steps += try handler(element)
        }
        try check(steps, route: route)
        let (relativeSteps, handles, screens) = build(steps, presenter: module)
        return submit(
            PendingTransition(
                kind: .deepLink, label: "deepLink \(route)", destination: screens.last, source: module, route: route,
                modules: handles, edits: [.openRelative(route, relativeSteps)])
        )
    }

    /// Checks the steps against the tree as it is now, as the calls frozen
    /// before them in the same window leave it; throws if a step cannot
    /// apply. Where each step lands is decided again when it is performed (H2).
    private func check(_ steps: [RouteStep], route: Route) throws(NavigationError) {
        guard steps.contains(where: { if case .selectTab = $0 { true } else { false } }) else { return }
        // The tabs as the calls frozen before it in the same window leave
        // them, as a tap after those calls finds them (H12).
        let tree = frozenTree()?.tree ?? snapshot()
        for case .selectTab(let index) in steps {
            guard let tabs = tree.firstTabs, let count = tree.tabCount(of: tabs) else {
                throw NavigationError(.noTabContainer, "\(route) selects tab \(index) and the root has no tabs")
            }
            guard (0..<count).contains(index) else {
                throw NavigationError(.tabIndexOutOfRange, "\(route) selects tab \(index) of \(count) tabs")
            }
        }
    }

    /// Builds the modules of a checked route, in order; a push where there
    /// is no stack by then presents one when performed (H2).
    private func build(
        _ planned: [RouteStep],
        presenter: (any Screen)?
    ) -> (steps: [TreeEdit.RelativeStep], handles: [ModuleHandle], screens: [any Screen]) {
        var operations: [TreeEdit.RelativeStep] = []
        var handles: [ModuleHandle] = []
        var screens: [any Screen] = []
        for step in planned {
            switch step {
            case .dismissPresentations:
                operations.append(.dismissPresentations)
            case .selectTab(let index):
                operations.append(.selectTab(index))
            case .popToRoot:
                operations.append(.popToRoot)
            case .push(let builder):
                let (screen, handle) = build(builder, kind: .push, container: nil, presenter: nil)
                operations.append(.push(screen, handle))
                handles.append(handle)
                screens.append(screen)
            case .presentModally(let builder):
                let id = makeContainerID()
                let (screen, handle) = build(builder, kind: .presentModally, container: id, presenter: presenter)
                operations.append(.present(Presentation(id: id, content: .screen(screen))))
                handles.append(handle)
                screens.append(screen)
            case .presentInNavigationStack(let builder):
                let stack = makeStack()
                let (screen, handle) = build(
                    builder,
                    kind: .presentInNavigationStack,
                    container: stack.id,
                    presenter: presenter
                )
                stack.setUp([screen])
                operations.append(.present(Presentation(id: makeContainerID(), content: .stack(stack))))
                handles.append(handle)
                screens.append(screen)
            }
        }
        return (operations, handles, screens)
    }

    /// Applies a deep link's steps against the tree as it is now, starting
    /// from the topmost stack (H2). A push where there is no stack by then
    /// presents a new stack; a tab that is gone by then is not selected.
    func applyRelative(_ steps: [TreeEdit.RelativeStep]) {
        var cursor = topmostStack
        for step in steps {
            switch step {
            case .dismissPresentations:
                apply(.dismissPresentations(keeping: 0))
                cursor = rootCurrentStack
            case .selectTab(let index):
                if let tabs = firstTabContainer, tabs.contents.indices.contains(index) {
                    apply(.selectTab(index, of: tabs))
                    cursor = NavigationChild.container(tabs.contents[index]).topmostStack
                }
            case .popToRoot:
                if let stack = cursor { apply(.setStack(stack, keeping: 1, screens: [])) }
            case .push(let screen, let handle):
                if let stack = cursor {
                    apply(.push(screen, onto: stack))
                    handle.containerID = stack.id
                } else {
                    pushOntoTopmostStack(screen, handle: handle)
                    cursor = topmostStack
                }
            case .present(let presentation):
                apply(.present(presentation))
                cursor = presentation.stack
            }
        }
    }
}
