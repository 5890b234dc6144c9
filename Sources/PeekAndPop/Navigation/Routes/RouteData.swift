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
    /// The route from the root down to ``element``.
    public let route: Route
    /// The data stored against ``route`` (``NavigationHost/setRouteData(_:for:)``), if any.
    public let data: RouteData?
    /// The seed of the new module, for its ``ModuleRouter``.
    public let seed: RouterSeed
}
