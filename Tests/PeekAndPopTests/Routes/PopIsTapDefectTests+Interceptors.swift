import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

extension PopIsTapDefectTests {
    // MARK: An interceptor that changes the tree at commit (defect 3)

    /// Adds an interceptor that, when a push of `E` is performed or
    /// committed, does what `interaction` does to the host, as a user would.
    static func interceptingPushOfE(
        _ fixture: RouteFixture, _ interaction: @escaping @MainActor (NavigationHost) -> Void
    ) {
        let host = fixture.host
        host.addInterceptor(named: "tour") { [weak host] request in
            if request.phase != .capture, request.destination?.screenName == "E", let host { interaction(host) }
            return .proceed
        }
    }

    @Test func aTabSelectedByALaterCallsInterceptorComesAfterTheEarlierCallsAsAtATap() throws {
        // Before: the interceptor of the push of E selected tab 1 while the
        // commit checked the calls, so the push of D, performed after it,
        // went to tab 1 too.
        let worlds = try threeWorlds(
            setUp: { fixture in
                fixture.setUpTabs()
                Self.interceptingPushOfE(fixture) { host in
                    guard case .tabs(let tabs)? = host.root else { return }
                    host.handleTabSelection(1, in: tabs)
                }
            },
            action: { fixture in
                let home = try #require(fixture.screen("Home")).router
                try home.push(Self.screen("D"))
                try home.push(Self.screen("E"))
            })
        #expect(worlds.tap.tree == "tabs#1{stack#2[Home, D], *stack#3[Settings, E]}")
        #expect(
            worlds.tap.changes == [
                "transition#1 push: stack#2[Home, D]", "interaction: tabs#1 selected 1",
                "transition#2 push: stack#3[Settings, E]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aDismissalByALaterCallsInterceptorComesAfterTheEarlierCallsAsAtATap() throws {
        // Before: the interceptor dismissed the sheet while the commit
        // checked the calls: D, meant for the sheet's stack, was pushed onto
        // the root stack.
        let worlds = try threeWorlds(
            setUp: { fixture in
                try fixture.setUpStack("/Home")
                try #require(fixture.screen("Home")).router.presentInNavigationStack(Self.screen("Sheet"))
                fixture.clearRecords()
                Self.interceptingPushOfE(fixture) { host in host.handleInteractiveDismissal() }
            },
            action: { fixture in
                let sheet = try #require(fixture.screen("Sheet")).router
                try sheet.push(Self.screen("D"))
                try sheet.push(Self.screen("E"))
            })
        #expect(worlds.tap.tree == "stack#1[Home, E]")
        expectPopIsTap(worlds)
    }
}
