import PeekAndPop

/// What a ``NavigationHost`` keeps for routes and destinations (H8, H9):
/// element registrations, the route element and identity of each screen it
/// built, route-specific data, presentation styles, and the route stream.
@MainActor
final class RoutingState {
    /// A screen the host built for a route element or a destination, held weakly.
    struct Built {
        weak var screen: (any Screen)?
        var element: RouteElement?
        var identity: DestinationIdentity?
    }

    var registrations: [String: RouteElementRegistration] = [:] {
        didSet { TreeGeneration.bump() }
    }
    /// How presented containers named by route elements are built (H5, H8).
    var containerRegistrations: [String: RouteContainerRegistration] = [:] {
        didSet { TreeGeneration.bump() }
    }
    /// The element each container built for a route stands for, held weakly.
    private var containerElements: [ObjectIdentifier: BuiltContainer] = [:]

    struct BuiltContainer {
        weak var container: (any NavigationContainer)?
        let element: RouteElement
    }

    /// The element `container` was built for by a route, if it was.
    func element(of container: any NavigationContainer) -> RouteElement? {
        guard let entry = containerElements[ObjectIdentifier(container)], entry.container === container else {
            return nil
        }
        return entry.element
    }

    func remember(_ container: any NavigationContainer, element: RouteElement) {
        // A container's element is part of what a route is planned against.
        TreeGeneration.bump()
        if containerElements.count > 32 {
            containerElements = containerElements.filter { $0.value.container != nil }
        }
        containerElements[ObjectIdentifier(container)] = BuiltContainer(container: container, element: element)
    }
    private(set) var built = BuiltTable()
    var data: [Route: RouteData] = [:]
    /// The elements read from the screens themselves (an identity, a name:
    /// none remembered for them) while a route's call is planned, in the
    /// order read; `nil` while no call records (`recordingReads(_:)`).
    private var elementsRead: [NavigationHost.PlanValidity.ReadElement]?

    /// Notes that a plan read `element` from `screen` itself.
    func noteRead(_ element: RouteElement, of screen: any Screen) {
        elementsRead?.append(NavigationHost.PlanValidity.ReadElement(screen: screen, element: element))
    }

    /// Runs `body`, returning what it returns and the elements it read from
    /// screens themselves; a call planned inside it (a builder's) adds its
    /// reads to the outer one's.
    func recordingReads<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (Result, [NavigationHost.PlanValidity.ReadElement]) {
        let outer = elementsRead
        elementsRead = []
        defer {
            if let outer { elementsRead = outer + (elementsRead ?? []) } else { elementsRead = nil }
        }
        let result = try body()
        return (result, elementsRead ?? [])
    }
    /// How the routes being planned show the elements a restoration names
    /// (``RouteRestoration/presentations``); empty but while one is set.
    private(set) var presentations: [Route: RoutePresentation] = [:]

    /// Runs `body` with `presentations` in force for the routes it plans.
    func presenting<Result, Failure: Error>(
        _ presentations: [Route: RoutePresentation], _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard !presentations.isEmpty else { return try body() }
        let outer = self.presentations
        self.presentations = presentations
        defer { self.presentations = outer }
        return try body()
    }
    /// The identity of the destination each applied transition routed to.
    var identities: [TransitionID: DestinationIdentity] = [:]
    let routes = EventBus<Route>()
    var lastPublished: Route?
    /// Every route in the tree (current and hidden) when route data was last
    /// pruned; `nil` while no data is stored.
    var lastTreeRoutes: [Route]?
    /// Whether the host follows its changes to publish its route.
    var isFollowing = false
    /// How many screens `built` may hold before the released ones are
    /// dropped: twice what was left after the last sweep, so that
    /// remembering costs O(1) amortized however many screens are alive.
    private var sweepThreshold = 64

    /// The entry for `screen`, if the host built it and it is still that screen.
    func entry(for screen: any Screen) -> Built? {
        built.index(of: screen).map { built.entries[$0] }
    }

    /// Makes room for `count` screens about to be remembered (a route's):
    /// they are added without growing `built` or sweeping it on the way,
    /// and the next sweep comes that much later (still O(1) amortized).
    func expect(_ count: Int) {
        built.reserveCapacity(built.count + count)
        sweepThreshold = max(sweepThreshold, built.count + count)
    }

    func remember(_ screen: any Screen, element: RouteElement? = nil, identity: DestinationIdentity? = nil) {
        // A screen's element is part of what a route is planned against.
        TreeGeneration.bump()
        rememberBuilt(screen, element: element, identity: identity)
    }

    /// Remembers the element of a screen a route has just built: no
    /// change to the tree (the screen joins it when the route is applied,
    /// and one already in it is refused then), so nothing is counted.
    func rememberBuilt(_ screen: any Screen, element: RouteElement?, identity: DestinationIdentity? = nil) {
        if built.count > sweepThreshold {
            built.compact()
            sweepThreshold = max(64, built.count * 2)
        }
        guard let index = built.index(of: screen) else {
            built.insert(Built(screen: screen, element: element, identity: identity), for: screen)
            return
        }
        built.update(at: index, element: element, identity: identity)
    }
}

/// How presented containers for route elements named alike are built and
/// presented (H5, H8).
struct RouteContainerRegistration {
    let style: PresentationStyle
    let build: @MainActor (RouteElement) throws(NavigationError) -> RootContent
}

/// How screens for route elements named alike are built and shown.
struct RouteElementRegistration {
    let presentation: RoutePresentation
    let build: @MainActor (RouteBuildContext) throws(NavigationError) -> any Screen
}
