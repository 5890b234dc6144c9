extension TransitionKind {
    /// Sets the tree's route: the smallest difference between the current
    /// route and a new one, applied as one transition (H8).
    public static let setRoute = TransitionKind(rawValue: "setRoute")
}

extension Diagnostic.Code {
    /// An interceptor refused a routing call before anything was built or
    /// routed, or refused a frozen one at capture (H10, S23).
    public static let routingRefused = Diagnostic.Code(rawValue: "routingRefused")
}

extension NavigationHost {
    // MARK: Route elements

    /// Registers how screens for route elements named `name` are built and
    /// shown when a route is set (H8), replacing any earlier registration.
    ///
    /// ```swift
    /// host.registerRouteElement("product") { context throws(NavigationError) in
    ///     guard let id = context.element.argument.flatMap(Int.init) else {
    ///         throw .invalidRoute("product needs an id")
    ///     }
    ///     return ProductScreen(id: id, router: ModuleRouter(seed: context.seed))
    /// }
    /// host.registerRouteElement("login", shownBy: .presentInNavigationStack(.fullScreen)) { context in
    ///     LoginScreen(router: ModuleRouter(seed: context.seed))
    /// }
    /// ```
    ///
    /// A screen built this way contributes `context.element` to the current
    /// route; any other screen contributes its ``Screen/screenName``.
    ///
    /// - Parameters:
    ///   - name: The element name.
    ///   - presentation: How the screen is shown when the element is pushed
    ///     onto a route; a changed element takes the place of the old one.
    ///   - build: Builds the screen; runs when the route is set, before
    ///     anything is routed, and may throw to refuse the route.
    public func registerRouteElement(
        _ name: String,
        shownBy presentation: RoutePresentation = .push,
        _ build: @escaping @MainActor (RouteBuildContext) throws(NavigationError) -> any Screen
    ) {
        routing.registrations[name] = RouteElementRegistration(presentation: presentation, build: build)
    }

    /// The route element `screen` contributes to the current route: the
    /// element it was built for, or its ``Screen/screenName``.
    public func routeElement(of screen: any Screen) -> RouteElement {
        routing.entry(for: screen)?.element ?? RouteElement(screen.screenName)
    }

    // MARK: The current route

    /// The tree as a route (H8): the path from the root to the topmost screen.
    ///
    /// A tab container contributes `tab:<selected index>`; every screen of
    /// the shown stack of the root layer contributes its element
    /// (``routeElement(of:)``), and so does every screen of every
    /// presentation, oldest first. For example
    /// `tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#4[Sheet]` is
    /// `/tab:0/Home/List/Sheet`.
    public var currentRoute: Route {
        Route(routeSlots().map(\.element))
    }

    /// The current route, published after every change of the tree that
    /// changes it (H8).
    public var routeChanges: EventBus<Route> {
        observeRoutes()
        return routing.routes
    }

    /// Starts following the tree's changes to publish its route and drop
    /// route data that left it; the first route call or read starts it.
    func observeRoutes() {
        guard routing.subscription == nil else { return }
        routing.lastPublished = currentRoute
        routing.subscription = changes.subscribe { [weak self] _ in
            MainActor.assumeIsolated { self?.publishRouteIfChanged() }
        }
    }

    private func publishRouteIfChanged() {
        let route = currentRoute
        if let last = routing.lastPublished {
            pruneRouteData(from: last, to: route)
        }
        guard route != routing.lastPublished else { return }
        routing.lastPublished = route
        routing.routes.publish(route)
    }

    /// Each element of the current route with where it lives.
    func routeSlots() -> [(element: RouteElement, slot: RouteSlot)] {
        var slots: [(element: RouteElement, slot: RouteSlot)] = []
        func add(_ stack: ScreenStack, _ presentation: Presentation?) {
            for (index, screen) in stack.screens.enumerated() {
                slots.append((routeElement(of: screen), .stackScreen(stack, index, presentation, screen)))
            }
        }
        switch root {
        case .screen(let screen)?:
            slots.append((routeElement(of: screen), .rootScreen(screen)))
        case .stack(let stack)?:
            add(stack, nil)
        case .tabs(let tabs)?:
            slots.append((RouteElement("tab", argument: String(tabs.selectedIndex)), .tab(tabs, tabs.selectedIndex)))
            add(tabs.selectedStack, nil)
        case .split(let split)?:
            add(split.primary, nil)
            if !split.isCollapsed {
                slots.append((RouteElement("column", argument: "1"), .column(split)))
                add(split.secondary, nil)
            }
        case .container(let container)?:
            if let stack = Self.topmostStack(in: .container(container)) { add(stack, nil) }
        case nil:
            break
        }
        for presentation in presentations {
            switch presentation.content {
            case .screen(let screen):
                slots.append((routeElement(of: screen), .presentedScreen(presentation)))
            case .stack(let stack):
                add(stack, presentation)
            }
        }
        return slots
    }

    // MARK: Route-specific data

    /// Stores `data` against `route`; the screens a later ``setRoute(_:)``
    /// builds for that route (its last element) receive it (H8). The data is
    /// kept while the route is in the tree, and dropped once the tree's route
    /// no longer starts with it. `nil` removes it.
    public func setRouteData(_ data: RouteData?, for route: Route) {
        observeRoutes()
        routing.data[route] = data
    }

    /// The data stored against `route`, if any.
    public func routeData(for route: Route) -> RouteData? {
        routing.data[route]
    }

    /// Drops the data of the routes that were in the tree and have left it.
    func pruneRouteData(from old: Route, to new: Route) {
        guard !routing.data.isEmpty else { return }
        routing.data = routing.data.filter { route, _ in
            !route.isPrefix(of: old) || route.isPrefix(of: new)
        }
    }

    // MARK: Presentation styles

    /// The style `presentation` was presented in; ``PresentationStyle/sheet``
    /// unless a route element or a destination asked for another.
    public func presentationStyle(of presentation: Presentation) -> PresentationStyle {
        routing.styles[presentation.id] ?? .sheet
    }
}

extension Route {
    /// Whether this route is `other` or its beginning.
    func isPrefix(of other: Route) -> Bool {
        elements.count <= other.elements.count && other.elements.starts(with: elements)
    }
}
