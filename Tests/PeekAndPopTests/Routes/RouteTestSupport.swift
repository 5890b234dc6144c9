import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A screen built for a route element or a destination: its name, the data
/// it was handed, and what context tasks did to it.
@MainActor
final class RouteScreen: Screen {
    let name: String
    let data: RouteData?
    let router: ModuleRouter
    var updates: [String] = []

    init(_ name: String, data: RouteData? = nil, seed: RouterSeed) {
        self.name = name
        self.data = data
        self.router = ModuleRouter(seed: seed)
    }

    var screenName: String { name }
}

/// A navigation fixture with route elements registered: `A`…`Z` and
/// `product:<id>` are pushed, `sheet:<name>` is presented in a stack, `alert`
/// is presented modally, and `product` destinations are pushed.
@MainActor
final class RouteFixture {
    let nav: NavFixture
    var host: NavigationHost { nav.host }
    var engine: PeekEngine { nav.engine }
    /// The names of the screens built, in order.
    private(set) var builtNames: [String] = []

    init(policy: LateTransitionPolicy = .interruptPeek) {
        nav = NavFixture(policy: policy)
        for name in [
            "A", "B", "C", "D", "X", "Y", "Z", "Home", "List", "Settings", "Detail", "Mail", "product", "login",
        ] {
            host.registerRouteElement(name) { [unowned self] context in self.make(context) }
        }
        host.registerRouteElement("sheet", shownBy: .presentInNavigationStack(.fullScreen)) { [unowned self] context in
            self.make(context)
        }
        host.registerRouteElement(
            "alert", shownBy: .presentModally(.popover(anchor: .rect(Rect(x: 1, y: 2, width: 3, height: 4))))
        ) { [unowned self] context in
            self.make(context)
        }
        host.registerRouteElement("broken") { _ throws(NavigationError) in throw .invalidRoute("broken on purpose") }
    }

    private func make(_ context: RouteBuildContext) -> any Screen {
        builtNames.append(context.element.description)
        return RouteScreen(context.element.description, data: context.data, seed: context.seed)
    }

    /// The `product` destination for `id`: pushed, its context task noting
    /// `shown <id>` on the screen.
    func product(_ id: Int, shownBy presentation: RoutePresentation = .push) -> Destination<Int> {
        Destination("product", context: id, shownBy: presentation) { [unowned self] id, seed in
            self.builtNames.append("Product\(id)")
            return RouteScreen("Product\(id)", seed: seed)
        }
        .withContextTask { screen, id in (screen as? RouteScreen)?.updates.append("shown \(id)") }
    }

    /// The screen named `name` in the tree.
    func screen(_ name: String) -> RouteScreen? {
        treeScreens.first { $0.name == name }
    }

    var treeScreens: [RouteScreen] {
        host.screensInTree().compactMap { $0 as? RouteScreen }
    }

    /// Root stack of route screens, set up; nothing recorded.
    func setUpStack(_ route: Route) throws {
        host.setRoot(.stack([{ seed in RouteScreen(route.elements[0].description, seed: seed) }]))
        try host.setRoute(route)
        clearRecords()
    }

    /// Root tabs `{*stack[Home], stack[Settings]}`, set up; nothing recorded.
    func setUpTabs(selectedIndex: Int = 0) {
        host.setRoot(
            .tabs(
                [[{ seed in RouteScreen("Home", seed: seed) }], [{ seed in RouteScreen("Settings", seed: seed) }]],
                selectedIndex: selectedIndex
            ))
        clearRecords()
    }

    func clearRecords() {
        nav.changes.removeAll()
        nav.states.removeAll()
        nav.diagnostics.removeAll()
        builtNames = []
    }

    var tree: String { host.snapshot().description }
    var changes: [String] { nav.changeSummaries }
    var states: [String] { nav.stateSummaries }

    /// Peeks from the topmost screen with `routing` as `onPeek`.
    func peek(_ routing: @escaping @MainActor () throws -> Void) throws -> (any Screen)? {
        let source = try #require(host.topmostScreen)
        return nav.peek(from: source, routing)
    }
}

/// What one world looked like after an action.
struct WorldRecord: Equatable, CustomStringConvertible {
    var tree: String
    var changes: [String]
    var states: [String]

    var description: String { "\(tree) changes=\(changes) states=\(states)" }
}

/// Runs `action` as a tap in one world, as peek + pop in a second and as
/// peek + release in a third, each set up by `setUp`.
///
/// - Returns: The tap's world, the pop's world, and whether the release left
///   the third world's tree as it was with nothing published; `nil` for the
///   pop when the peek showed no preview.
@MainActor
func threeWorlds(
    setUp: (RouteFixture) throws -> Void,
    action: @escaping @MainActor (RouteFixture) throws -> Void
) throws -> (tap: WorldRecord, pop: WorldRecord?, releaseLeftWorldAsItWas: Bool) {
    let tapped = RouteFixture()
    try setUp(tapped)
    try action(tapped)
    let tap = WorldRecord(tree: tapped.tree, changes: tapped.changes, states: tapped.states)

    let popped = RouteFixture()
    try setUp(popped)
    var pop: WorldRecord?
    if let preview = try popped.peek({ try action(popped) }) {
        try popped.engine.commit(preview)
        pop = WorldRecord(tree: popped.tree, changes: popped.changes, states: popped.states)
    }

    let released = RouteFixture()
    try setUp(released)
    let before = released.host.snapshot()
    let beforeRoute = released.host.currentRoute
    let previewed = try released.peek { try action(released) } != nil
    released.engine.interrupt(.released)
    let unchanged =
        released.host.snapshot() == before && released.host.currentRoute == beforeRoute && released.changes.isEmpty
        && released.states == (previewed ? ["session#1 inPeek", "session#1 interrupted(released)"] : [])
    return (tap, pop, unchanged)
}

/// Expects what `threeWorlds` returned to show pop == tap (S7): the tap
/// published no state, the pop ended on the tap's tree with the tap's
/// changes after `inPeek` and `popped`, and the release left the world as
/// it was.
func expectPopIsTap(
    _ worlds: (tap: WorldRecord, pop: WorldRecord?, releaseLeftWorldAsItWas: Bool),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(worlds.tap.states == [], sourceLocation: sourceLocation)
    #expect(
        worlds.pop
            == WorldRecord(
                tree: worlds.tap.tree, changes: worlds.tap.changes,
                states: ["session#1 inPeek", "session#1 popped"]
            ),
        sourceLocation: sourceLocation)
    #expect(worlds.releaseLeftWorldAsItWas, sourceLocation: sourceLocation)
}

/// Expects `route`, set on a host set up by `setUp`, to read back as itself
/// and to round-trip through an encoded restoration onto a fresh host set up
/// the same way: the same route and a structurally equal tree (H8).
@MainActor
func expectRouteRoundTrips(
    _ route: Route, setUp: (RouteFixture) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let original = RouteFixture()
    try setUp(original)
    try original.host.setRoute(route)
    #expect(original.host.currentRoute == route, sourceLocation: sourceLocation)
    let encoded = try JSONEncoder().encode(original.host.restoration)

    let restored = RouteFixture()
    try setUp(restored)
    try restored.host.restore(try JSONDecoder().decode(RouteRestoration.self, from: encoded))
    #expect(restored.host.currentRoute == route, sourceLocation: sourceLocation)
    #expect(
        restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [], "\(route)",
        sourceLocation: sourceLocation)
}
