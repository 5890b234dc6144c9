import PeekAndPop

extension NavigationHost {
    /// Sets the tree's route (H8): changes the tree by the smallest difference
    /// between `currentRoute` and `route`, as one transition of kind
    /// `TransitionKind.setRoute`.
    ///
    /// The difference is ``RouteDiff/steps(from:to:)``: the common prefix is
    /// kept; what lies below it is popped from the deepest element up (a
    /// pushed screen leaves its stack, the bottom of a presentation dismisses
    /// it; a tab's bottom screen and the root stay); the first differing
    /// element is *changed* in place (a new screen where the old one was, or
    /// another tab selected); the rest is pushed as each element's
    /// registration says (`registerRouteElement(_:shownBy:_:)`).
    ///
    /// Tabs keep their stacks, as a tab bar does: a route that selects another
    /// tab leaves the old tab's stack as it is (its screens only leave the
    /// route) and dismisses the presentations; so do tabs (and an app-defined
    /// container's children) in a split's column, whatever the route changes
    /// above them (H5). The element after a tab names
    /// that tab's bottom screen; the screens of its stack that match the
    /// route's next elements are kept, the rest of the stack is popped, and
    /// the route's remaining elements are pushed. A route that names only a
    /// tab (`/tab:1`) stands for that tab's bottom screen (and `column:1` when
    /// the tab holds an expanded split).
    ///
    /// A split's secondary column follows `column:1`: its screens are the
    /// route's elements after it that are pushed; an element shown otherwise
    /// is presented over the split. A route that stops before `column:1`
    /// leaves an expanded split's secondary column empty, in the tab it
    /// selects as in the tab already selected (the current route
    /// still ends with `column:1`, and setting the same route again does
    /// nothing). A collapsed split's route names no `column:1`; one that
    /// does (saved while the split was expanded) is shown without it, the
    /// detail screens on the primary column. A collapsed split that hides
    /// its secondary column instead (a column holds tabs or an app-defined
    /// container) sets what the route names in that column, which shows it
    /// once expanded: the route is the difference from the tree with that
    /// column in, as when expanded, so what is presented over the split
    /// stays where it still matches; the current route leaves the column
    /// out and goes on with what is presented (H5).
    ///
    /// On an empty host (no root set up yet) the route builds the root: its
    /// first element is the bottom of a new root stack, whatever its
    /// registration shows it by, and the rest is placed from there, so
    /// `/A/B` makes the root stack `[A, B]` and a restoration of a stack
    /// route rebuilds the tree on a fresh host (H8). A route into tabs or a
    /// split's column cannot say what they hold: it throws
    /// `ErrorCode.noTabContainer` until the app sets them up with
    /// `setRoot(_:)`.
    ///
    /// ```swift
    /// try host.setRoute("/tab:0/Home/product:42")   // push product:42
    /// try host.setRoute("/tab:0/Home/product:7")    // change product:42 to product:7
    /// try host.setRoute("/tab:0/Home/product:7")    // nothing at all: returns nil
    /// ```
    ///
    /// The screens the route adds are built now, so a route set inside
    /// `onPeek` is frozen with its deepest new screen as the preview (S2, S3),
    /// committed as one on pop (S7) and discarded as one on release (S8). The
    /// difference binds late (H2): it is taken again when the transition is
    /// performed, against the whole tree as it is then (the tabs that are not
    /// selected and the splits' state included, whatever changed them: an
    /// earlier call of the same capture window, a builder, or the user),
    /// reusing the screens built at the call, exactly as after a tap. A route
    /// that no longer applies never traps:
    /// - at a tap, when a builder changed the tree so that the route no
    ///   longer applies, the call throws what planning throws
    ///   (`ErrorCode.invalidRoute` for a tab that is gone) and
    ///   routes nothing;
    /// - on pop, the commit's check plans it again, building nothing, against
    ///   the tree as it is before the commit: if it no longer applies there,
    ///   the peek ends `interrupted(stale)` with nothing performed (S8);
    /// - on pop, when an earlier call of the same capture window makes it
    ///   impossible (removes or replaces the tab it goes into), it changes
    ///   nothing when performed and a `Diagnostic.Code.transitionRefused`
    ///   diagnostic says why, as the same calls at a tap throw
    ///   `ErrorCode.invalidRoute` from this call: the tree ends
    ///   as after the tap, `popped` is published, and its preview is not
    ///   shown.
    ///
    /// It publishes one ``NavigationChange``.
    ///
    /// - Parameter route: The route the tree should show.
    /// - Returns: What the engine's seam did, or `nil` when the tree already
    ///   shows `route` (nothing is routed or published). In `onPeek` the
    ///   route is frozen even then, since the calls frozen with it, or the
    ///   user before the pop, may change the tree before it is performed; if
    ///   nothing did, it records and publishes nothing, as at a tap.
    /// - Throws: ``NavigationError`` with `ErrorCode.emptyRoute`
    ///   (a route with no elements, such as `"/"`: the tree always keeps its
    ///   root), `ErrorCode.unknownRouteElement`,
    ///   `ErrorCode.invalidRoute` (a tab element without a valid
    ///   index; an element after it that is not that tab's bottom screen,
    ///   which a route never replaces; `column:1` where the route has no
    ///   split, or where it would leave a split's primary column empty;
    ///   a `column` element with another argument than `1`, such as
    ///   `column:0`, `column:2` or a bare `column`),
    ///   `ErrorCode.notInStack` (a push where there is no stack),
    ///   `ErrorCode.noTabContainer` (a route that starts with `tab:` or
    ///   `column:` on an empty host),
    ///   or what a builder throws; then nothing was routed.
    @discardableResult
    public func setRoute(_ route: Route) throws(NavigationError) -> RoutingOutcome? {
        try setRoutes([route], label: "setRoute \(route)")
    }

    /// Sets `routes` one after the other as one transition of kind
    /// `TransitionKind.setRoute`: each is the smallest difference from the
    /// one before (the first from `currentRoute`). The preview is the
    /// deepest screen the last route builds.
    ///
    /// `data` is stored against its routes when the transition is performed
    /// (at once at a tap, on pop in `onPeek`), never when it is discarded;
    /// the screens built at the call receive it all the same.
    ///
    /// - Returns: What the engine's seam did, or `nil` when no route changes anything.
    func setRoutes(
        _ routes: [Route], storing data: [Route: RouteData] = [:], showing shownRoute: Route? = nil,
        presenting presentations: [Route: RoutePresentation] = [:], label: String
    ) throws(NavigationError) -> RoutingOutcome? {
        try routing.presenting(presentations) { () throws(NavigationError) -> RoutingOutcome? in
            try setRoutes(routes, storing: data, showing: shownRoute, presentations: presentations, label: label)
        }
    }

    /// `setRoutes(_:storing:showing:presenting:label:)` with the
    /// presentations of a restoration in force while it plans.
    private func setRoutes(
        _ routes: [Route], storing data: [Route: RouteData], showing shownRoute: Route?,
        presentations: [Route: RoutePresentation], label: String
    ) throws(NavigationError) -> RoutingOutcome? {
        guard routes.allSatisfy({ !$0.elements.isEmpty }) else {
            throw NavigationError(.emptyRoute, "\(label): a route has no elements; the tree always has a root")
        }
        for route in routes {
            // The secondary column is the one a route names; any other
            // argument is a typed error, never read as `column:1`.
            if let column = route.elements.first(where: { $0.name == "column" && $0.argument != "1" }) {
                throw NavigationError(
                    .invalidRoute, "\(label): \(column) names no column; a split's secondary column is column:1")
            }
        }
        observeRoutes()
        try refuseRoutesIntoRemovedTabs(routes, label: label)
        let isUnplanned = try isPlannedWhenPerformed(routes)
        let ((parts, built, plannedAt, checkedAt), read) = try routing.recordingReads {
            () throws(NavigationError) in try planAtCall(routes, storing: data, isUnplanned: isUnplanned)
        }
        // Steps may come to nothing: popping a tab's bottom screen or
        // `column:1` leaves the tree as it is. In a capture window a route
        // that changes nothing now may change something at commit, after
        // the calls frozen with it or what the user does before the pop (H2).
        let isCapturing = engine.isCapturing
        guard isUnplanned || parts.contains(where: { !$0.operations.isEmpty }) || isCapturing else {
            store(data)
            return nil
        }
        // While nothing changes the tree, checking the route again finds
        // the same (none of its screens is in the tree), and planning it
        // again makes the same operations: neither is done again (H2).
        let screens = RoutePlan.joined(parts, \.screens)
        let holds = PlanValidity()
        if !isUnplanned, checkedAt != nil, holdsOnlyOwnContainers, whyAlreadyInTree(screens) == nil {
            holds.checked = checkedAt
            holds.planned = plannedAt
            holds.readElements = read
        }
        let edit = RouteEdit(
            routes: routes, parts: parts, screens: screens, built: built, data: data, holds: holds,
            isUnplanned: isUnplanned, presentations: presentations, label: label)
        return submit(
            PendingTransition(
                kind: .setRoute, label: label, destination: parts.last?.screens.last, source: nil,
                route: (shownRoute ?? routes.last).map(completed), modules: RoutePlan.joined(parts, \.handles),
                edits: [.setRoutes(edit)])
        )
    }

