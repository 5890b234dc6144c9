import PeekAndPop

/// Where the route last published on ``NavigationHost/routeChanges`` ends
/// in the tree: the stack that holds its last elements, and what had
/// changed in the tree when it was taken (``TreeGeneration``).
///
/// While nothing but that stack's screens changed since, the next route is
/// the last one with the elements from the stack's lowest change on taken
/// again: a push or a pop with a route subscriber costs what it changes,
/// not the depth of the stack (H1, H8).
@MainActor
struct RouteTail {
    /// The stack that holds the route's last elements; held weakly, so that
    /// a stack that left the tree goes.
    weak var stack: ScreenStack?
    /// The position in the route of the stack's bottom screen.
    let start: Int
    /// ``TreeGeneration/structure`` when the route was taken.
    var structure: Int
    /// ``TreeGeneration/screenChanges`` when the route was taken.
    var screenChanges: Int
    /// The stack's ``ScreenStack/screenChanges`` when the route was taken.
    var stackChanges: Int

    /// The stack, when only its screens changed since the route was taken.
    var onlyChangedStack: ScreenStack? {
        guard let stack, TreeGeneration.structure == structure,
            TreeGeneration.screenChanges &- screenChanges == stack.screenChanges &- stackChanges
        else { return nil }
        return stack
    }
}

extension NavigationHost {
    /// The current route when it differs from the last one published,
    /// which it then becomes; `nil` when it is the same.
    ///
    /// When only the stack holding the end of the last published route
    /// changed since (``RouteTail``), the route is that one with the
    /// elements of that stack's changed screens taken again, in place;
    /// otherwise it is taken from the whole tree. A screen's element is
    /// taken when its stack changes there, as a snapshot takes its name.
    func takeChangedRoute() -> Route? {
        if let tail = routeTail, let stack = tail.onlyChangedStack, var elements = routing.lastPublished?.elements {
            let low = min(stack.lowestChange, stack.screens.count)
            let cut = tail.start + low
            if cut <= elements.count {
                // The only other holder of the elements goes, so that they
                // change in place when no subscriber kept them.
                routing.lastPublished = nil
                let changed = stack.screens[low...].map { routeElement(of: $0) }
                routeElementsTaken += changed.count
                stack.lowestChange = .max
                routeTail?.screenChanges = TreeGeneration.screenChanges
                routeTail?.stackChanges = stack.screenChanges
                let isSame = elements[cut...].elementsEqual(changed)
                if !isSame { elements.replaceSubrange(cut..., with: changed) }
                let route = Route(elements)
                routing.lastPublished = route
                return isSame ? nil : route
            }
        }
        let route = takeRouteFollowingItsEnd()
        guard route != routing.lastPublished else { return nil }
        routing.lastPublished = route
        return route
    }

    /// The current route, taken from the whole tree, with where it ends
    /// (``routeTail``), so that the route after the next change costs what
    /// that change changed.
    func takeRouteFollowingItsEnd() -> Route {
        let slots = routeSlots()
        routeElementsTaken += slots.count
        routeTail = makeRouteTail(slots)
        return slots.route
    }

    /// Where the route of `slots` ends: the stack holding its last
    /// elements, when the tree holds only the host's own containers (an
    /// app's change without telling the host); `nil` otherwise.
    private func makeRouteTail(_ slots: RouteSlots) -> RouteTail? {
        guard case .stackScreen(let stack, let top, _, _)? = slots.last?.slot, top == stack.screens.count - 1,
            slots.count >= stack.screens.count, holdsOnlyOwnContainers
        else { return nil }
        let start = slots.count - stack.screens.count
        guard case .stackScreen(let bottom, 0, _, _) = slots[start].slot, bottom === stack else { return nil }
        stack.lowestChange = .max
        return RouteTail(
            stack: stack, start: start, structure: TreeGeneration.structure,
            screenChanges: TreeGeneration.screenChanges, stackChanges: stack.screenChanges)
    }
}
