import PeekAndPop

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
    /// route; any other screen contributes its `Screen.screenName`.
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
        routing.containerRegistrations[name] = nil
    }

    /// Registers how a container presented by a route is built (H5, H8):
    /// an element named `name` in a route set with `setRoute(_:)` or
    /// restored with `restore(_:)` presents, in `style`, the tabs, split
    /// or app-defined container `build` describes, replacing any earlier
    /// registration of `name` (a route element's included).
    ///
    /// The elements after it name what the container shows, as at the
    /// root: `tab:<index>` for tabs, then the tab's bottom screen; a split's
    /// primary column, `column:1` and its secondary column; an app-defined
    /// container's `<containerName>:<index>` when it holds more than one
    /// child. The screens of the route that the container does not hold are
    /// pushed onto the stack it shows.
    ///
    /// ```swift
    /// host.registerRouteContainer("mailbox", style: .fullScreen) { _ throws(NavigationError) in
    ///     .split(primary: [{ seed in InboxScreen(seed: seed) }], secondary: [{ seed in MailScreen(seed: seed) }])
    /// }
    /// try host.setRoute("/Home/mailbox/Inbox/column:1/Mail")
    /// ```
    ///
    /// A container presented with ``ModuleRouter/present(_:style:label:)``
    /// contributes its ``NavigationContainer/containerName`` to the current
    /// route; register a container under that name for a restoration on a
    /// fresh host to rebuild it.
    ///
    /// - Parameters:
    ///   - name: The element name.
    ///   - style: How the container is presented.
    ///   - build: Describes the container for an element; runs when the
    ///     route is set, before anything is routed, and may throw to refuse
    ///     the route. A screen or a stack is refused with
    ///     `ErrorCode.invalidRoute`: register those with
    ///     `registerRouteElement(_:shownBy:_:)`.
    public func registerRouteContainer(
        _ name: String,
        style: PresentationStyle = .sheet,
        _ build: @escaping @MainActor (RouteElement) throws(NavigationError) -> RootContent
    ) {
        routing.containerRegistrations[name] = RouteContainerRegistration(style: style, build: build)
        routing.registrations[name] = nil
    }

    /// The route element `screen` contributes to the current route: the
    /// element it was built for (by a route element, or a destination's
    /// ``Destination/routeElement``); for an ``IdentifiableScreen`` built any
    /// other way, `kind:context` of its identity; or else its
    /// `Screen.screenName` parsed as a path component (`product:42` is the
    /// element `product` with the argument `42`), so that the route equals the
    /// deep link that shows it however the screen was shown (H8).
    public func routeElement(of screen: any Screen) -> RouteElement {
        routeElementRead(of: screen).element
    }

    /// `routeElement(of:)`, and whether it was read from the screen itself
    /// (an identity, a name), which may change it without a change of the
    /// tree: a route's plan holds only while it still reads so.
    func routeElementRead(of screen: any Screen) -> (element: RouteElement, isRead: Bool) {
        if let element = routing.entry(for: screen)?.element { return (element, false) }
        let element =
            (screen as? any IdentifiableScreen)?.destinationIdentity.routeElement
            ?? RouteElement(component: screen.screenName)
        routing.noteRead(element, of: screen)
        return (element, true)
    }

    // MARK: The current route

    /// The tree as a route (H8): the path from the root to the topmost screen.
    ///
    /// A tab container contributes `tab:<selected index>`, and a container an
    /// app defines with more than one child `<its containerName>:<index of
    /// the child it shows>` (`pages:1`), so that a route restores on that
    /// child (H5); every screen of
    /// the shown stack of the root layer contributes its element
    /// (`routeElement(of:)`), and so does every screen of every
    /// presentation, oldest first. A split contributes its primary column's
    /// screens, then `column:1` and its secondary column's screens while
    /// expanded, at the root or in the selected tab; a column holding tabs
    /// or an app-defined container contributes what it would at the root
    /// (`/Inbox/column:1/tab:0/Mail`, H5). For example
    /// `tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#4[Sheet]` is
    /// `/tab:0/Home/List/Sheet`.
    ///
    /// What the tree holds but does not show, the stacks of the tabs that are
    /// not selected, a collapsed split's hidden column and the children an
    /// app-defined container does not show, is in `hiddenRoutes`.
    public var currentRoute: Route {
        routeSlots().route
    }

    /// The routes of what the tree holds but does not show (H8): for every
    /// tab container the current route goes through (at the root, in a tab,
    /// or presented, H5), the route of every tab that is not selected, as
    /// the route that would select it, in tab order, each after those of the
    /// tabs it holds in turn, so that setting them in order, then the
    /// current route, rebuilds every selection. A collapsed split that hides
    /// its secondary column (tabs or an app-defined container in a column)
    /// adds that column's routes as when expanded, those of its own hidden
    /// tabs first and the one it shows last (H5):
    /// `split{stack[List] | tabs{stack[Mail], *stack[Settings, D]} collapsed}`
    /// has `[/List/column:1/tab:0/Mail, /List/column:1/tab:1/Settings/D]`.
    /// An app-defined container named in the route (`pages:1`) adds the
    /// routes of the children it does not show, as tabs do (`/pages:0/A/B`).
    ///
    /// For `tabs#1{*stack#2[Home, List], stack#3[Settings, Detail]}` it is
    /// `[/tab:1/Settings/Detail]`. `restoration` carries them, so that a
    /// restored tree holds every tab's screens, and route data stored against
    /// them is kept while they are in the tree.
    public var hiddenRoutes: [Route] {
        hiddenRoutes(in: routeSlots(), from: 0)
    }

    /// The routes of the tabs that `slots`, a route's elements from its
    /// start, goes past from position `start` on, and of the tabs inside them.
    private func hiddenRoutes(in slots: RouteSlots, from start: Int) -> [Route] {
        var routes: [Route] = []
        let columns = hiddenColumns(in: slots)
        for position in slots.indices where position >= start {
            if let split = columns[position] {
                // A collapsed split's hidden column (H5): its route as when
                // expanded, after those of the tabs it holds.
                var hidden = slots.first(position + 1)
                hidden.append(contentsOf: columnSlots(of: split))
                routes += hiddenRoutes(in: hidden, from: position + 2)
                routes.append(hidden.route)
            }
            if case .child(let container, let shown) = slots[position].slot {
                routes += hiddenRoutes(of: container, showing: shown, in: slots, at: position)
            }
            guard case .tab(let tabs, let selected) = slots[position].slot else { continue }
            for index in tabs.contents.indices where index != selected {
                var hidden = slots.first(position)
                hidden.append(RouteElement("tab", argument: String(index)), .tab(tabs, index))
                appendSlots(of: .container(tabs.contents[index]), to: &hidden)
                // The tabs inside it first, so that setting the routes in
                // order (a restoration) leaves what it selects selected.
                routes += hiddenRoutes(in: hidden, from: position + 1)
                routes.append(hidden.route)
            }
        }
        return routes
    }

    /// The routes of the children of an app-defined container that it does
    /// not show, as the routes that would show each (`pages:0/A/B`), in
    /// child order, each after those of the tabs it holds, as for tabs (H5,
    /// H8).
    private func hiddenRoutes(
        of container: any NavigationContainer, showing shown: Int,
        in slots: RouteSlots, at position: Int
    ) -> [Route] {
        var routes: [Route] = []
        for (index, child) in container.children.enumerated() where index != shown {
            var hidden = slots.first(position)
            hidden.append(RouteElement(container.containerName, argument: String(index)), .child(container, index))
            appendSlots(of: child, to: &hidden)
            routes += hiddenRoutes(in: hidden, from: position + 1)
            routes.append(hidden.route)
        }
        return routes
    }

    /// `column:1` and what `split`'s secondary column shows, as a route
    /// names them when the split is expanded (H5).
    func columnSlots(of split: SplitContainer) -> RouteSlots {
        var slots = RouteSlots()
        slots.append(RouteElement("column", argument: "1"), .column(split))
        appendSlots(of: .container(split.secondaryColumn), to: &slots)
        return slots
    }

    /// The collapsed splits of `slots` that hide their secondary column
    /// (it is not moved onto the primary one), each by the position of the
    /// last element of the stack its primary column shows.
    func hiddenColumns(
        in slots: RouteSlots
    ) -> [Int: SplitContainer] {
        var columns: [Int: SplitContainer] = [:]
        // A tree of the host's own containers without a split hides no
        // column: its route is not walked (H1).
        let others = treeIndex.otherContainers.values
        if others.allSatisfy({ $0 is TabContainer }) { return columns }
        for case let split as SplitContainer in splitsAround(slots) where split.isCollapsed && !split.movesOnCollapse {
            // The stack its primary column shows: a route through another
            // tab of a primary column of tabs does not show the split's column.
            let shown = NavigationChild.container(split.primaryColumn).topmostStack
            let last = slots.lastIndex { entry in
                guard case .stackScreen(let stack, _, nil, _) = entry.slot else { return false }
                return stack === shown
            }
            if let last, !(slots.indices.contains(last + 1) && slots[last + 1].slot.isColumn(of: split)) {
                columns[last] = split
            }
        }
        return columns
    }

    /// The splits that may hide a column of the route `slots` shows: those
    /// that hold a stack of the root layer's route, found through the tree
    /// index at the cost of the route, not of the tree (a restoration plans
    /// a route per tab); every container of the tree when the index cannot
    /// vouch for a stack's containers.
    private func splitsAround(_ slots: RouteSlots) -> [any NavigationContainer] {
        var splits: [any NavigationContainer] = []
        var seen: Set<ObjectIdentifier> = []
        var previous: ScreenStack?
        // By position, so that no slot is copied: a copy retains its screen.
        for position in slots.indices {
            guard case .stackScreen(let stack, _, nil, _) = slots.slots[position], stack !== previous else { continue }
            previous = stack
            guard let ancestors = indexedAncestors(of: stack) else { return containersInTree() }
            for case let split as SplitContainer in ancestors where seen.insert(ObjectIdentifier(split)).inserted {
                splits.append(split)
            }
        }
        return splits
    }

    /// The current route and the hidden ones: every route in the tree.
    var treeRoutes: [Route] {
        let slots = routeSlots()
        return [slots.route] + hiddenRoutes(in: slots, from: 0)
    }

    /// The current route, published after every change of the tree that
    /// changes it (H8), in the order the tree changed.
    ///
    /// Only the host publishes: this is a subscribe-only view of its bus
    /// (B9), safe to subscribe to from any thread (B4). The route is taken
    /// when the tree changes, before any subscriber runs, so that a route a
    /// subscriber's routing call makes is published after the one it saw.
    public var routeChanges: EventSource<Route> {
        observeRoutes()
        if routing.lastPublished == nil { routing.lastPublished = takeRouteFollowingItsEnd() }
        return routing.routes.source
    }

    /// Starts following the tree's changes to publish its route and drop
    /// route data that left it; the first route call or read starts it.
    func observeRoutes() {
        guard !routing.isFollowing else { return }
        routing.isFollowing = true
        routing.lastPublished = takeRouteFollowingItsEnd()
        routing.lastTreeRoutes = treeRoutes
    }

    /// The route to publish for the change just made, taken now, before any
    /// user code runs; `nil` when it is unchanged or nobody listens.
    ///
    /// Without subscribers nothing is computed, so that a change costs the
    /// same at any depth once routes are in use (H1); the last published
    /// route is then forgotten, and taken again by `routeChanges`.
    func routeAfterChange() -> Route? {
        guard routing.isFollowing else { return nil }
        pruneRouteData()
        guard routing.routes.subscriberCount > 0 else {
            routing.lastPublished = nil
            return nil
        }
        return takeChangedRoute()
    }

    /// Each element of the current route with where it lives.
    ///
    /// Kept between reads and moved on by the edits at the route's end
    /// (``RouteSlotCache``), so that a route call does not walk the route's
    /// screens again; taken from the tree when there is none.
    func routeSlots() -> RouteSlots {
        if let cached = RouteSlotCache.read(in: self) {
            assert(cached.isSame(as: takeRouteSlots().slots), "the cached route is not the tree's")
            return cached
        }
        let (slots, layerStarts) = takeRouteSlots()
        routesTakenFromTheTree += 1
        RouteSlotCache.keep(slots, layerStarts: layerStarts, in: self)
        return slots
    }

    /// The current route taken from the tree itself, never from the route
    /// kept in step with the edits: the fuzzer compares the two.
    package func routeFromTheTree() -> Route {
        takeRouteSlots().slots.route
    }

    /// Each element of the current route with where it lives, taken from
    /// the tree, and where each layer's elements start (the root's, then
    /// each presentation's).
    private func takeRouteSlots() -> (slots: RouteSlots, layerStarts: [Int]) {
        var slots = RouteSlots()
        var layerStarts = [0]
        if let root {
            appendSlots(of: root.child, to: &slots)
        }
        for presentation in presentations {
            layerStarts.append(slots.count)
            switch presentation.content {
            case .screen(let screen):
                let (element, isRead) = routeElementRead(of: screen)
                slots.append(element, .presentedScreen(presentation), isRead: isRead)
            case .stack(let stack):
                appendSlots(of: stack, presentation, to: &slots)
            case .container(let container):
                // A presented container names itself, then what it shows as
                // it would at the root (H5, H8).
                slots.append(routeElement(of: container), .presentedContainer(presentation))
                appendSlots(of: .container(container), to: &slots)
            }
        }
        return (slots, layerStarts)
    }

    /// `route` completed with what the container its last element names
    /// shows, when that element names a container the tree holds where the
    /// route puts it: a presented container (tabs, a split, an app-defined
    /// one), or a tab or an app-defined container's child holding tabs or
    /// an app-defined container; `nil` otherwise (H5, H8).
    ///
    /// A route that stops at a container thus names what the container
    /// shows, as `currentRoute` reads it, and setting it again changes
    /// nothing; what is presented over the container is not part of it.
    /// Such a container not yet in the tree is built by the route and shows
    /// what its builder made.
    func routeShownByContainer(endingAt route: Route) -> Route? {
        guard let last = route.elements.last, mayNameAContainer(last) else { return nil }
        let position = route.elements.count - 1
        let slots = routeSlots()
        guard slots.count > position, slots.elements[..<position] == route.elements[..<position]
        else { return nil }
        var completed = slots.first(position)
        let shown: NavigationChild
        switch slots[position].slot {
        case .presentedContainer(let presentation):
            guard slots[position].element == last, case .container(let container) = presentation.content else {
                return nil
            }
            shown = .container(container)
        case .tab(let tabs, _):
            guard last.name == "tab", let index = last.argument.flatMap(Int.init),
                tabs.contents.indices.contains(index),
                NavigationChild.container(tabs.contents[index]).namesItsSelection
            else { return nil }
            shown = .container(tabs.contents[index])
        case .column(let split):
            // A split's secondary column of tabs or an app-defined container (H5).
            guard slots[position].element == last, split.secondaryStack == nil else { return nil }
            shown = .container(split.secondaryColumn)
        case .child(let container, _):
            let children = container.children
            guard last.name == container.containerName, let index = last.argument.flatMap(Int.init),
                children.indices.contains(index), children[index].namesItsSelection
            else { return nil }
            shown = children[index]
        default:
            return nil
        }
        completed.append(last, slots[position].slot)
        appendSlots(of: shown, to: &completed)
        return completed.route
    }

    /// Whether `element` may name a container of the tree in a route: a
    /// tab, a split's column, or a container other than a stack, by its
    /// route element or its name. Read from the containers only, so that a
    /// route ending at a screen is not taken apart screen by screen (H1).
    private func mayNameAContainer(_ element: RouteElement) -> Bool {
        element.name == "tab" || element.name == "column" || namesOfContainers().contains(element.name)
    }

    /// The names and route elements' names of the containers of the tree
    /// other than stacks.
    ///
    /// Read from the tree index's few such containers when they are all the
    /// host's own (tabs, splits), whose every change the index follows: a
    /// restoration completes a route per tab, and each would otherwise walk
    /// every tab (H1, H8). With an app-defined container, which may change
    /// what it holds without telling the host, the tree is walked, stacks
    /// passed over.
    private func namesOfContainers() -> Set<String> {
        let indexed = treeIndex.otherContainers.values
        guard indexed.allSatisfy({ $0 is TabContainer || $0 is SplitContainer }) else {
            let (names, walked) = walkedNamesOfContainers()
            containersWalked += walked
            return names
        }
        var names: Set<String> = []
        for container in indexed {
            names.insert(container.containerName)
            names.insert(routeElement(of: container).name)
        }
        // The index may remember more (a tab container an app's container
        // let go of without telling the host, only a cost here), never less.
        assert(names.isSuperset(of: walkedNamesOfContainers().names), "the tree index misses a container of the tree")
        return names
    }

    /// `namesOfContainers()` read from the tree itself, and how many
    /// containers it walked.
    private func walkedNamesOfContainers() -> (names: Set<String>, walked: Int) {
        var names: Set<String> = []
        var walked = 0
        let layers = (root.map { [$0.child] } ?? []) + presentations.map(\.child)
        for layer in layers {
            guard case .container(let top) = layer, !(top is ScreenStack) else { continue }
            let containers = layer.containers
            walked += containers.count
            for container in containers where !(container is ScreenStack) {
                names.insert(container.containerName)
                names.insert(routeElement(of: container).name)
            }
        }
        return (names, walked)
    }

    /// The route element a presented container contributes: the element it
    /// was built for by a route, or else its ``NavigationContainer/containerName``.
    func routeElement(of container: any NavigationContainer) -> RouteElement {
        routing.element(of: container) ?? RouteElement(container.containerName)
    }

    /// The elements of what `child`, a child of the root layer, shows, with
    /// where they live.
    private func appendSlots(of child: NavigationChild, to slots: inout RouteSlots) {
        switch child {
        case .screen(let screen):
            let (element, isRead) = routeElementRead(of: screen)
            slots.append(element, .rootScreen(screen), isRead: isRead)
        case .container(let stack as ScreenStack):
            appendSlots(of: stack, nil, to: &slots)
        case .container(let tabs as TabContainer):
            slots.append(RouteElement("tab", argument: String(tabs.selectedIndex)), .tab(tabs, tabs.selectedIndex))
            appendSlots(of: .container(tabs.selectedContent), to: &slots)
        case .container(let split as SplitContainer):
            // Each column as it would be at the root: a stack's screens, or
            // what its tabs or app-defined container show (H5).
            appendSlots(of: .container(split.primaryColumn), to: &slots)
            if !split.isCollapsed {
                slots.append(RouteElement("column", argument: "1"), .column(split))
                appendSlots(of: .container(split.secondaryColumn), to: &slots)
            }
        case .container(let container):
            // An app-defined container names the child it shows, as tabs do,
            // so that its route restores on that child (H5, H8).
            let children = container.children
            if children.count > 1, let shown = container.visibleChildren.last,
                let index = children.firstIndex(where: { $0.isSame(as: shown) })
            {
                slots.append(RouteElement(container.containerName, argument: String(index)), .child(container, index))
                appendSlots(of: shown, to: &slots)
            } else if children.count == 1, case .container(let only) = children[0], !(only is ScreenStack) {
                // An app's own kind around one split or tabs (Marshroute's
                // custom controller classes): what that one shows (H5).
                appendSlots(of: children[0], to: &slots)
            } else if let stack = child.topmostStack {
                appendSlots(of: stack, nil, to: &slots)
            }
        }
    }

    private func appendSlots(
        of stack: ScreenStack, _ presentation: Presentation?, to slots: inout RouteSlots
    ) {
        for (index, screen) in stack.screens.enumerated() {
            let (element, isRead) = routeElementRead(of: screen)
            slots.append(element, .stackScreen(stack, index, presentation, screen), isRead: isRead)
        }
    }

    // MARK: Route-specific data

    /// Stores `data` against `route`; the screens a later `setRoute(_:)`
    /// builds for that route (its last element) receive it (H8). The data is
    /// kept while the route is in the tree, and dropped once the tree's route
    /// no longer starts with it. `nil` removes it.
    public func setRouteData(_ data: RouteData?, for route: Route) {
        observeRoutes()
        if routing.data.isEmpty { routing.lastTreeRoutes = treeRoutes }
        routing.data[route] = data
    }

    /// The data stored against `route`, if any.
    public func routeData(for route: Route) -> RouteData? {
        routing.data[route]
    }

    /// Drops the data of the routes that were in the tree (the current route
    /// or a hidden one, or their beginnings) and have left it; data stored
    /// for a route not yet in the tree is kept.
    func pruneRouteData() {
        guard !routing.data.isEmpty else {
            routing.lastTreeRoutes = nil
            return
        }
        let now = treeRoutes
        if let before = routing.lastTreeRoutes {
            routing.data = routing.data.filter { route, _ in
                !before.contains { route.isPrefix(of: $0) } || now.contains { route.isPrefix(of: $0) }
            }
        }
        routing.lastTreeRoutes = now
    }

    // MARK: Presentation styles

}

extension Route {
    /// Whether this route is `other` or its beginning.
    func isPrefix(of other: Route) -> Bool {
        elements.count <= other.elements.count && other.elements.starts(with: elements)
    }
}
