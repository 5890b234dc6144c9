/// What restoring a ``NavigationHost``'s tree needs (H8): its current route
/// and the route-specific data stored against routes in the tree.
///
/// Encode it when the app goes to the background, decode it on the next
/// launch, set the same root up, and restore it; the tree is rebuilt
/// structurally equal (H1):
///
/// ```swift
/// let saved = try JSONEncoder().encode(host.restoration)
/// // next launch
/// host.setRootTabs(…)
/// try host.restore(JSONDecoder().decode(RouteRestoration.self, from: saved))
/// ```
///
/// `RouteRestoration` is `Sendable`.
public struct RouteRestoration: Hashable, Sendable, Codable {
    /// The route to set.
    public var route: Route
    /// The data to store against each route before it is set.
    public var data: [Route: RouteData]

    /// Creates a restoration.
    public init(route: Route, data: [Route: RouteData] = [:]) {
        self.route = route
        self.data = data
    }
}

extension NavigationHost {
    /// The tree's current route and the data stored against routes in it.
    public var restoration: RouteRestoration {
        let route = currentRoute
        return RouteRestoration(route: route, data: routing.data.filter { $0.key.isPrefix(of: route) })
    }

    /// Rebuilds the tree from a restoration: stores its data, then sets its
    /// route (``setRoute(_:)``) as one transition.
    ///
    /// - Returns: What the engine's seam did, or `nil` if the tree already
    ///   shows the route.
    /// - Throws: What ``setRoute(_:)`` throws; then the data was not stored.
    @discardableResult
    public func restore(_ restoration: RouteRestoration) throws(NavigationError) -> RoutingOutcome? {
        let previous = routing.data
        routing.data.merge(restoration.data) { _, restored in restored }
        do {
            return try setRoute(restoration.route)
        } catch {
            routing.data = previous
            throw error
        }
    }
}
