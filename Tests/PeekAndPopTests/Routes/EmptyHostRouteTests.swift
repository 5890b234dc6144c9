import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A route builds the root of an empty host (H8): `/A/B` makes a root stack
/// `[A, B]` from the registered elements, a route into tabs says that tabs
/// need setting up, and a restoration onto an empty host rebuilds the tree.
/// The host being empty, the press is on a screen of a second host that
/// shares the engine: its `onPeek` routes the empty one, frozen like any call.
@MainActor
struct EmptyHostRouteTests {
    /// An empty route fixture and a second host on the same engine whose
    /// `Source` screen is pressed.
    @MainActor
    private final class World {
        let fixture = RouteFixture()
        let sourceHost: NavigationHost
        private let view = ViewNode(name: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100))

        init() {
            sourceHost = NavigationHost(engine: fixture.engine, clock: fixture.nav.clock)
            sourceHost.setRoot(.stack([{ seed in RouteScreen("Source", seed: seed) }]))
        }

        func peek(_ routing: @escaping @MainActor () throws -> Void) throws -> (any Screen)? {
            let source = try #require(sourceHost.topmostScreen)
            let context = sourceHost.registerForPreviewing(source, sourceView: view) { _, _ in
                do {
                    try routing()
                } catch {
                    Issue.record(error, "a routing call in onPeek threw")
                }
            }
            return fixture.engine.preview(for: context, at: Point(x: 10, y: 10))
        }

        var record: WorldRecord {
            WorldRecord(tree: fixture.tree, changes: fixture.changes, states: fixture.states)
        }
    }

    /// `action` on an empty host as a tap, as peek + pop, and as peek +
    /// release: the tap's and the pop's worlds, and whether the release left
    /// the host empty with nothing published.
    private func threeWorldsOnAnEmptyHost(
        _ action: @escaping @MainActor (RouteFixture) throws -> Void
    ) throws -> (tap: WorldRecord, pop: WorldRecord?, releaseLeftWorldAsItWas: Bool) {
        let tapped = World()
        try action(tapped.fixture)

        let popped = World()
        var pop: WorldRecord?
        if let preview = try popped.peek({ try action(popped.fixture) }) {
            try popped.fixture.engine.commit(preview)
            pop = popped.record
        }

        let released = World()
        let previewed = try released.peek { try action(released.fixture) } != nil
        released.fixture.engine.interrupt(.released)
        let unchanged =
            released.fixture.host.root == nil && released.fixture.host.presentations.isEmpty
            && released.fixture.changes.isEmpty && released.fixture.host.history.isEmpty
            && released.fixture.states
                == (previewed ? ["session#1 inPeek", "session#1 interrupted(released)"] : [])
        return (tapped.record, pop, unchanged)
    }

    @Test func anEmptyHostHasNoRoute() {
        let fixture = RouteFixture()
        #expect(fixture.host.root == nil)
        #expect(fixture.tree == "empty")
    }

    @Test func aStackRouteBuildsTheRootStackOfAnEmptyHost() throws {
        let worlds = try threeWorldsOnAnEmptyHost { try $0.host.setRoute("/A/B") }

        #expect(worlds.tap.tree == "stack#1[A, B]")
        #expect(worlds.tap.changes == ["transition#1 setRoute: root stack#1[A, B]"])
        expectPopIsTap(worlds)
    }

    @Test func theBuiltRootRoutesLikeAnyOtherAndItsRouteIsTheOneSet() throws {
        let fixture = RouteFixture()
        try fixture.host.setRoute("/A/B/alert")

        #expect(fixture.tree == "stack#1[A, B] > alert")
        #expect(fixture.host.currentRoute == "/A/B/alert")
        #expect(fixture.builtNames == ["A", "B", "alert"])
        #expect(fixture.host.history.map(\.kind) == [.setRoute])
        #expect(try #require(fixture.screen("A")).router.isRootModule)

        try #require(fixture.screen("alert")).router.dismissCurrentModule()
        try fixture.host.setRoute("/A/C")
        #expect(fixture.tree == "stack#1[A, C]")
    }

    @Test(arguments: ["/tab:0/Home", "/column:1/Mail"])
    func aRouteIntoTabsOrColumnsOnAnEmptyHostSaysTheyNeedSettingUp(path: String) throws {
        let fixture = RouteFixture()
        var code: NavigationError.Code?
        do {
            try fixture.host.setRoute(Route(path: path))
        } catch {
            code = error.code
        }
        #expect(code == .noTabContainer)
        #expect(fixture.host.root == nil)
        #expect(fixture.changes == [])
        #expect(fixture.builtNames == [])

        let world = World()
        var codeInOnPeek: NavigationError.Code?
        let preview = try world.peek {
            do {
                try world.fixture.host.setRoute(Route(path: path))
            } catch {
                codeInOnPeek = (error as? NavigationError)?.code
            }
        }
        #expect(preview == nil)
        #expect(codeInOnPeek == .noTabContainer)
        #expect(world.fixture.host.root == nil)
        #expect(world.fixture.states == [])
    }

    @Test func anUnknownFirstElementOnAnEmptyHostThrowsAndBuildsNothing() {
        let fixture = RouteFixture()
        var code: NavigationError.Code?
        do {
            try fixture.host.setRoute("/A/nowhere")
        } catch {
            code = error.code
        }
        #expect(code == .unknownRouteElement)
        #expect(fixture.host.root == nil)
        #expect(fixture.changes == [])
    }

    @Test func aStackRestorationOntoAnEmptyHostRoundTrips() throws {
        let saved = RouteFixture()
        try saved.setUpStack("/A")
        try saved.host.setRoute("/A/product:1/B/sheet:X")
        saved.host.setRouteData(["draft": "Hello"], for: "/A/product:1")
        let data = try JSONEncoder().encode(saved.host.restoration)
        let restoration = try JSONDecoder().decode(RouteRestoration.self, from: data)
        let snapshot = saved.host.snapshot()

        let worlds = try threeWorldsOnAnEmptyHost { try $0.host.restore(restoration) }
        #expect(worlds.tap.tree == "stack#1[A, product:1, B] > stack#2[sheet:X]")
        #expect(
            worlds.tap.changes == [
                "transition#1 setRoute: root stack#1[A, product:1, B]; presentations[stack#2[sheet:X]]"
            ])
        #expect(worlds.pop?.tree == worlds.tap.tree)
        #expect(worlds.pop?.changes == worlds.tap.changes)
        #expect(worlds.pop?.states == ["session#1 inPeek", "session#1 popped"])
        #expect(worlds.releaseLeftWorldAsItWas)

        let restored = RouteFixture()
        try restored.host.restore(restoration)
        #expect(restored.host.snapshot().isStructurallyEqual(to: snapshot))
        #expect(restored.host.currentRoute == saved.host.currentRoute)
        #expect(restored.host.restoration == saved.host.restoration)
        #expect(restored.screen("product:1")?.data == ["draft": "Hello"])
    }
}