    /// Refuses a route into a tab that the calls frozen before it in this
    /// capture window remove, as a tap of the same calls refuses it, wherever
    /// the tabs are (the root, a split's column, a tab, a presentation): it
    /// is never frozen, so a pop never publishes `popped` without showing it
    /// (S7, S23, H2). Each tab the route goes through is counted as those
    /// calls leave its container.
    private func refuseRoutesIntoRemovedTabs(_ routes: [Route], label: String) throws(NavigationError) {
        guard engine.isCapturing, hasFrozenTransitions else { return }
        if let frozen = frozenTree(), !frozen.mayReplaceRootWhenPerformed {
            // The root's tabs as those calls leave them: a tab they removed,
            // or whose stack they made start with another screen, refuses
            // the route as at a tap, whether or not the tree as it is could
            // plan it (a route it cannot plan is decided when performed).
            for route in routes {
                let why = frozen.tree.whyRootTabsRefuse(
                    route,
                    element: { id, bottom in
                        let stack = (frozen.builtContainer(id) ?? container(id)) as? ScreenStack
                        guard
                            let screen = stack?.rootScreen.flatMap({ ObjectIdentifier($0) == bottom.id ? $0 : nil })
                                ?? frozen.stackScreen(bottom.id)
                        else { return nil }
                        return routeElement(of: screen)
                    },
                    isPushed: { element in
                        // As registered: a restoration's presentations may say otherwise.
                        routing.presentations.isEmpty && routing.containerRegistrations[element.name] == nil
                            && routing.registrations[element.name]?.presentation == .push
                    })
                if let why { throw NavigationError(.invalidRoute, why) }
            }
        }
        var probe = ModulePool()
        // A route the tree as it is cannot show is decided when performed
        // (`isPlannedWhenPerformed(_:)`).
        guard let parts = try? planRoutes(routes, reusing: &probe, building: false) else { return }
        for part in parts {
            for case .tab(let tabs, let index) in part.after.array {
                let count = tabCount(of: tabs)
                guard index >= count else { continue }
                throw NavigationError(
                    .invalidRoute,
                    "\(label): tab \(index) does not exist once the calls made before it are performed (\(count) tabs)"
                )
            }
        }
    }

    /// Whether `routes` are frozen unplanned, to be planned and built when
    /// performed, as after a tap (H2); their screens are then no preview.
    ///
    /// After calls frozen earlier in the same capture window, a route the
    /// tree as it is cannot show may be one those calls make possible (a
    /// tab replaced or added first). An element nothing is registered for
    /// never applies: it throws. When the calls frozen earlier in the window
    /// leave the tab containers holding other tabs (added, removed,
    /// replaced, wherever the containers are), what a tab holds at capture
    /// is not what it will hold when the route is performed: a route through
    /// the tabs is planned only then (S7, H2, H12).
    private func isPlannedWhenPerformed(_ routes: [Route]) throws(NavigationError) -> Bool {
        var isUnplanned =
            routes.contains { $0.elements.contains { $0.name == "tab" } }
            && frozenTree().map { $0.tree.tabLayout != snapshot().tabLayout } == true
        if !isUnplanned, engine.isCapturing, hasFrozenTransitions {
            var probe = ModulePool()
            do throws(NavigationError) {
                _ = try planRoutes(routes, reusing: &probe, building: false)
            } catch {
                if error.code == .unknownRouteElement { throw error }
                isUnplanned = true
            }
        }
        return isUnplanned
    }

    /// Plans `routes` at the call (none when `isUnplanned`), building their
    /// screens; the builders see `data`, which is stored only when the
    /// routes are performed.
    ///
    /// - Returns: The plans, the modules built for them, and the generations
    ///   (``TreeGeneration``) of the tree the plans' operations were made
    ///   against and of the tree the routes were last found to apply to,
    ///   when nothing changed them while planning.
    private func planAtCall(
        _ routes: [Route], storing data: [Route: RouteData], isUnplanned: Bool
    ) throws(NavigationError) -> (parts: [RoutePlan], built: [BuiltModule], plannedAt: Int?, checkedAt: Int?) {
        let stored = routing.data
        routing.data.merge(data) { _, new in new }
        var parts: [RoutePlan] = []
        var built: [BuiltModule] = []
        var plannedAt: Int?
        var checkedAt: Int?
        do throws(NavigationError) {
            var pool = ModulePool()
            let startedAt = TreeGeneration.current
            if !isUnplanned { parts = try planRoutes(routes, reusing: &pool, building: true) }
            built = RoutePlan.joined(parts, \.built)
            if TreeGeneration.current == startedAt {
                plannedAt = startedAt
                checkedAt = startedAt
            }
            if !built.isEmpty, plannedAt == nil || !holdsOnlyOwnContainers {
                // The builders are user code and may have changed the tree (a
                // tab removed, a stack set): decide again against the tree as it
                // is now, and refuse now what could not be performed (H2).
                // When nothing changed it, the plan just made holds. (A check
                // makes no operations: the plan's stay those of the tree
                // before the builders.)
                var again = ModulePool(built)
                let before = TreeGeneration.current
                _ = try planRoutes(routes, reusing: &again, building: false)
                checkedAt = TreeGeneration.current == before ? before : nil
            }
        } catch {
            routing.data = stored
            throw error
        }
        routing.data = stored
        return (parts, built, plannedAt, checkedAt)
    }

    /// Why a frozen route's call no longer applies, asked when it is
    /// performed; `nil` when it does (H2, S23).
    fileprivate func whyRoutesNoLongerApply(
        _ routes: [Route], screens: [any Screen], reusing built: [BuiltModule], _ holds: PlanValidity,
        isUnplanned: Bool
    ) -> String? {
        if isUnchanged(since: holds.checked, reading: holds) { return nil }
        if let why = whyAlreadyInTree(screens) { return why }
        // Planned when performed, after the calls before it.
        if isUnplanned { return nil }
        // Planned again against the tree as it is now, building
        // nothing: a route that no longer applies is refused
        // here with what a tap would throw (H2).
        var pool = ModulePool(built)
        let checkedAt = TreeGeneration.current
        do throws(NavigationError) {
            _ = try planRoutes(routes, reusing: &pool, building: false)
        } catch {
            return "\(error)"
        }
        if TreeGeneration.current == checkedAt { holds.checked = checkedAt }
        return nil
    }

    /// Performs a route's call: stores its data and applies its plans.
    fileprivate func performRoutes(
        _ routes: [Route], planned parts: [RoutePlan], reusing built: [BuiltModule],
        storing data: [Route: RouteData], _ holds: PlanValidity, label: String
    ) {
        store(data)
        // Late binding (H2): the plan made at the call only for the
        // very tree it was made against (nothing changed since, see
        // ``TreeGeneration``), where planning again makes the same
        // operations with the same screens.
        if routes.count == 1, let plan = parts.first, !plan.replacesRootScreen,
            isUnchanged(since: holds.planned, reading: holds)
        {
            apply(plan.operations)
            pruneRouteData()
            return
        }
        // Otherwise each route is planned again against the tree as
        // it is now (an earlier transition of the same commit, or
        // the user, may have changed any part of it, hidden tabs
        // included), with the screens and presentations built when
        // the call was made.
        var pool = ModulePool(built)
        for route in routes {
            do throws(NavigationError) {
                let replanned = try planRoutes([route], reusing: &pool, building: true)
                for part in replanned {
                    for handle in part.handles { handle.hasJoinedTree = true }
                    apply(part.operations)
                }
            } catch {
                report(.transitionRefused, "\(label) could not be planned again: \(error)")
                break
            }
        }
        pruneRouteData()
    }

