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
        routeHandlers[name] = handler
    }

    /// Applies a route (a deep link) as one transition of kind
    /// ``TransitionKind/deepLink``, starting from the topmost stack.
    ///
    /// Each element is resolved by its handler into ``RouteStep``s; the steps
    /// are checked against the tree and only then are the modules built, so a
    /// route that cannot apply throws and builds nothing. The whole route then
    /// goes through the engine's seam as one transition whose destination is
    /// the last screen it builds: performed together (S1), frozen together in
    /// a capture window with that screen as the preview (S2, S3), committed
    /// together on pop (S4, S7), discarded together on interrupt (S8). At
    /// commit, its check validates every step against the tree as it is then
    /// (the stacks it pushes onto are still there, the tab index is still in
    /// range); if any no longer applies, nothing is performed and the peek ends
    /// `interrupted` with ``InterruptionReason/stale``. It publishes one
    /// ``NavigationChange``.
    ///
    /// - Returns: What the engine's seam did with the transition.
    /// - Throws: ``NavigationError`` with ``NavigationError/Code/emptyRoute``,
    ///   ``NavigationError/Code/unknownRouteElement``,
    ///   ``NavigationError/Code/noTabContainer``,
    ///   ``NavigationError/Code/tabIndexOutOfRange``,
    ///   ``NavigationError/Code/notInStack``, or what a handler throws; then
    ///   nothing was built or routed.
    @discardableResult
    public func open(_ route: Route) throws(NavigationError) -> RoutingOutcome {
        try routeOpen(route, from: nil)
    }

    /// A route step with its stack resolved, before its module is built.
    private enum PlannedStep {
        enum StackRef {
            case existing(ScreenStack)
            /// A stack the route presents; its index among those.
            case new(Int)
        }

        case dismissPresentations
        case selectTab(TabContainer, Int)
        case popToRoot(StackRef)
        case push(StackRef, (RouterSeed) -> any Screen)
        case presentModally((RouterSeed) -> any Screen)
        case presentInNavigationStack((RouterSeed) -> any Screen)
    }

    /// A route step ready to apply.
    private enum Operation {
        case dismissPresentations
        case selectTab(TabContainer, Int)
        case popToRoot(ScreenStack)
        case push(ScreenStack, any Screen)
        case present(Presentation)
    }

    func routeOpen(_ route: Route, from module: (any Screen)?) throws(NavigationError) -> RoutingOutcome {
        guard !route.elements.isEmpty else {
            throw NavigationError(.emptyRoute, "the route has no elements")
        }
        var steps: [RouteStep] = []
        for element in route.elements {
            guard let handler = routeHandlers[element.name] else {
                throw NavigationError(.unknownRouteElement, "no route handler is registered for \"\(element.name)\"")
            }
            steps += try handler(element)
        }
        let planned = try plan(steps, route: route)
        let (operations, handles, screens, newStacks) = build(planned, presenter: module)
        return submit(
            PendingTransition(
                kind: .deepLink,
                label: "deepLink \(route)",
                destination: screens.last,
                source: module,
                route: route,
                modules: handles,
                validate: { [weak self, weak module] in
                    guard let self else { return "the navigation host is gone" }
                    if let module, let why = self.whyNotInTree(module) {
                        return why
                    }
                    return self.validate(operations, newStacks: newStacks) ?? self.whyAlreadyInTree(screens)
                },
                apply: { [weak self] in
                    self?.apply(operations)
                }
            )
        )
    }

    /// Resolves the steps' stacks against the tree, starting from the topmost
    /// stack; throws if a step cannot apply.
    private func plan(_ steps: [RouteStep], route: Route) throws(NavigationError) -> [PlannedStep] {
        var cursor: PlannedStep.StackRef? = topmostStack.map { .existing($0) }
        var selection = rootTabs?.selectedIndex
        var newStacks = 0
        var planned: [PlannedStep] = []
        for step in steps {
            switch step {
            case .dismissPresentations:
                planned.append(.dismissPresentations)
                switch root {
                case .stack(let stack)?: cursor = .existing(stack)
                case .tabs(let tabs)?: cursor = .existing(tabs.tabs[selection ?? tabs.selectedIndex])
                case .screen?, nil: cursor = nil
                }
            case .selectTab(let index):
                guard let tabs = rootTabs else {
                    throw NavigationError(.noTabContainer, "\(route) selects tab \(index) and the root has no tabs")
                }
                guard tabs.tabs.indices.contains(index) else {
                    throw NavigationError(
                        .tabIndexOutOfRange,
                        "\(route) selects tab \(index) of \(tabs.tabs.count) tabs"
                    )
                }
                planned.append(.selectTab(tabs, index))
                selection = index
                cursor = .existing(tabs.tabs[index])
            case .popToRoot:
                guard let cursor else {
                    throw NavigationError(.notInStack, "\(route) pops to root where there is no stack")
                }
                planned.append(.popToRoot(cursor))
            case .push(let builder):
                guard let cursor else {
                    throw NavigationError(.notInStack, "\(route) pushes where there is no stack")
                }
                planned.append(.push(cursor, builder))
            case .presentModally(let builder):
                planned.append(.presentModally(builder))
                cursor = nil
            case .presentInNavigationStack(let builder):
                planned.append(.presentInNavigationStack(builder))
                cursor = .new(newStacks)
                newStacks += 1
            }
        }
        return planned
    }

    /// Builds the modules of a planned route, in order.
    private func build(
        _ planned: [PlannedStep],
        presenter: (any Screen)?
    ) -> (operations: [Operation], handles: [ModuleHandle], screens: [any Screen], newStacks: [ScreenStack]) {
        var operations: [Operation] = []
        var handles: [ModuleHandle] = []
        var screens: [any Screen] = []
        var newStacks: [ScreenStack] = []
        func resolve(_ ref: PlannedStep.StackRef) -> ScreenStack {
            switch ref {
            case .existing(let stack): stack
            case .new(let index): newStacks[index]
            }
        }
        for step in planned {
            switch step {
            case .dismissPresentations:
                operations.append(.dismissPresentations)
            case .selectTab(let tabs, let index):
                operations.append(.selectTab(tabs, index))
            case .popToRoot(let ref):
                operations.append(.popToRoot(resolve(ref)))
            case .push(let ref, let builder):
                let stack = resolve(ref)
                let (screen, handle) = build(builder, kind: .push, container: stack.id, presenter: nil)
                operations.append(.push(stack, screen))
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
                stack.screens = [screen]
                newStacks.append(stack)
                operations.append(.present(Presentation(id: makeContainerID(), content: .stack(stack))))
                handles.append(handle)
                screens.append(screen)
            }
        }
        return (operations, handles, screens, newStacks)
    }

    /// Why a route's operations no longer apply to the tree, or `nil`.
    private func validate(_ operations: [Operation], newStacks: [ScreenStack]) -> String? {
        func isNew(_ stack: ScreenStack) -> Bool { newStacks.contains { $0 === stack } }
        for operation in operations {
            switch operation {
            case .dismissPresentations, .present:
                continue
            case .selectTab(let tabs, let index):
                guard rootTabs === tabs, tabs.tabs.indices.contains(index) else {
                    return "the tab container is gone"
                }
            case .popToRoot(let stack), .push(let stack, _):
                guard isNew(stack) || contains(stack) else {
                    return "stack\(stack.id) is no longer in the navigation tree"
                }
            }
        }
        return nil
    }

    private func apply(_ operations: [Operation]) {
        for operation in operations {
            switch operation {
            case .dismissPresentations:
                presentations.removeAll()
            case .selectTab(let tabs, let index):
                tabs.selectedIndex = index
            case .popToRoot(let stack):
                stack.screens.removeSubrange(min(1, stack.screens.count)...)
            case .push(let stack, let screen):
                stack.screens.append(screen)
            case .present(let presentation):
                presentations.append(presentation)
            }
        }
    }
}
