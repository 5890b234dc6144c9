import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Each API deprecated for one release still does what its replacement does:
/// one test per forwarder, calling it on purpose (hence each test's
/// `@available(*, deprecated)`, which keeps the build free of warnings).
@MainActor
struct DeprecatedAPITests {
    @available(*, deprecated)
    @Test func presentationStyleOfAPresentationIsItsStyle() throws {
        let fixture = NavFixture()
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        try fixture.router("Home").presentModally(style: .fullScreen, fixture.built.make("Cover"))
        try fixture.router("Cover").presentModally(fixture.built.make("Sheet"))

        #expect(fixture.host.presentations.map { fixture.host.presentationStyle(of: $0) } == [.fullScreen, .sheet])
        #expect(fixture.host.presentations.map(\.style) == [.fullScreen, .sheet])
    }

    @available(*, deprecated)
    @Test func theNoSplitContainerCodeKeepsItsName() {
        #expect(NavigationError.Code.noSplitContainer.description == "noSplitContainer")
        #expect(NavigationError.Code.noSplitContainer != .containerNotInTree)
    }

    @available(*, deprecated)
    @Test func addAndRemoveDestinationInterceptorForwardToTheOneRegistry() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let id = fixture.host.addDestinationInterceptor(
            DestinationInterceptor(named: "never", prepare: { _ in .veto("no") })
        )
        #expect(try fixture.host.navigate(to: fixture.product(1)) == .refused("never: no"))
        #expect(fixture.host.removeDestinationInterceptor(id))
        #expect(!fixture.host.removeDestinationInterceptor(id))
        #expect(try fixture.host.navigate(to: fixture.product(1)) == .built(.performed(TransitionID(rawValue: 1))))
    }

    @available(*, deprecated)
    @Test func removeHookRemovesAnInterceptorOrAPostRoutingTask() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        var tasks = 0
        let interceptor = fixture.host.addInterceptor(named: "veto") { _ in .veto("no") }
        let task = fixture.host.addPostRoutingTask(named: "count") { _ in tasks += 1 }

        #expect(fixture.host.removeHook(interceptor))
        #expect(fixture.host.removeHook(task))
        #expect(!fixture.host.removeHook(task))
        try fixture.router("List").push(fixture.built.make("Detail"))
        #expect(tasks == 0)
        #expect(fixture.built["Detail"] != nil)
    }

    @available(*, deprecated)
    @Test func openFollowsADeepLinkAsOpenRelativeDoes() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.registerRouteHandler(for: "d") { _ in [.push(fixture.built.make("D"))] }

        #expect(try fixture.host.open("/d") == .performed(TransitionID(rawValue: 1)))
        #expect(try fixture.router("D").open("/d") == .performed(TransitionID(rawValue: 2)))
        #expect(RouteChainStep.open("/d").label == RouteChainStep.openRelative("/d").label)
        #expect(fixture.host.history.map(\.kind) == [.deepLink, .deepLink])
        #expect(fixture.host.history.map(\.route) == ["/d", "/d"])
        #expect(fixture.host.snapshot().description == "stack#1[Home, D, D]")
    }

    /// Each `setRoot…` builds the tree that `setRoot(_:)` builds from the
    /// same content, and publishes one set-up change.
    @available(*, deprecated)
    @Test func theSetRootFamilyForwardsToSetRoot() {
        func tree(_ set: (NavFixture) -> Void) -> (String, [String]) {
            let fixture = NavFixture()
            set(fixture)
            return (fixture.host.snapshot().description, fixture.changes.events.map { "\($0.cause)" })
        }
        let make = { (fixture: NavFixture, name: String) in fixture.built.make(name) }

        #expect(tree { $0.host.setRootScreen(make($0, "A")) } == tree { $0.host.setRoot(.screen(make($0, "A"))) })
        #expect(
            tree { $0.host.setRootStack([make($0, "A"), make($0, "B")]) }
                == tree { $0.host.setRoot(.stack([make($0, "A"), make($0, "B")])) }
        )
        #expect(
            tree { $0.host.setRootTabs([[make($0, "A")], [make($0, "B")]], selectedIndex: 1) }
                == tree { $0.host.setRoot(.tabs([[make($0, "A")], [make($0, "B")]], selectedIndex: 1)) }
        )
        #expect(
            tree { _ = $0.host.setRootTabs([.stack([make($0, "A")]), .split(primary: [make($0, "B")])]) }
                == tree { $0.host.setRoot(.tabs([.stack([make($0, "A")]), .split(primary: [make($0, "B")])])) }
        )
        #expect(
            tree { _ = $0.host.setRootSplit(primary: [make($0, "A")], secondary: [make($0, "B")]) }
                == tree { $0.host.setRoot(.split(primary: [make($0, "A")], secondary: [make($0, "B")])) }
        )
        #expect(tree { $0.host.setRootStack([make($0, "A")]) } == ("stack#1[A]", ["setup"]))
    }

    @available(*, deprecated)
    @Test func theOpenChainStepFollowsADeepLinkAsOpenRelativeDoes() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.registerRouteHandler(for: "d") { _ in [.push(fixture.built.make("D"))] }

        let result = await fixture.host.performChain([.open("/d")])

        #expect(result.isComplete)
        #expect(fixture.host.history.map(\.kind) == [.deepLink])
        #expect(fixture.host.snapshot().description == "stack#1[Home, D]")
    }
}