    /// Whether the tree is the one it was at `generation`: nothing a plan
    /// reads has changed since (``TreeGeneration``), and no container an app
    /// defines, whose changes are not counted, is in it.
    private func isUnchanged(since generation: Int?, reading holds: PlanValidity) -> Bool {
        generation == TreeGeneration.current && holdsOnlyOwnContainers
            && holds.readElements.allSatisfy { read in read.screen.map { routeElement(of: $0) == read.element } ?? false
            }
    }

    /// Whether every container in the tree is one of the host's own
    /// (stacks, tabs, splits), whose every change ``TreeGeneration``
    /// counts; a container an app defines changes without telling the host.
    var holdsOnlyOwnContainers: Bool {
        guard let root else { return true }
        for presentation in presentations {
            if case .screen = presentation.content { continue }
            if case .stack = presentation.content { continue }
            return false
        }
        return root.child.containers.allSatisfy {
            $0 is ScreenStack || $0 is TabContainer || $0 is SplitContainer
        }
    }

    /// What a route's call knows of the trees it was planned against
    /// (``TreeGeneration``).
    final class PlanValidity {
        /// The generation of the last tree a check found the route applies
        /// to, none of its screens in it; `nil` when it must check again.
        var checked: Int?
        /// The generation of the tree the call's own plan (its operations)
        /// was made against; never moved on, since a check makes no
        /// operations.
        var planned: Int?
        /// The elements the plan read from the screens themselves (those
        /// the host did not build for an element: an identity, a name), as
        /// it read them: a plan holds only while each screen still reads so,
        /// since an identity or a name may change without a change to the
        /// tree. Recorded as the plan reads them, so that keeping them costs
        /// no walk of the tree (H1).
        var readElements: [ReadElement] = []

        /// A screen's element as a plan read it.
        struct ReadElement {
            weak var screen: (any Screen)?
            let element: RouteElement
        }
    }

    /// Stores `data` against its routes (a restoration's).
    private func store(_ data: [Route: RouteData]) {
        guard !data.isEmpty else { return }
        if routing.data.isEmpty { routing.lastTreeRoutes = treeRoutes }
        routing.data.merge(data) { _, new in new }
    }

    /// Plans `routes` one after the other against the tree as it is now:
    /// each is completed (`completed(_:)`) and diffed from the one before
    /// (the first from the current route).
    ///
    /// - Parameters:
    ///   - pool: Modules built earlier for the same call, reused by element
    ///     (with the presentation made for them); what is reused leaves it.
    ///   - building: Whether an element missing from `pool` is built (its
    ///     builder runs); otherwise its registration is only checked and a
    ///     stand-in takes its place, no container identifier is taken and
    ///     no operation is recorded: a check that changes nothing.
    /// - Throws: What planning each route throws.
    func planRoutes(
        _ routes: [Route], reusing pool: inout ModulePool, building: Bool
    ) throws(NavigationError) -> [RoutePlan] {
        var slots = routeSlots()
        // A screen is found by a route only where it is shown as the route
        // shows its element; elsewhere the element counts as another one and
        // is built as a tap would (H8, H9).
        var from = Route(
            slots.indices.map { index in
                isShownAsRegistered(slots.elements[index], at: slots.placements[index])
                    ? slots.elements[index] : Self.misplaced
            })
        // The hidden columns of the collapsed splits (H5): out of the
        // current route, each put back, where the split's primary column
        // ends, for a route that names it.
        var hidden = hiddenColumns(in: slots).sorted { $0.key < $1.key }.map { _, split in
            let column = columnSlots(of: split)
            return HiddenColumn(split: split, elements: column.elements, slots: column.slots)
        }
        // The slots go from plan to plan without a copy: each planner shares
        // them as they are and changes only its own end of the route
        // (``PlannedSlots``); handing them over leaves no other reference.
        var current = slots.takeSlots()
        var parts: [RoutePlan] = []
        let completedRoutes = routes.map(completed)
        for (number, route) in completedRoutes.enumerated() {
            var before = from
            var slotsBefore = current
            current = []
            if !hidden.isEmpty, route.elements.contains(where: { $0.name == "column" }) {
                // A route that names a hidden column is the difference from
                // the tree with the column in, as when expanded: what is
                // presented over the split stays where it matches (H8).
                let (withColumns, slotsWithColumns) = HiddenColumn.inserting(hidden, into: from, slotsBefore)
                var probe = pool
                let probed = try? planRoute(
                    RouteDiff.StepList(from: withColumns, to: route), from: slotsWithColumns, to: route,
                    reusing: &probe, building: false)
                if let probed, hidden.contains(where: { HiddenColumn.holdsColumn(probed.after.array, of: $0.split) }) {
                    (before, slotsBefore) = (withColumns, slotsWithColumns)
                }
            }
            let steps = RouteDiff.StepList(from: before, to: route)
            // Tabs below the first change that the route leaves for another
            // of their tabs keep their stacks, as a tab bar does (H5).
            var left: Set<ObjectIdentifier> = []
            if !steps.isEmpty, slotsBefore.indices.dropFirst().contains(where: { slotsBefore[$0].selectsAChild }) {
                var probe = pool
                if let probed = try? planRoute(
                    steps, from: slotsBefore, to: route, reusing: &probe, building: false)
                {
                    left = RouteSlot.stacksLeftAsTheyAre(from: slotsBefore, after: probed.after.array)
                }
            }
            var part =
                steps.isEmpty
                ? RoutePlan(after: PlannedSlots(slotsBefore))
                : try planRoute(
                    steps, from: consume slotsBefore, to: route, reusing: &pool, building: building, leaving: left)
            if number + 1 < completedRoutes.count {
                // The next route is the difference from this one. A route
                // into a collapsed split's hidden column leaves it out of
                // the route the tree then shows (H5).
                (from, current) = HiddenColumn.cutting(&hidden, from: route, part.after.array)
            }
            if building { part.after = PlannedSlots() }
            parts.append(part)
        }
        return parts
    }

    /// What stands in the current route, when planning, for an element
    /// shown otherwise than its registration shows it: equal to no element.
    private static let misplaced = RouteElement("", argument: "misplaced")

    /// Whether the screen at `slot` is where a route would show `element`:
    /// pushed for a pushed element, presented modally or in a stack for one
    /// presented so. A stack's bottom screen, the root, and an element no
    /// registration names are always where they are.
    private func isShownAsRegistered(_ element: RouteElement, at placement: RouteSlot.Placement) -> Bool {
        guard let presentation = routing.registrations[element.name]?.presentation else { return true }
        switch (placement, presentation) {
        case (.presentedScreen, .push), (.presentedScreen, .presentInNavigationStack): return false
        case (.presentedStackBottom, .presentInNavigationStack): return true
        case (.presentedStackBottom, _): return false
        case (.pushed, .push): return true
        case (.pushed, _): return false
        default: return true
        }
    }

    /// `route`, or when it names only a tab (`/tab:1`), that tab as its
    /// stack starts: its bottom screen, and `column:1` for an expanded split,
    /// so that the tab shows what such a route shows whichever tab was
    /// selected before.
    ///
    /// A collapsed split shows its secondary column on its primary one, and
    /// its route names no `column:1`: a route through it (saved while it was
    /// expanded, say) has its `column:1` left out. A route that stops at a
    /// container the tree holds names what it shows
    /// (`routeShownByContainer(endingAt:)`).
    private func completed(_ route: Route) -> Route {
        if let shown = routeShownByContainer(endingAt: route) { return shown }
        var split: SplitContainer?
        switch root {
        case .split(let rootSplit)?:
            split = rootSplit
        case .tabs(let tabs)?:
            if let tab = route.elements.first, tab.name == "tab", let index = tab.argument.flatMap(Int.init),
                tabs.contents.indices.contains(index)
            {
                split = tabs.contents[index] as? SplitContainer
                let content = tabs.contents[index]
                if route.elements.count == 1, !NavigationChild.container(content).namesItsSelection,
                    let bottom = TabContainer.mainStack(content).rootScreen
                {
                    var elements = [tab, routeElement(of: bottom)]
                    if let split, !split.isCollapsed { elements.append(RouteElement("column", argument: "1")) }
                    return Route(elements)
                }
            }
        default:
            break
        }
        // A collapsed split that hides its secondary column (H5) takes the
        // route into it all the same: the column shows it once expanded.
        guard let split, split.isCollapsed, split.movesOnCollapse else { return route }
        return Route(route.elements.filter { $0.name != "column" })
    }

