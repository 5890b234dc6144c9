import PeekAndPop

/// A declarative route: a sequence of elements, like the path components of
/// a URL, that the ``NavigationHost`` turns into one transition.
///
/// A route is read one of two ways, named by the call: absolutely by
/// ``NavigationHost/setRoute(_:)`` (the whole tree from its root, each
/// element a screen registered with
/// ``NavigationHost/registerRouteElement(_:shownBy:_:)``), or relatively,
/// as a deep link, by ``NavigationHost/openRelative(_:)`` (each element
/// resolved by its ``RouteHandler`` into ``RouteStep``s that start from the
/// topmost stack).
///
/// A route is applied as one transaction (S4): all of its steps are performed
/// together, frozen together during a peek, committed together on pop, and
/// discarded together on interrupt. It publishes one ``NavigationChange``.
///
/// ```swift
/// let route = Route(path: "/home/product:42/reviews")
/// try host.openRelative(route)
/// ```
///
/// `Route` is `Sendable`.
public struct Route: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByArrayLiteral,
    ExpressibleByStringLiteral
{
    /// The elements, applied in order.
    public var elements: [RouteElement]

    /// Creates a route from its elements.
    public init(_ elements: [RouteElement]) {
        self.elements = elements
    }

    /// Creates a route from its elements.
    public init(arrayLiteral elements: RouteElement...) {
        self.elements = elements
    }

    /// Creates a route from a path such as `/home/product:42`: components are
    /// separated by `/`, and each is a name, or a name and an argument
    /// separated by the first `:`. Empty components are skipped. In a name or
    /// an argument, `%2F` stands for `/`, `%3A` for `:` and `%25` for `%`
    /// (as `path` writes them); a name that is exactly `%00` is the empty
    /// name (`path` writes an element with an empty name and no argument
    /// so); any other `%` is kept as it is.
    public init(path: String) {
        self.elements = path.split(separator: "/").map { RouteElement(component: String($0)) }
    }

    /// Creates a route from a path literal, as `init(path:)` does.
    ///
    /// ```swift
    /// try host.openRelative("/settings/profile")
    /// ```
    public init(stringLiteral path: String) {
        self.init(path: path)
    }

    /// The route as a path, such as `/home/product:42`; `Route(path:)` of it
    /// equals the route (H8), even where a name or an argument holds `/`,
    /// `:` or `%` (written `%2F`, `%3A`, `%25`; a `:` in an argument is kept),
    /// and where an element has an empty name (written `%00` when it has no
    /// argument, as an empty component would be skipped).
    public var path: String {
        "/" + elements.map(\.description).joined(separator: "/")
    }

    /// The route as a path.
    public var description: String { path }
}

/// One element of a ``Route``: a name that selects a handler, and an optional
/// argument for it.
///
/// ```swift
/// let element: RouteElement = "settings"
/// let product = RouteElement("product", argument: "42")
/// ```
///
/// `RouteElement` is `Sendable`.
public struct RouteElement: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name; the handler registered for it resolves the element.
    public var name: String
    /// The argument, such as an item's identifier.
    public var argument: String?

    /// Creates an element.
    public init(_ name: String, argument: String? = nil) {
        self.name = name
        self.argument = argument
    }

    /// Creates an element from a path component: a name, or `name:argument`,
    /// decoded as ``Route/init(path:)`` decodes each component.
    public init(stringLiteral component: String) {
        self.init(component: component)
    }

    init(component: String) {
        if let colon = component.firstIndex(of: ":") {
            self.init(
                Self.decodedName(component[..<colon]),
                argument: Self.decoded(component[component.index(after: colon)...])
            )
        } else {
            self.init(Self.decodedName(component[...]))
        }
    }

    /// `name` or `name:argument`, as a path component: a `/` or `%` in either,
    /// and a `:` in the name, is escaped, and an empty name with no argument
    /// is `%00`, so that the component parses back to this element (H8).
    public var description: String {
        if name.isEmpty, argument == nil { return Self.emptyName }
        let name = Self.encoded(name, escapingColon: true)
        return argument.map { "\(name):\(Self.encoded($0, escapingColon: false))" } ?? name
    }

    /// How a path writes the empty name where it would be an empty
    /// component, which a path skips.
    private static let emptyName = "%00"

    private static func decodedName(_ text: Substring) -> String {
        text == emptyName ? "" : decoded(text)
    }

    private static func encoded(_ text: String, escapingColon: Bool) -> String {
        guard text.contains(where: { $0 == "/" || $0 == "%" || (escapingColon && $0 == ":") }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "/": result += "%2F"
            case ":" where escapingColon: result += "%3A"
            default: result.append(character)
            }
        }
        return result
    }

    private static func decoded(_ text: Substring) -> String {
        guard text.contains("%" as Character) else { return String(text) }
        var result = ""
        var rest = text
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let escape = rest[percent...].prefix(3).uppercased()
            switch escape {
            case "%25": result += "%"
            case "%2F": result += "/"
            case "%3A": result += ":"
            default:
                result += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            rest = rest[rest.index(percent, offsetBy: 3)...]
        }
        return result + rest
    }
}

/// One step a route handler turns an element into; a ``NavigationHost``
/// applies the steps of a whole ``Route`` as one transition.
///
/// The steps act on a cursor: a route starts at the topmost stack of the tree
/// (the stack of the topmost presentation, or the root's current stack), and
/// each step may move it. Builders run when the route is opened, so the
/// screens exist as the route's destination (the preview during a peek, S3);
/// the tree changes only when the route is performed.
///
/// `RouteStep` holds builder closures, which run on the main actor, and is
/// not `Sendable`.
public enum RouteStep {
    /// Dismisses every presentation; the cursor moves to the root's current
    /// stack (the root stack, or the selected tab's).
    case dismissPresentations
    /// Selects a tab of the root tab container; the cursor moves to its stack.
    case selectTab(Int)
    /// Pops the cursor's stack to its root screen.
    case popToRoot
    /// Pushes a new module onto the cursor's stack.
    case push((RouterSeed) -> any Screen)
    /// Presents a new module modally, on top of everything; the cursor is then
    /// in no stack, so a later push presents a new stack (H2).
    case presentModally((RouterSeed) -> any Screen)
    /// Presents a new navigation stack with a new module at its root, on top of
    /// everything; the cursor moves to that stack.
    case presentInNavigationStack((RouterSeed) -> any Screen)
}

/// Resolves one route element into the steps that show it.
///
/// Register one per element name with
/// ``NavigationHost/registerRouteHandler(for:_:)``. Throw
/// ``NavigationError/invalidRoute(_:)`` for a malformed element.
public typealias RouteHandler = @MainActor (RouteElement) throws(NavigationError) -> [RouteStep]
