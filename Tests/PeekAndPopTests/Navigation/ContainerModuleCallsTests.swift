import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A container module's router has the module calls a screen's router has
/// (H4): `focusOnCurrentModule` undoes everything over the container,
/// `dismissCurrentModule` undoes what showed it (a no-op for the root
/// layer's containers, as for a root screen); both are the same at a tap
/// and at a pop, and leave nothing behind after a release.
@MainActor
struct ContainerModuleCallsTests {
    private static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        { seed in RouteScreen(name, seed: seed) }
    }

    /// Root tabs `{*stack[Home], stack[Settings]}` with `Sheet` presented in
    /// a stack over them, and `Alert` over that.
    private static func tabsWithPresentations(_ fixture: RouteFixture) throws {
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        try home.router.presentInNavigationStack(Self.screen("Sheet"))
        try #require(fixture.screen("Sheet")).router.presentModally(Self.screen("Alert"))
        fixture.clearRecords()
    }

    /// Root split `{stack[Inbox] | stack[Mail]}` with `Compose` presented over it.
    private static func splitWithPresentation(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(.split(primary: [Self.screen("Inbox")], secondary: [Self.screen("Mail")]))
        try #require(fixture.screen("Inbox")).router.presentModally(Self.screen("Compose"))
        fixture.clearRecords()
    }

    private func codeOf(_ call: () throws(NavigationError) -> RoutingOutcome?) -> NavigationError.Code? {
        do {
            _ = try call()
            return nil
        } catch {
            return error.code
        }
    }

    private static func tabsRouter(_ fixture: RouteFixture) throws -> ContainerRouter {
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.containerNotInTree, "no tabs") }
        return tabs.router
    }

    @Test func focusingOnTheRootTabsDismissesEveryPresentationAtATapAndAtAPop() throws {
        let worlds = try threeWorlds(setUp: Self.tabsWithPresentations) { fixture in
            try Self.tabsRouter(fixture).focusOnCurrentModule()
            // Forwarded to the topmost stack as it is when performed (H2, H4).
            try #require(fixture.screen("Home")).router.push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, Detail], stack#3[Settings]}")
        #expect(
            worlds.tap.changes == ["transition#3 focus: presentations[]", "transition#4 push: stack#2[Home, Detail]"])
        expectPopIsTap(worlds)
    }

    @Test func aModulesSplitRouterFocusesOnTheSplitWithTheModuleAsItsSource() throws {
        let worlds = try threeWorlds(setUp: Self.splitWithPresentation) { fixture in
            let inbox = try #require(fixture.screen("Inbox"))
            try #require(inbox.router.splitRouter).focusOnCurrentModule()
        }
        #expect(worlds.tap.tree == "split#1{stack#2[Inbox] | stack#3[Mail]}")
        #expect(worlds.tap.changes == ["transition#2 focus: presentations[]"])
        #expect(worlds.tap.states == [])
        // A focus alone shows no screen: no preview, nothing frozen (S3).
        #expect(worlds.pop == nil)
        #expect(worlds.releaseLeftWorldAsItWas)

        let fixture = RouteFixture()
        try Self.splitWithPresentation(fixture)
        let inbox = try #require(fixture.screen("Inbox"))
        try #require(inbox.router.splitRouter).focusOnCurrentModule()
        let record = try #require(fixture.host.history.last)
        #expect(record.kind == .focus)
        #expect(record.label == "focus split#1")
        #expect(record.source === inbox)
    }

    /// Late binding (H2): in `onPeek`, a presentation frozen before the focus
    /// is dismissed by it on pop, as after a tap.
    @Test func aFocusFrozenAfterAPresentationDismissesItOnPop() throws {
        let worlds = try threeWorlds(setUp: { $0.setUpTabs() }) { fixture in
            try #require(fixture.screen("Home")).router.presentInNavigationStack(Self.screen("Sheet"))
            try Self.tabsRouter(fixture).focusOnCurrentModule()
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home], stack#3[Settings]}")
        #expect(
            worlds.tap.changes == [
                "transition#1 presentInNavigationStack: presentations[stack#4[Sheet]]",
                "transition#2 focus: presentations[]",
            ])
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: worlds.tap.tree, changes: worlds.tap.changes,
                    states: ["session#1 inPeek", "session#1 popped"]
                ))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func focusingWithNothingOverTheContainerAtATapRoutesNothing() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let historyCount = fixture.host.history.count

        #expect(try Self.tabsRouter(fixture).focusOnCurrentModule() == nil)
        #expect(fixture.host.history.count == historyCount)
        #expect(fixture.changes == [])
    }

    @Test func dismissingARootLayerContainerIsANoOpAtATapAndInOnPeek() throws {
        let fixture = RouteFixture()
        try Self.tabsWithPresentations(fixture)
        let before = fixture.host.snapshot()

        #expect(try Self.tabsRouter(fixture).dismissCurrentModule() == nil)
        let preview = try fixture.peek { try Self.tabsRouter(fixture).dismissCurrentModule() }
        #expect(preview == nil)
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])
        #expect(fixture.states == [])
    }

    /// A presented stack's router (``NavigationHost/containerRouter(for:)``)
    /// dismisses its presentation and everything over it.
    @Test func dismissingAPresentedStackContainerDismissesItsPresentation() throws {
        let worlds = try threeWorlds(setUp: Self.tabsWithPresentations) { fixture in
            let stack = try #require(fixture.host.presentations.first?.stack)
            try #require(fixture.host.containerRouter(for: stack)).dismissCurrentModule()
            try #require(fixture.screen("Home")).router.presentModally(Self.screen("Menu"))
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home], stack#3[Settings]} > Menu")
        #expect(
            worlds.tap.changes == [
                "transition#3 dismiss: presentations[]", "transition#4 presentModally: presentations[Menu]",
            ])
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: worlds.tap.tree, changes: worlds.tap.changes,
                    states: ["session#1 inPeek", "session#1 popped"]
                ))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aContainerThatLeftTheTreeThrowsAndChangesNothing() throws {
        let fixture = RouteFixture()
        try Self.tabsWithPresentations(fixture)
        let router = try Self.tabsRouter(fixture)
        fixture.host.setRoot(.stack([Self.screen("Other")]))
        fixture.clearRecords()
        let before = fixture.host.snapshot()

        #expect(codeOf { () throws(NavigationError) in try router.focusOnCurrentModule() } == .containerNotInTree)
        #expect(codeOf { () throws(NavigationError) in try router.dismissCurrentModule() } == .containerNotInTree)
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])
    }

    @Test func aRouterWhoseHostIsGoneThrowsHostGone() throws {
        var fixture: RouteFixture? = RouteFixture()
        fixture?.setUpTabs()
        let router = try Self.tabsRouter(try #require(fixture))
        fixture = nil

        #expect(codeOf { () throws(NavigationError) in try router.focusOnCurrentModule() } == .hostGone)
        #expect(codeOf { () throws(NavigationError) in try router.dismissCurrentModule() } == .hostGone)
    }
}
