import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct NavigationHostTests {
    @Test func anEmptyHostHasNoTopmostScreen() {
        let fixture = NavFixture()
        #expect(fixture.host.root == nil)
        #expect(fixture.host.topmostScreen == nil)
        #expect(fixture.host.topmostStack == nil)
        #expect(fixture.host.snapshot() == NavigationSnapshot(root: nil))
        #expect(fixture.host.snapshot().description == "empty")
    }

    /// One set-up verb for every root shape: `setRoot` replaces the whole
    /// tree, presentations included, publishes one `setup` change, and
    /// returns the root it made.
    @Test func setRootReplacesTheTreeAndReturnsTheRootItMade() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        try fixture.router("List").presentModally(fixture.built.make("Sheet"))
        fixture.changes.removeAll()

        let root = fixture.host.setRoot(
            .split(primary: [fixture.built.make("Inbox")], secondary: [fixture.built.make("Mail")])
        )

        guard case .split(let split) = root, case .split(let held)? = fixture.host.root else {
            Issue.record("not a split root: \(root)")
            return
        }
        #expect(split === held)
        #expect(fixture.host.presentations.isEmpty)
        #expect(fixture.host.snapshot().description == "split#5{stack#6[Inbox] | stack#7[Mail]}")
        #expect(fixture.changeSummaries == ["setup: root split#5{stack#6[Inbox] | stack#7[Mail]}; presentations[]"])
    }

    @Test func theTopmostScreenIsResolvedThroughTheSelectedTabTheStackTopAndTheTopmostPresentation() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let make = fixture.built.make
        #expect(fixture.host.topmostScreen === fixture.screen("List"))
        #expect(fixture.host.topmostStack?.id == ContainerID(rawValue: 2))

        try fixture.router("List").selectTab(1)
        #expect(fixture.host.topmostScreen === fixture.screen("Settings"))
        #expect(fixture.host.topmostStack?.id == ContainerID(rawValue: 3))

        try fixture.router("Settings").presentInNavigationStack(make("Sheet"))
        try fixture.router("Sheet").push(make("Step"))
        #expect(fixture.host.topmostScreen === fixture.built["Step"])
        #expect(fixture.host.topmostStack?.id == ContainerID(rawValue: 4))

        try fixture.router("Home").presentModally(make("Alert"))
        #expect(fixture.host.topmostScreen === fixture.built["Alert"])
        #expect(fixture.host.topmostStack == nil)
        #expect(fixture.host.presentations.map(\.topScreen?.screenName) == ["Step", "Alert"])
    }

    @Test func setUpPublishesOneChangeAndReplacesTheWholeTree() throws {
        let fixture = NavFixture()
        let built = fixture.built

        fixture.host.setRoot(.stack([built.make("A"), built.make("B")]))
        try fixture.router("B").presentModally(built.make("Modal"))
        fixture.host.setRoot(.tabs([[built.make("T0")], [built.make("T1"), built.make("T1b")]], selectedIndex: 1))

        #expect(fixture.host.snapshot().description == "tabs#3{stack#4[T0], *stack#5[T1, T1b]}")
        #expect(fixture.host.topmostScreen === built["T1b"])
        #expect(built["A"] == nil && built["Modal"] == nil, "the old tree was released")
        #expect(
            fixture.changeSummaries == [
                "setup: root stack#1[A, B]",
                "transition#1 presentModally: presentations[Modal]",
                "setup: root tabs#3{stack#4[T0], *stack#5[T1, T1b]}; presentations[]",
            ]
        )
    }

    @Test func aSnapshotComparesScreensByIdentity() {
        let first = NavFixture()
        first.setUpStack("A")
        let second = NavFixture()
        second.setUpStack("A")

        #expect(first.host.snapshot().description == second.host.snapshot().description)
        #expect(first.host.snapshot() != second.host.snapshot())
        #expect(first.host.snapshot() == first.host.snapshot())
        #expect(first.host.snapshot().screens.map(\.name) == ["A"])
    }

    @Test func interactiveChangesBypassTheEngineAndArePublished() throws {
        let fixture = NavFixture()
        fixture.setUpStack("A", "B")
        try fixture.router("B").presentModally(fixture.built.make("Sheet"))
        let stack = try #require(fixture.host.rootStacksForTesting.first)

        #expect(fixture.host.handleInteractiveDismissal())
        #expect(!fixture.host.handleInteractiveDismissal())
        #expect(fixture.host.handleInteractivePop(in: stack))
        #expect(!fixture.host.handleInteractivePop(in: stack), "the root screen stays")

        #expect(fixture.host.snapshot().description == "stack#1[A]")
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentModally: presentations[Sheet]",
                "interaction: presentations[]",
                "interaction: stack#1[A]",
            ]
        )
        #expect(fixture.host.history.count == 1)
    }

    @Test func theHostDoesNotRetainItselfThroughItsScreensAndRouters() throws {
        weak var weakHost: NavigationHost?
        weak var weakScreen: NavScreen?
        do {
            let fixture = NavFixture()
            fixture.setUpStack("A")
            try fixture.router("A").push(fixture.built.make("B"))
            weakHost = fixture.host
            weakScreen = fixture.screen("B")
            #expect(weakScreen?.router.host === fixture.host)
        }
        #expect(weakHost == nil)
        #expect(weakScreen == nil)
    }
}

extension NavigationHost {
    /// The stacks of the root layer, for tests.
    fileprivate var rootStacksForTesting: [ScreenStack] {
        switch root {
        case .stack(let stack)?: [stack]
        case .tabs(let tabs)?: tabs.tabs
        case .split(let split)?: [split.primary, split.secondary]
        case .screen?, .container?, nil: []
        }
    }
}
