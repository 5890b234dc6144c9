import PeekAndPop

/// Route-specific data: values stored against a route and handed to the
/// screens that the route builds, kept while the route is in the tree (H8).
///
/// ```swift
/// host.setRouteData(["draft": "Hello"], for: "/tab:0/compose")
/// host.registerRouteElement("compose") { context in
///     ComposeScreen(draft: context.data?["draft"], router: ModuleRouter(seed: context.seed))
/// }
/// ```
///
/// `RouteData` is `Codable`, so it is restored with its route. It is `Sendable`.
public struct RouteData: Hashable, Sendable, Codable, ExpressibleByDictionaryLiteral {
    /// The values, by key.
    public var values: [String: String]

    /// Creates data from its values.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Creates data from a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The value for `key`.
    public subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

/// What a route element's builder receives: the element, the route up to and
/// including it, the data stored against that route, and the new module's seed.
///
/// `RouteBuildContext` is main-actor isolated and therefore `Sendable`.
@MainActor
public struct RouteBuildContext: Sendable {
    /// The element the screen is built for.
    public let element: RouteElement
    /// The route from the root down to `element`.
    ///
    /// Made when read, from the route being set: a deep link builds each of
    /// its screens without copying the route's beginning for each one.
    public var route: Route {
        count < fullRoute.elements.count ? Route(Array(fullRoute.elements.prefix(count))) : fullRoute
    }
    /// The data stored against `route` (``NavigationHost/setRouteData(_:for:)``), if any.
    public let data: RouteData?
    /// The seed of the new module, for its ``ModuleRouter``.
    public let seed: RouterSeed

    /// The route being set, and how many of its elements lead to `element`.
    private let fullRoute: Route
    private let count: Int

    init(element: RouteElement, route: Route, data: RouteData?, seed: RouterSeed) {
        self.init(element: element, prefix: route.elements.count, of: route, data: data, seed: seed)
    }

    /// The context for the element at `prefix - 1` of `route`.
    init(element: RouteElement, prefix: Int, of route: Route, data: RouteData?, seed: RouterSeed) {
        self.element = element
        self.fullRoute = route
        self.count = prefix
        self.data = data
        self.seed = seed
    }
}
