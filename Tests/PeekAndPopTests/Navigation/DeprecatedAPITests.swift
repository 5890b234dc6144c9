import PeekAndPop
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
        fixture.host.setRootStack([fixture.built.make("Home")])
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
}
