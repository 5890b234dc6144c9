import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// User code that hands the host something inconsistent (a builder that
/// returns one cached screen twice, a container that reports a visible child
/// it does not hold) is refused or reported; the tree is never corrupt (S23,
/// H1, H4, H5).
@MainActor
struct TreeIntegrityTests {
    /// A builder that builds `X` once and hands out the same screen afterwards.
    @MainActor
    final class Cache {
        var screen: RouteScreen?

        func build(_ seed: RouterSeed) -> any Screen {
            if let screen { return screen }
            let screen = RouteScreen("X", seed: seed)
            self.screen = screen
            return screen
        }
    }

    @Test func aCachedScreenPushedTwiceInOneWindowIsInTheTreeOnceAsAfterATap() throws {
        let worlds = try threeWorlds(
            setUp: { try $0.setUpStack("/Home") },
            action: { fixture in
                let cache = Cache()
                let home = try #require(fixture.screen("Home"))
                try home.router.push(cache.build)
                try home.router.push(cache.build)
            }
        )

        #expect(worlds.tap.tree == "stack#1[Home, X]")
        #expect(worlds.pop?.tree == worlds.tap.tree)
        #expect(worlds.pop?.changes == worlds.tap.changes)
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aSecondCallOfTheWindowThatAddsAFrozenScreenIsNotFrozen() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home")
        let cache = Cache()
        let home = try #require(fixture.screen("Home"))
        var outcomes: [RoutingOutcome] = []

        let preview = try #require(
            try fixture.peek {
                outcomes.append(try home.router.push(cache.build))
                outcomes.append(try home.router.presentModally(cache.build))
            })

        #expect(preview === cache.screen)
        #expect(outcomes.map(\.description) == ["frozen(transition#1, into: session#1)", "discarded(transition#2)"])
        #expect(
            fixture.nav.diagnostics.diagnostics.map(\.message) == [
                "presentModally X (transition#2) was refused at capture and not frozen: "
                    + "X is already shown by an earlier call of this window (its edits: present X)"
            ]
        )
        try fixture.engine.commit(preview)
        #expect(fixture.tree == "stack#1[Home, X]")
    }

    @Test func aBuilderThatReturnsOneScreenTwiceInOneCallIsRefused() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home")
        let cache = Cache()
        let home = try #require(fixture.screen("Home"))

        let outcome = try home.router.setStack([cache.build, cache.build])

        #expect(outcome == .discarded(TransitionID(rawValue: 1)))
        #expect(fixture.tree == "stack#1[Home]")
        #expect(fixture.changes == [])
        #expect(
            fixture.nav.diagnostics.diagnostics.map(\.message) == [
                "setStack [X, X] (transition#1) was not performed: X is built twice by one call; "
                    + "a screen is in the tree once (its edits: set the stack of Home to [X, X])"
            ]
        )
    }

    /// Holds one stack and claims to show another, which is in no tree.
    @MainActor
    final class Misreporting: NavigationContainer {
        let id: ContainerID
        let held: ScreenStack
        let shown: ScreenStack

        init(id: ContainerID, held: ScreenStack, shown: ScreenStack) {
            self.id = id
            self.held = held
            self.shown = shown
        }

        var children: [NavigationChild] { [.container(held)] }
        var visibleChildren: [NavigationChild] { [.container(shown)] }
        var containerName: String { "misreporting" }
        func makeVisible(_ child: NavigationChild) -> Bool { false }
    }

    @Test func aContainerThatReportsAVisibleChildItDoesNotHoldGetsNoPushOutsideTheTree() throws {
        let fixture = NavFixture()
        let held = fixture.host.makeStack([fixture.built.make("Feed")])
        let stray = fixture.host.makeStack([fixture.built.make("Stray")])
        let container = Misreporting(id: fixture.host.makeContainerID(), held: held, shown: stray)
        fixture.host.setRootContainer(container)
        fixture.changes.removeAll()
        let feed = try #require(fixture.screen("Feed"))

        try feed.router.push(fixture.built.make("Detail"))

        #expect(stray.screens.map(\.screenName) == ["Stray"], "nothing lands outside the tree")
        #expect(fixture.host.contains(try #require(fixture.built["Detail"])))
        #expect(fixture.host.snapshot().description.contains("Detail"))
        #expect(fixture.diagnostics.codes == [.containerMisreported])
    }
}
