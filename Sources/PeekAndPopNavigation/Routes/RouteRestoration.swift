import PeekAndPop

/// What restoring a ``NavigationHost``'s tree needs (H8): its current route,
/// the routes of what it holds but does not show (the tabs that are not
/// selected), and the route-specific data stored against routes in the tree.
///
/// Encode it when the app goes to the background, decode it on the next
/// launch, set the same root up, and restore it; the tree is rebuilt
/// structurally equal (H1), every tab's stack included:
///
/// ```swift
/// let saved = try JSONEncoder().encode(host.restoration)
/// // next launch
/// host.setRoot(.tabs(…))
/// try host.restore(JSONDecoder().decode(RouteRestoration.self, from: saved))
/// ```
///
/// `RouteRestoration` is `Sendable`.
public struct RouteRestoration: Hashable, Sendable, Codable {
    /// The route to set.
    public var route: Route
    /// The routes of what the tree holds but does not show: each tab that
    /// is not selected, and each hidden column of a collapsed split
    /// (``NavigationHost/hiddenRoutes``); set before `route`, but for
    /// those into a column `route` stops before, set after it, or, when
    /// something is presented over that column's split, set before it with
    /// the column put into the routes through what is presented (H5).
    public var hiddenRoutes: [Route]
    /// The data to store against each route before it is set.
    public var data: [Route: RouteData]
    /// How the screens of `route` that are shown otherwise than their
    /// elements' registrations say were shown (presented in another style,
    /// presented though registered as pushed, or pushed though registered as
    /// presented), keyed by the route up to and including the element: a
    /// restoration shows them so again (H8).
    public var presentations: [Route: RoutePresentation]

    /// Creates a restoration.
    public init(
        route: Route, hiddenRoutes: [Route] = [], data: [Route: RouteData] = [:],
        presentations: [Route: RoutePresentation] = [:]
    ) {
        self.route = route
        self.hiddenRoutes = hiddenRoutes
        self.data = data
        self.presentations = presentations
    }

    private enum CodingKeys: String, CodingKey {
        case route, hiddenRoutes, data, presentations
    }

    /// Decodes a restoration; one encoded without hidden routes or
    /// presentations has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        route = try container.decode(Route.self, forKey: .route)
        hiddenRoutes = try container.decodeIfPresent([Route].self, forKey: .hiddenRoutes) ?? []
        data = try container.decode([Route: RouteData].self, forKey: .data)
        presentations = try container.decodeIfPresent([Route: RoutePresentation].self, forKey: .presentations) ?? [:]
    }
}

extension NavigationHost {
    /// The tree's current route, its hidden routes, and the data stored
    /// against routes in the tree.
    public var restoration: RouteRestoration {
        let routes = treeRoutes
        return RouteRestoration(
            route: routes[0],
            hiddenRoutes: Array(routes.dropFirst()),
            data: routing.data.filter { stored in routes.contains { stored.key.isPrefix(of: $0) } },
            presentations: presentationsShownOtherwise()
        )
    }

    /// How the screens of the current route that are shown otherwise than
    /// their elements' registrations say are shown, keyed by the route up to
    /// and including each element (``RouteRestoration/presentations``).
    private func presentationsShownOtherwise() -> [Route: RoutePresentation] {
        let slots = routeSlots()
        var shownOtherwise: [Route: RoutePresentation] = [:]
        for (depth, (element, slot)) in slots.enumerated() {
            let shown: RoutePresentation
            switch slot {
            case .presentedScreen(let presentation): shown = .presentModally(presentation.style)
            case .stackScreen(_, 0, let presentation?, _): shown = .presentInNavigationStack(presentation.style)
            case .stackScreen(_, let index, _, _) where index > 0: shown = .push
            default: continue
            }
            guard let registered = routing.registrations[element.name]?.presentation,
                registered.placedByRoute != shown
            else { continue }
            shownOtherwise[Route(Array(slots.elements[...depth]))] = shown
        }
        return shownOtherwise
    }

    /// Rebuilds the tree from a restoration: sets its hidden routes and its
    /// route one after the other (`setRoute(_:)`), as one transition, so
    /// that every tab's stack is rebuilt and the route's tab is the one
    /// selected, and stores its data. The hidden routes into a collapsed
    /// split's hidden column that the route stops before are set after it:
    /// on a collapsed split they fill the hidden column, on an expanded one
    /// the column shows the last of them (H5). When something is presented
    /// over such a split, they are set first, and the route and the hidden
    /// routes through what is presented go through the column as it shows:
    /// an expanded split keeps the column under the presentation, and a
    /// collapsed one keeps it hidden.
    ///
    /// The screens it builds receive the restoration's data at once; the data
    /// is stored when the transition is performed: at once at a tap, on pop
    /// when called in `onPeek`, and never when the peek is released (S8).
    ///
    /// - Returns: What the engine's seam did, or `nil` if the tree already
    ///   shows every route (the data is then stored at once, outside a peek).
    /// - Throws: What `setRoute(_:)` throws for any of the routes
    ///   (`ErrorCode.emptyRoute` for a route with no elements);
    ///   then nothing was routed and the data was not stored.
    @discardableResult
    public func restore(_ restoration: RouteRestoration) throws(NavigationError) -> RoutingOutcome? {
        // The routes into a hidden column the route stops before go after
        // it: they select what it selects, and on an expanded split the
        // column shows the last one (H5).
        let route = restoration.route
        let intoColumn = { (hidden: Route) in
            route.isPrefix(of: hidden) && hidden.elements.count > route.elements.count
                && hidden.elements[route.elements.count].name == "column"
        }
        let hidden = restoration.hiddenRoutes
        if let (position, column) = Self.columnUnderPresentations(of: route, in: hidden) {
            // A hidden column with something presented over its split: the
            // routes through what is presented go through the column as it
            // shows, so that on an expanded split they keep it, and on a
            // collapsed one they leave it as it is (H5).
            let intoIt = { (other: Route) in
                other.elements.count > position && other.elements[position] == column.elements[position]
                    && Array(other.elements[..<position]) == Array(route.elements[..<position])
            }
            let through = { (other: Route) in
                Route(Array(other.elements[..<position]) + column.elements[position...] + other.elements[position...])
            }
            let others = hidden.filter { !intoIt($0) }.map { other in
                other.elements.count > position
                    && Array(other.elements[...position]) == Array(route.elements[...position])
                    ? through(other) : other
            }
            return try setRoutes(
                hidden.filter(intoIt) + others + [through(route)], storing: restoration.data, showing: route,
                presenting: restoration.presentations, label: "restore \(route)")
        }
        return try setRoutes(
            hidden.filter { !intoColumn($0) } + [route] + hidden.filter(intoColumn),
            storing: restoration.data, showing: route, presenting: restoration.presentations,
            label: "restore \(route)")
    }

    /// The hidden route of the column a collapsed split shows while
    /// something is presented over it (the last hidden route into a column
    /// that `route` passes by, going on with what is presented), and the
    /// position of its `column:1`; `nil` when there is none.
    private static func columnUnderPresentations(of route: Route, in hidden: [Route]) -> (Int, Route)? {
        for other in hidden.reversed() {
            var position = 0
            while position < min(route.elements.count, other.elements.count),
                route.elements[position] == other.elements[position]
            {
                position += 1
            }
            guard position < route.elements.count, position < other.elements.count,
                other.elements[position].name == "column", route.elements[position].name != "column"
            else { continue }
            return (position, other)
        }
        return nil
    }
}