    /// One change of the tree that a route's steps come to.
    enum RouteOperation {
        case removeScreen(ScreenStack, any Screen)
        case truncate(ScreenStack, keeping: Int)
        case dismiss(Presentation)
        case selectTab(TabContainer, Int)
        case showChild(any NavigationContainer, Int)
        case replaceInStack(ScreenStack, Int, any Screen)
        case replaceRootScreen(any Screen)
        /// The root of an empty host: a stack built for the route.
        case setRootStack(ScreenStack)
        case replacePresentation(Presentation, with: Presentation)
        case push(ScreenStack, any Screen)
        case present(Presentation)
    }

    struct RoutePlan {
        var operations: [RouteOperation] = []
        var screens: [any Screen] = []
        var handles: [ModuleHandle] = []
        /// The modules built for the plan, with their elements.
        var built: [BuiltModule] = []
        /// Where each element of the route lives once the plan is applied;
        /// kept by checks only (a plan that builds nothing), since a kept
        /// one would share the route's cached slots (``RouteSlotCache``).
        var after = PlannedSlots()
        /// Whether it replaces the root screen: the module built for the new
        /// one is told a new container identifier each time it is planned.
        var replacesRootScreen = false

        /// The parts' `values`, one after the other: the one part's own
        /// array when there is one (a route's), not a copy.
        static func joined<Value>(_ parts: [RoutePlan], _ values: KeyPath<RoutePlan, [Value]>) -> [Value] {
            parts.count == 1 ? parts[0][keyPath: values] : parts.flatMap { $0[keyPath: values] }
        }
    }

    /// A module built for a route element, and the presentation made for
    /// it when it is presented: planned again, the route reuses both.
    struct BuiltModule {
        let element: RouteElement
        let screen: any Screen
        let handle: ModuleHandle
        var presentation: Presentation?
        /// The root stack made for it when it is the first element of a
        /// route set on an empty host.
        var rootStack: ScreenStack?
    }

    /// The modules built for one call, reused by element, in the order they
    /// were built, when the call is planned again (`BuiltModule`).
    ///
    /// The modules are shared, never copied: planning a route again costs no
    /// copy of what it built, and finding the next module to reuse (usually
    /// the first not yet taken) costs the same at any route length.
    struct ModulePool {
        private let modules: [BuiltModule]
        /// Every module before it is taken.
        private var start = 0
        /// Which modules are taken; made only when one is taken out of order.
        private var taken: [Bool] = []

        init(_ modules: [BuiltModule] = []) {
            self.modules = modules
        }

        subscript(index: Int) -> BuiltModule { modules[index] }

        /// The first module not yet taken that was built for `element` (and
        /// satisfies `predicate`).
        func firstIndex(of element: RouteElement, where predicate: (BuiltModule) -> Bool = { _ in true }) -> Int? {
            var index = start
            while index < modules.count {
                if (taken.isEmpty || !taken[index]) && modules[index].element == element && predicate(modules[index]) {
                    return index
                }
                index += 1
            }
            return nil
        }

        mutating func take(at index: Int) {
            if index == start {
                start += 1
            } else {
                if taken.isEmpty { taken = Array(repeating: false, count: modules.count) }
                taken[index] = true
            }
            while !taken.isEmpty, start < modules.count, taken[start] { start += 1 }
        }
    }

    /// What stands for a module in a plan that builds nothing.
    private final class PlannedScreen: Screen {
        let screenName: String
        init(_ element: RouteElement) { screenName = element.description }
    }

    /// Turns a diff's steps into operations, building the new screens: the
    /// walk over the route's slots, each step answered by the slot it pops
    /// (`planPop(_:)`), changes (`planChange(to:at:_:)`) or pushes after
    /// (`planPush(_:at:_:)`), with what they share in a `RoutePlanner`.
    private func planRoute(
        _ steps: RouteDiff.StepList, from slots: consuming [RouteSlot], to route: Route,
        reusing pool: inout ModulePool, building: Bool, leaving left: Set<ObjectIdentifier> = []
    ) throws(NavigationError)
        -> RoutePlan
    {
        var planner = RoutePlanner(
            steps, from: consume slots, to: route, reusing: pool, building: building, leaving: left)
        // The planner holds the pool while it plans: what it takes is never copied.
        pool = ModulePool()
        defer { pool = planner.pool }
        if building { routing.expect(steps.count) }
        for step in steps {
            let goesOn: Bool
            switch step {
            case .pop:
                planPop(&planner)
                goesOn = true
            case .change(_, let element, let depth):
                goesOn = try planChange(to: element, at: depth, &planner)
            case .push(let element, let depth):
                goesOn = try planPush(element, at: depth, &planner)
            }
            // A check stops at a container that was not built at the call.
            guard goesOn else { break }
        }
        planner.releaseAdopted()
        planner.plan.after = planner.after
        return planner.plan
    }

    /// A pop step: the route's last element leaves. A pushed screen leaves
    /// its stack, the bottom of a presentation dismisses it; a tab's bottom
    /// screen, the root, `column:1` and a selection stay, and so does the
    /// stack of a tab the route leaves for another one (H5).
    private func planPop(_ planner: inout RoutePlanner) {
        switch planner.after.removeLast() {
        case .stackScreen(let stack, let index, let presentation, let screen):
            if presentation == nil && (planner.switchesTab || planner.left.contains(ObjectIdentifier(stack))) {
                break
            } else if index > 0 || isSecondaryColumn(stack) {
                planner.record(.removeScreen(stack, screen))
                planner.leftByPops[ObjectIdentifier(stack)] = min(index, planner.screensLeft(in: stack))
            } else if let presentation {
                planner.record(.dismiss(presentation))
            }
        case .presentedScreen(let presentation), .presentedContainer(let presentation):
            planner.record(.dismiss(presentation))
        case .tab, .rootScreen, .column, .child:
            break
        }
    }

    /// A change step: the element at `depth` becomes `element`, as the slot
    /// it is in answers.
    ///
    /// - Returns: Whether planning goes on: a check stops at a container
    ///   that was not built at the call (`MadeContainer.unplanned`).
    private func planChange(
        to element: RouteElement, at depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> Bool {
        switch planner.after[depth] {
        case .column(let split):
            return try changeColumn(of: split, to: element, at: depth, &planner)
        case .tab(let tabs, _):
            try changeTab(of: tabs, to: element, at: depth, &planner)
        case .child(let container, _):
            try changeChild(of: container, to: element, at: depth, &planner)
        case .stackScreen(let stack, let index, nil, let old)
        where element.name == "column" && splitContainer(withPrimary: stack) != nil:
            try shrinkPrimaryColumn(stack, at: index, from: old, to: element, depth: depth, &planner)
        case .stackScreen(let stack, let index, let presentation, let old):
            return try changeStackScreen(
                old, at: index, of: stack, presentation, to: element, depth: depth, &planner)
        case .rootScreen:
            try changeRootScreen(to: element, at: depth, &planner)
        case .presentedScreen(let old), .presentedContainer(let old):
            return try changePresentation(old, to: element, at: depth, &planner)
        }
        return true
    }

    /// A change of a split's `column:1`: the primary column grows, the
    /// element joins it and the secondary column starts after it (pushed back
    /// below); a container is presented over the split (H5).
    private func changeColumn(
        of split: SplitContainer, to element: RouteElement, at depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> Bool {
        guard element.name != "column" else { return true }
        switch try plannedContainer(element, &planner) {
        case .made(let made):
            // A container is presented over the split (H5).
            planner.record(.present(made))
            planner.after[depth] = .presentedContainer(made)
            return true
        case .unplanned: return false
        case .notAContainer: break
        }
        // A primary column of tabs or an app-defined container
        // grows on the stack its route ends in (H5).
        let primaryStack: ScreenStack
        if let stack = split.primaryStack {
            primaryStack = stack
        } else if depth > 0, case .stackScreen(let stack, _, nil, _) = planner.after[depth - 1] {
            primaryStack = stack
        } else {
            throw NavigationError(
                .invalidRoute, "\(planner.route): \(element) is not in a stack of the primary column")
        }
        let screen = try plannedScreen(
            for: element, depth: depth, kind: split.primaryStack != nil ? .pushPrimary : .push,
            container: primaryStack.id, presenter: nil, &planner)
        planner.record(.push(primaryStack, screen))
        planner.after[depth] = .stackScreen(primaryStack, primaryStack.screens.count, nil, screen)
        return true
    }

    /// A change of a tab selection: another tab of the same tabs.
    private func changeTab(
        of tabs: TabContainer, to element: RouteElement, at depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) {
        guard element.name == "tab", let index = element.argument.flatMap(Int.init),
            tabs.contents.indices.contains(index)
        else {
            throw NavigationError(
                .invalidRoute, "\(planner.route): \(element) is not a tab of \(tabs.contents.count)")
        }
        planner.record(.selectTab(tabs, index))
        planner.after[depth] = .tab(tabs, index)
    }

    /// A change of an app-defined container's shown child: another of its children (H5).
    private func changeChild(
        of container: any NavigationContainer, to element: RouteElement, at depth: Int,
        _ planner: inout RoutePlanner
    ) throws(NavigationError) {
        guard element.name == container.containerName, let index = element.argument.flatMap(Int.init),
            container.children.indices.contains(index)
        else {
            throw NavigationError(
                .invalidRoute,
                "\(planner.route): \(element) is not a child of \(container.containerName) (\(container.children.count))"
            )
        }
        planner.record(.showChild(container, index))
        planner.after[depth] = .child(container, index)
    }

    /// A screen of a split's primary column changed to `column:1`: the
    /// primary column shrinks, and the secondary column starts here. It
    /// keeps its bottom screen, as a tab's stack does.
    private func shrinkPrimaryColumn(
        _ stack: ScreenStack, at index: Int, from old: any Screen, to element: RouteElement, depth: Int,
        _ planner: inout RoutePlanner
    ) throws(NavigationError) {
        guard index > 0 else {
            throw NavigationError(
                .invalidRoute,
                "\(planner.route): \(element) would empty the primary column; it starts with \(old.screenName)")
        }
        planner.record(.removeScreen(stack, old))
        planner.after[depth] = .column(splitContainer(withPrimary: stack)!)
    }

    /// A change of a screen in a stack: the new element in its place, pushed
    /// onto the stack below instead of a presented stack's bottom, or
    /// presented instead of it, as its registration shows it; a container is
    /// presented in its place (H5). A tab's bottom screen is never changed.
    ///
    /// - Returns: Whether planning goes on (`planChange(to:at:_:)`).
    private func changeStackScreen(
        _ old: any Screen, at index: Int, of stack: ScreenStack, _ presentation: Presentation?,
        to element: RouteElement, depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> Bool {
        let route = planner.route
        if index == 0, presentation == nil, let tab = tabStarting(with: stack) {
            // A tab's bottom screen names the tab, as a push after
            // `tab:` does: it is never changed in place.
            throw NavigationError(
                .invalidRoute, "\(route): tab \(tab) starts with \(routeElement(of: old)), not \(element)")
        }
        if routing.containerRegistrations[element.name] != nil {
            // A container is presented in the screen's place (H5):
            // over its stack, or instead of the presentation it starts.
            return try presentContainer(
                element, inPlaceOf: old, at: index, of: stack, presentation, depth: depth, &planner)
        }
        let shownBy = try self.presentation(of: element, at: depth, in: planner.route)
        let previousStack = planner.stackBelow(depth)
        switch (shownBy, index, presentation) {
        case (.push, 0, let presented?) where previousStack != nil:
            // A presented stack's bottom becomes a pushed screen.
            let (below, belowIndex, belowPresentation) = previousStack!
            let screen = try plannedScreen(
                for: element, depth: depth, kind: .push, container: below.id, presenter: nil, &planner)
            planner.record(.dismiss(presented))
            planner.record(.push(below, screen))
            planner.after[depth] = .stackScreen(below, belowIndex + 1, belowPresentation, screen)
        case (.push, _, _),
            (_, 0, nil) where !isSecondaryColumn(stack):
            // In place; a root stack's or a tab's bottom screen
            // stays in its stack whatever shows the new element.
            let screen = try plannedScreen(
                for: element, depth: depth, kind: .setStack, container: stack.id, presenter: nil, &planner)
            planner.record(.replaceInStack(stack, index, screen))
            planner.after[depth] = .stackScreen(stack, index, presentation, screen)
        case (_, 0, let presented?):
            let (made, slot) = try plannedPresentation(
                of: element, depth: depth, shownBy, presenter: depth > 0 ? planner.after[depth - 1].screen : nil,
                &planner)
            planner.record(.replacePresentation(presented, with: made))
            planner.after[depth] = slot
        default:
            // A pushed screen becomes a presentation over its stack.
            let (made, slot) = try plannedPresentation(
                of: element, depth: depth, shownBy, presenter: depth > 0 ? planner.after[depth - 1].screen : nil,
                &planner)
            planner.record(.removeScreen(stack, old))
            planner.record(.present(made))
            planner.after[depth] = slot
        }
        return true
    }

    /// A container presented in the place of a screen of a stack (H5): over
    /// its stack, or instead of the presentation the screen starts.
    ///
    /// - Returns: Whether planning goes on (`planChange(to:at:_:)`).
    private func presentContainer(
        _ element: RouteElement, inPlaceOf old: any Screen, at index: Int, of stack: ScreenStack,
        _ presentation: Presentation?, depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> Bool {
        if index == 0, presentation == nil, !isSecondaryColumn(stack) {
            throw NavigationError(
                .invalidRoute, "\(planner.route): \(routeElement(of: old)) starts its stack, not \(element)")
        }
        guard case .made(let made) = try plannedContainer(element, &planner) else { return false }
        if index == 0, let presentation {
            planner.record(.replacePresentation(presentation, with: made))
        } else {
            planner.record(.removeScreen(stack, old))
            planner.record(.present(made))
        }
        planner.after[depth] = .presentedContainer(made)
        return true
    }

    /// A change of the root screen (a host whose root is one screen): a new
    /// root screen, never a presented container.
    private func changeRootScreen(
        to element: RouteElement, at depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) {
        if routing.containerRegistrations[element.name] != nil {
            throw NavigationError(
                .invalidRoute, "\(planner.route): the root screen is never a presented \(element)")
        }
        let screen = try plannedScreen(
            for: element, depth: depth, kind: .setRoute, container: newContainerID(planner), presenter: nil, &planner
        )
        planner.record(.replaceRootScreen(screen))
        planner.plan.replacesRootScreen = true
        planner.after[depth] = .rootScreen(screen)
    }

    /// A change of a presented screen or container: another presentation in
    /// its place, or a screen pushed onto the stack below instead (H5).
    ///
    /// - Returns: Whether planning goes on (`planChange(to:at:_:)`).
    private func changePresentation(
        _ old: Presentation, to element: RouteElement, at depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> Bool {
        switch try plannedContainer(element, &planner) {
        case .made(let made):
            planner.record(.replacePresentation(old, with: made))
            planner.after[depth] = .presentedContainer(made)
            return true
        case .unplanned: return false
        case .notAContainer: break
        }
        let shownBy = try self.presentation(of: element, at: depth, in: planner.route)
        if case .push = shownBy {
            guard let (below, belowIndex, belowPresentation) = planner.stackBelow(depth) else {
                throw NavigationError(.notInStack, "\(planner.route) pushes \(element) where there is no stack")
            }
            let screen = try plannedScreen(
                for: element, depth: depth, kind: .push, container: below.id, presenter: nil, &planner)
            planner.record(.dismiss(old))
            planner.record(.push(below, screen))
            planner.after[depth] = .stackScreen(below, belowIndex + 1, belowPresentation, screen)
        } else {
            let (made, slot) = try plannedPresentation(
                of: element, depth: depth, shownBy, presenter: depth > 0 ? planner.after[depth - 1].screen : nil,
                &planner)
            planner.record(.replacePresentation(old, with: made))
            planner.after[depth] = slot
        }
        return true
    }

    /// A push step: `element` goes after the route's last element, as the
    /// slot of that element answers: the root stack of an empty host, what
    /// a selected child shows, the next screen of an adopted stack,
    /// `column:1` after a split's primary column, or a new screen or
    /// presentation (`pushNew(_:at:after:_:)`).
    ///
    /// - Returns: Whether planning goes on (`planChange(to:at:_:)`).
    private func planPush(
        _ element: RouteElement, at depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> Bool {
        guard let previous = planner.after.last else {
            try pushOnEmptyHost(element, at: depth, &planner)
            return true
        }
        if let slot = try slotInSelection(of: element, after: previous, &planner) {
            planner.after.append(slot)
            return true
        }
        if let (stack, kept) = planner.adopted, planner.screensLeft(in: stack) > kept,
            routeElement(of: stack.screens[kept]) == element
        {
            planner.adopted = (stack, kept + 1)
            planner.after.append(.stackScreen(stack, kept, nil, stack.screens[kept]))
            return true
        }
        let wasAdopting = planner.adopted != nil
        planner.releaseAdopted()
        if element.name == "column", case .stackScreen(let stack, _, nil, _) = previous,
            let split = planner.madeSplits.last(where: { $0.holdsInPrimaryColumn(stack) })
                ?? splitContainer(withPrimary: stack)
        {
            pushColumn(of: split, wasAdopting: wasAdopting, &planner)
            return true
        }
        return try pushNew(element, at: depth, after: previous, &planner)
    }

    /// A push on an empty host (H8): the route's first element is the
    /// bottom of a new root stack, whatever shows it elsewhere, and the rest
    /// is placed from there. Tabs and splits are set up by the app; a route
    /// cannot say what they hold.
    private func pushOnEmptyHost(
        _ element: RouteElement, at depth: Int, _ planner: inout RoutePlanner
    ) throws(NavigationError) {
        guard element.name != "tab", element.name != "column" else {
            throw NavigationError(
                .noTabContainer,
                "\(planner.route): the host has no root; set its tabs or split up (setRoot) before a route goes into them"
            )
        }
        let madeStack = planner.pool.firstIndex(of: element).map { planner.pool[$0].rootStack } ?? nil
        let stack = madeStack ?? ScreenStack(id: newContainerID(planner))
        let screen = try plannedScreen(
            for: element, depth: depth, kind: .setRoute, container: stack.id, presenter: nil, &planner)
        if planner.building { stack.setUp([screen]) }
        if let index = planner.plan.built.lastIndex(where: { $0.screen === screen }) {
            planner.plan.built[index].rootStack = stack
        }
        planner.record(.setRootStack(stack))
        planner.after.append(.stackScreen(stack, 0, nil, screen))
    }

    /// The slot of an element pushed after a slot that selects what a
    /// container shows: a secondary column of tabs or an app-defined
    /// container, an app-defined container's child, a presented container,
    /// a tab. What is shown there names the element (H5); `nil` after any
    /// other slot.
    private func slotInSelection(
        of element: RouteElement, after previous: RouteSlot, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> RouteSlot? {
        let route = planner.route
        switch previous {
        case .column(let split) where split.secondaryStack == nil:
            // A secondary column of tabs or an app-defined container
            // names what it shows, as at the root (H5).
            return try slot(
                of: element, startingIn: split.secondaryColumn, route: route, adopting: &planner.adopted,
                plan: &planner.plan)
        case .child(let container, let index):
            if container.children.indices.contains(index),
                case .container(let inner) = container.children[index],
                NavigationChild.container(inner).namesItsSelection
            {
                // A child holding tabs or another app-defined container names what it shows (H5).
                return try slot(
                    of: element, startingIn: inner, route: route, adopting: &planner.adopted, plan: &planner.plan)
            }
            // As after a tab: the element names the bottom screen of
            // the child's topmost stack.
            guard container.children.indices.contains(index),
                let stack = (container.children[index]).topmostStack,
                let bottom = stack.rootScreen, routeElement(of: bottom) == element
            else {
                throw NavigationError(
                    .invalidRoute, "\(route): \(container.containerName) \(index) does not start with \(element)")
            }
            planner.adopted = (stack, 1)
            return .stackScreen(stack, 0, nil, bottom)
        case .presentedContainer(let presented):
            guard case .container(let container) = presented.content else { return nil }
            return try slot(
                of: element, startingIn: container, route: route, adopting: &planner.adopted, plan: &planner.plan)
        case .tab(let tabs, let index):
            return try slotInTab(index, of: tabs, element, &planner)
        default:
            return nil
        }
    }

    /// The slot of an element pushed after a tab: what the tab shows names
    /// it, or it is the bottom screen of the tab's stack, adopted (H5).
    private func slotInTab(
        _ index: Int, of tabs: TabContainer, _ element: RouteElement, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> RouteSlot {
        guard tabs.contents.indices.contains(index) else {
            // Never trusted: the tab may have gone since the slot was taken.
            throw NavigationError(.tabIndexOutOfRange, "\(planner.route): no tab \(index)")
        }
        if NavigationChild.container(tabs.contents[index]).namesItsSelection {
            // A tab holding tabs or an app-defined container names what it shows (H5).
            return try slot(
                of: element, startingIn: tabs.contents[index], route: planner.route, adopting: &planner.adopted,
                plan: &planner.plan)
        }
        let stack = TabContainer.mainStack(tabs.contents[index])
        guard let bottom = stack.rootScreen, routeElement(of: bottom) == element else {
            throw NavigationError(
                .invalidRoute, "\(planner.route): tab \(index) does not start with \(element)")
        }
        if let split = tabs.contents[index] as? SplitContainer, !split.isCollapsed,
            let secondary = split.secondaryStack, !secondary.screens.isEmpty,
            !planner.route.elements[planner.after.count...].contains(where: { $0.name == "column" })
        {
            // A route that stops before `column:1` leaves the expanded
            // split's detail column empty, whether its tab was selected
            // before or not (H8).
            planner.record(.truncate(secondary, keeping: 0))
        }
        planner.adopted = (stack, 1)
        return .stackScreen(stack, 0, nil, bottom)
    }

    /// `column:1` pushed after a screen of a split's primary column: where
    /// the secondary column starts, nothing to build. The detail column is
    /// adopted when the split is shown again.
    private func pushColumn(of split: SplitContainer, wasAdopting: Bool, _ planner: inout RoutePlanner) {
        planner.after.append(.column(split))
        let columnWasInRoute = planner.columnsInRoute.contains(ObjectIdentifier(split))
        // A route that selects another tab of a primary column
        // of tabs left the detail column as it was, unpopped (H5).
        let columnLeftAsItWas = columnWasInRoute && planner.switchesTab
        if wasAdopting || !columnWasInRoute || columnLeftAsItWas {
            // A split shown again (another tab's): its detail
            // column is kept as far as it matches the route, like
            // its primary one, and the rest of it leaves. (A
            // column that was in the route was popped above,
            // unless it was left as it was.)
            planner.adopted = split.secondaryStack.map { ($0, 0) }
        }
    }

    /// A push of an element that nothing before it names: a presented
    /// container, the secondary column's bottom screen, a screen pushed onto
    /// the stack before it, or a presentation, as its registration says.
    ///
    /// - Returns: Whether planning goes on (`planChange(to:at:_:)`).
    private func pushNew(
        _ element: RouteElement, at depth: Int, after previous: RouteSlot, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> Bool {
        switch try plannedContainer(element, &planner) {
        case .made(let made):
            planner.record(.present(made))
            planner.after.append(.presentedContainer(made))
            return true
        case .unplanned: return false
        case .notAContainer: break
        }
        let presentation = try self.presentation(of: element, at: depth, in: planner.route)
        if case .column(let split) = previous, case .push = presentation {
            // The secondary column's bottom screen (H5).
            let screen = try plannedScreen(
                for: element, depth: depth, kind: .setSecondary, container: split.secondary.id, presenter: nil,
                &planner)
            planner.record(.push(split.secondary, screen))
            planner.after.append(.stackScreen(split.secondary, 0, nil, screen))
            return true
        }
        if case .push = presentation {
            guard case .stackScreen(let stack, let index, let presented, _) = previous else {
                throw NavigationError(.notInStack, "\(planner.route) pushes \(element) where there is no stack")
            }
            let screen = try plannedScreen(
                for: element, depth: depth, kind: .push, container: stack.id, presenter: nil, &planner)
            planner.record(.push(stack, screen))
            planner.after.append(.stackScreen(stack, index + 1, presented, screen))
        } else {
            let (made, slot) = try plannedPresentation(
                of: element, depth: depth, presentation, presenter: previous.screen, &planner)
            planner.record(.present(made))
            planner.after.append(slot)
        }
        return true
    }

    /// The screen of `element` at `depth`: the one built for it when the
    /// call was made if the route is planned again, a stand-in in a check
    /// (so that it touches none of the modules built for the call), or a
    /// module built now.
    private func plannedScreen(
        for element: RouteElement, depth: Int, kind: TransitionKind, container: ContainerID,
        presenter: (any Screen)?, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> any Screen {
        if let index = planner.pool.firstIndex(of: element) {
            planner.pool.take(at: index)
            guard planner.building else { return PlannedScreen(element) }
            // Planned again when performed: the screen built when the call was made.
            planner.pool[index].handle.containerID = container
            return planner.pool[index].screen
        }
        guard planner.building else {
            _ = try registration(for: element)
            return PlannedScreen(element)
        }
        let (screen, handle) = try buildModule(
            for: element, prefix: depth + 1, of: planner.route, kind: kind, container: container,
            presenter: presenter)
        planner.plan.screens.append(screen)
        planner.plan.handles.append(handle)
        planner.plan.built.append(BuiltModule(element: element, screen: screen, handle: handle))
        return screen
    }

    /// A container identifier: none is taken by a plan that builds nothing.
    private func newContainerID(_ planner: RoutePlanner) -> ContainerID {
        planner.building ? makeContainerID() : ContainerID(rawValue: -1)
    }

    /// The presentation of `element` as `presentation` shows it, and its
    /// slot: the one made when the call was made if the route is planned
    /// again, so that its containers keep their identifiers, else made now.
    private func plannedPresentation(
        of element: RouteElement, depth: Int, _ presentation: RoutePresentation, presenter: (any Screen)?,
        _ planner: inout RoutePlanner
    ) throws(NavigationError) -> (Presentation, RouteSlot) {
        let before = planner.madeBefore(element)
        switch presentation {
        case .push, .presentModally, .showInSecondaryColumn, .setRoot:
            if let before, case .screen = before.content {
                _ = try plannedScreen(
                    for: element, depth: depth, kind: .presentModally, container: before.id, presenter: presenter,
                    &planner)
                return (before, .presentedScreen(before))
            }
            let id = newContainerID(planner)
            let screen = try plannedScreen(
                for: element, depth: depth, kind: .presentModally, container: id, presenter: presenter, &planner)
            let made = Presentation(id: id, content: .screen(screen), style: presentation.style ?? .sheet)
            planner.remember(made, for: screen)
            return (made, .presentedScreen(made))
        case .presentInNavigationStack(let style):
            if let before, case .stack(let stack) = before.content {
                let screen = try plannedScreen(
                    for: element, depth: depth, kind: .presentInNavigationStack, container: stack.id,
                    presenter: presenter, &planner)
                return (before, .stackScreen(stack, 0, before, screen))
            }
            let stack = ScreenStack(id: newContainerID(planner))
            let screen = try plannedScreen(
                for: element, depth: depth, kind: .presentInNavigationStack, container: stack.id,
                presenter: presenter, &planner)
            if planner.building { stack.setUp([screen]) }
            let made = Presentation(id: newContainerID(planner), content: .stack(stack), style: style)
            planner.remember(made, for: screen)
            return (made, .stackScreen(stack, 0, made, screen))
        }
    }

    /// The presentation of the container `element` names
    /// (`registerRouteContainer(_:style:_:)`, H5): the one made when the
    /// call was made if the route is planned again, else built now;
    /// `.notAContainer` when no container is registered for it, and
    /// `.unplanned` for a plan that builds nothing when none was made.
    private func plannedContainer(
        _ element: RouteElement, _ planner: inout RoutePlanner
    ) throws(NavigationError) -> MadeContainer {
        guard let registration = routing.containerRegistrations[element.name] else { return .notAContainer }
        if let invalidity = registration.style.invalidity { throw invalidity }
        if let index = planner.pool.firstIndex(of: element, where: { $0.presentation != nil }),
            let made = planner.pool[index].presentation, case .container(let container) = made.content
        {
            planner.pool.take(at: index)
            planner.madeSplits += NavigationChild.container(container).containers.compactMap { $0 as? SplitContainer }
            return .made(made)
        }
        guard planner.building else { return .unplanned }
        let route = planner.route
        let content = try registration.build(element)
        if case .screen = content.shape {
            throw NavigationError(.invalidRoute, "\(route): \(element) describes a screen, not a container")
        }
        if case .stack = content.shape {
            throw NavigationError(.invalidRoute, "\(route): \(element) describes a stack, not a container")
        }
        let (made, handles) = makeRoot(content, kind: .setRoute)
        guard case .container(let container) = made.child,
            let topmost = made.child.topmostScreen,
            let handle = handles.first(where: { $0.screen === topmost })
        else {
            throw NavigationError(.invalidRoute, "\(route): \(element) describes a container that shows no screen")
        }
        routing.remember(container, element: element)
        let presentation = Presentation(
            id: makeContainerID(), content: .container(container), style: registration.style)
        // Its topmost screen last: the preview when the route ends in it (S3).
        planner.plan.screens += made.child.screens.filter { $0 !== topmost } + [topmost]
        planner.plan.handles += handles
        planner.plan.built.append(
            BuiltModule(element: element, screen: topmost, handle: handle, presentation: presentation))
        planner.madeSplits += made.child.containers.compactMap { $0 as? SplitContainer }
        return .made(presentation)
    }

    /// What `planRoute` makes of a route element that may name a presented container.
    enum MadeContainer {
        case notAContainer
        case unplanned
        case made(Presentation)
    }

    /// The slot of the first element after a presented container: a tab
    /// (`tab:<index>`) or an app-defined container's child
    /// (`<containerName>:<index>`) it selects, or the bottom screen of the
    /// stack it shows (a split's primary column), adopted so that the
    /// screens above it that match the route are kept (H5, H8).
    private func slot(
        of element: RouteElement, startingIn container: any NavigationContainer, route: Route,
        adopting adopted: inout (stack: ScreenStack, kept: Int)?, plan: inout RoutePlan
    ) throws(NavigationError) -> RouteSlot {
        let index = element.argument.flatMap(Int.init)
        if let stack = container as? ScreenStack {
            guard let bottom = stack.rootScreen, routeElement(of: bottom) == element else {
                throw NavigationError(.invalidRoute, "\(route): the stack does not start with \(element)")
            }
            adopted = (stack, 1)
            return .stackScreen(stack, 0, nil, bottom)
        }
        if let split = container as? SplitContainer, split.primaryStack == nil {
            // A primary column of tabs or an app-defined container names
            // what it shows, as at the root (H5).
            return try slot(of: element, startingIn: split.primaryColumn, route: route, adopting: &adopted, plan: &plan)
        }
        if let tabs = container as? TabContainer {
            guard element.name == "tab", let index, tabs.contents.indices.contains(index) else {
                throw NavigationError(
                    .invalidRoute, "\(route): \(element) is not a tab of the presented \(tabs.contents.count)")
            }
            plan.operations.append(.selectTab(tabs, index))
            return .tab(tabs, index)
        }
        if !(container is SplitContainer), container.children.count > 1 {
            guard element.name == container.containerName, let index, container.children.indices.contains(index)
            else {
                throw NavigationError(
                    .invalidRoute,
                    "\(route): \(element) is not a child of the presented \(container.containerName) (\(container.children.count))"
                )
            }
            plan.operations.append(.showChild(container, index))
            return .child(container, index)
        }
        if !(container is SplitContainer), container.children.count == 1,
            case .container(let only) = container.children[0]
        {
            // An app's own kind around one container: what that one shows (H5).
            return try slot(of: element, startingIn: only, route: route, adopting: &adopted, plan: &plan)
        }
        let stack = (container as? SplitContainer)?.primary ?? NavigationChild.container(container).topmostStack
        guard let stack, let bottom = stack.rootScreen, routeElement(of: bottom) == element else {
            throw NavigationError(
                .invalidRoute, "\(route): the presented \(container.containerName) does not start with \(element)")
        }
        adopted = (stack, 1)
        return .stackScreen(stack, 0, nil, bottom)
    }

    /// The index of the tab whose stack, or whose split's primary column, is `stack`.
    private func tabStarting(with stack: ScreenStack) -> Int? {
        for case let tabs as TabContainer in containersInTree() {
            if let index = tabs.contents.firstIndex(where: { TabContainer.mainStack($0) === stack }) { return index }
        }
        return nil
    }

    /// The split of the tree whose primary column is `stack`, or holds it
    /// (a column of tabs or an app-defined container, H5): the innermost one.
    private func splitContainer(withPrimary stack: ScreenStack) -> SplitContainer? {
        if let ancestors = indexedAncestors(of: stack) {
            return ancestors.lazy.compactMap { $0 as? SplitContainer }.first { $0.holdsInPrimaryColumn(stack) }
        }
        return containersInTree().compactMap { $0 as? SplitContainer }.last { $0.holdsInPrimaryColumn(stack) }
    }

    /// Whether `stack` is the secondary column of a split in the tree: its
    /// bottom screen leaves it when a route pops it.
    private func isSecondaryColumn(_ stack: ScreenStack) -> Bool {
        if let ancestors = indexedAncestors(of: stack) {
            return (ancestors.first as? SplitContainer)?.secondaryStack === stack
        }
        return containersInTree().contains { ($0 as? SplitContainer)?.secondaryStack === stack }
    }

    /// Every container of the tree: the root layer's, then each presented
    /// container's (H5), in tree order.
    func containersInTree() -> [any NavigationContainer] {
        let containers =
            (root.map { $0.child.containers } ?? []) + presentations.flatMap { $0.child.containers }
        containersWalked += containers.count
        return containers
    }

    /// How a route shows `element` at `depth` of `route`: as a restoration
    /// being set says (``RouteRestoration/presentations``), else as its
    /// registration says.
    private func presentation(
        of element: RouteElement, at depth: Int, in route: Route
    ) throws(NavigationError) -> RoutePresentation {
        let registered = try registration(for: element).presentation
        guard !routing.presentations.isEmpty,
            let restored = routing.presentations[Route(Array(route.elements.prefix(depth + 1)))]
        else { return registered }
        if let invalidity = restored.style?.invalidity { throw invalidity }
        return restored
    }

    func registration(for element: RouteElement) throws(NavigationError) -> RouteElementRegistration {
        guard let registration = routing.registrations[element.name] else {
            if element.name == "column" {
                throw NavigationError(
                    .invalidRoute, "\(element) follows the primary column of a split; there is none here")
            }
            throw NavigationError(.unknownRouteElement, "no route element is registered for \"\(element.name)\"")
        }
        if let invalidity = registration.presentation.style?.invalidity { throw invalidity }
        return registration
    }

    /// Builds the module for a route element, and remembers its element.
    ///
    /// The element is the last of the first `prefix` elements of `route`;
    /// that beginning of the route is made only when it is read (its data,
    /// the builder's ``RouteBuildContext/route``), so that a deep link costs
    /// the same per element at any length (no copy of its beginning per
    /// element).
    func buildModule(
        for element: RouteElement,
        prefix: Int,
        of route: Route,
        kind: TransitionKind,
        container: ContainerID,
        presenter: (any Screen)?
    ) throws(NavigationError) -> (screen: any Screen, handle: ModuleHandle) {
        let registration = try registration(for: element)
        let handle = ModuleHandle(host: self, kind: kind, containerID: container, presenter: presenter)
        let data = routing.data.isEmpty ? nil : routing.data[Route(Array(route.elements.prefix(prefix)))]
        let context = RouteBuildContext(
            element: element, prefix: prefix, of: route, data: data, seed: RouterSeed(handle: handle))
        let screen = try registration.build(context)
        handle.screen = screen
        // A screen the tree already shows (or a call frozen before this one
        // shows) refuses the route (S23): its element stays what the
        // current route reads, refused or not (H8).
        if !contains(screen), !isShownByFrozenCall(screen) {
            routing.rememberBuilt(screen, element: element)
        }
        return (screen, handle)
    }

    func apply(_ operations: [RouteOperation]) {
        treeIndex.reserveCapacity(adding: operations.count)
        for operation in operations {
            switch operation {
            case .removeScreen(let stack, let screen):
                // Pops come top first: the screen is found from the top, at
                // once while the stack is in the tree, and what is above it
                // moves down (a pop costs the same at any depth).
                if let position = stack.index(of: screen) {
                    apply(.setStack(stack, keeping: position, screens: Array(stack.screens[(position + 1)...])))
                }
            case .truncate(let stack, let kept):
                apply(.setStack(stack, keeping: min(kept, stack.screens.count), screens: []))
            case .dismiss(let presentation):
                // Dismissals come top first: found from the top.
                if let index = presentations.lastIndex(where: { $0 === presentation }) {
                    apply(.dismissPresentations(keeping: index))
                }
            case .selectTab(let tabs, let index):
                // Planned against the tree as it is, so the tab is there;
                // never trap on an index in the middle of a commit.
                apply(.selectTab(index, of: tabs))
            case .showChild(let container, let index):
                if let tabs = container as? TabContainer {
                    apply(.selectTab(index, of: tabs))
                } else {
                    apply(.showChild(index, of: container))
                }
            case .replaceInStack(let stack, let index, let screen):
                if stack.screens.indices.contains(index) {
                    apply(.setStack(stack, keeping: index, screens: [screen] + stack.screens[(index + 1)...]))
                }
            case .replaceRootScreen(let screen):
                apply(.replaceRoot(.screen(screen)))
            case .setRootStack(let stack):
                apply(.replaceRoot(.stack(stack)))
            case .replacePresentation(let old, let new):
                if let index = presentations.firstIndex(where: { $0 === old }) {
                    apply(.replacePresentation(at: index, with: new))
                }
            case .push(let stack, let screen):
                apply(.push(screen, onto: stack))
            case .present(let presentation):
                apply(.present(presentation))
            }
            routeSlotCache?.catchUp(in: self)
        }
    }
}

/// Setting routes as a tree edit (H1, H8): what the call planned and built,
/// planned again against the tree when checked and applied, unless nothing
/// has changed it since (H2).
@MainActor
struct RouteEdit: @MainActor CustomStringConvertible {
    let routes: [Route]
    let parts: [NavigationHost.RoutePlan]
    /// The screens built at the call, in route order.
    let screens: [any Screen]
    let built: [NavigationHost.BuiltModule]
    let data: [Route: RouteData]
    let holds: NavigationHost.PlanValidity
    let isUnplanned: Bool
    /// How a restoration shows the screens shown otherwise than registered.
    let presentations: [Route: RoutePresentation]
    let label: String

    /// Why the routes no longer apply to `host`'s tree, or `nil` (S23).
    func whyNot(in host: NavigationHost) -> String? {
        host.routing.presenting(presentations) {
            host.whyRoutesNoLongerApply(routes, screens: screens, reusing: built, holds, isUnplanned: isUnplanned)
        }
    }

    /// Sets the routes on `host`'s tree as it is now (H2).
    func apply(in host: NavigationHost) {
        host.routing.presenting(presentations) {
            host.performRoutes(routes, planned: parts, reusing: built, storing: data, holds, label: label)
        }
    }

    /// Such as `set the route /tab:0/Home/product:7, planned against the tree when applied`.
    var description: String {
        let names = routes.map(\.description).joined(separator: ", then ")
        return "set the route \(names), planned against the tree when applied"
    }
}
