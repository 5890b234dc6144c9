import PeekAndPop
import PeekAndPopNavigation
import Testing

/// The persistent screen list behind stack snapshots (H1).
@MainActor
struct ScreenListTests {
    private let home = ScreenSnapshot(id: ObjectIdentifier(Int.self), name: "Home")
    private let list = ScreenSnapshot(id: ObjectIdentifier(String.self), name: "List")
    private let detail = ScreenSnapshot(id: ObjectIdentifier(Double.self), name: "Detail")

    @Test func aListReadsBottomFirst() {
        let screens: ScreenList = [home, list, detail]

        #expect(screens.count == 3)
        #expect(screens.first == home)
        #expect(screens.last == detail)
        #expect(screens[1] == list)
        #expect(Array(screens) == [home, list, detail])
        #expect(screens.description == "[Home, List, Detail]")
        #expect(ScreenList().isEmpty && ScreenList().last == nil && ScreenList().first == nil)
    }

    @Test func appendingAndPrefixShareTheListBelow() {
        let base: ScreenList = [home, list]
        let pushed = base.appending(detail)

        #expect(Array(base) == [home, list], "the old list is unchanged")
        #expect(pushed.prefix(2) == base)
        #expect(pushed.prefix(0).isEmpty)
        #expect(pushed.prefix(9) == pushed)
        #expect(pushed != base)
    }

    @Test func listsCompareByScreensWhetherOrNotTheyShareLinks() {
        let built: ScreenList = [home, list]
        let appended = ScreenList([home]).appending(list)
        let other: ScreenList = [home, detail]

        #expect(built == appended)
        #expect(built.hashValue == appended.hashValue)
        #expect(built != other)
        #expect(Set([built, appended, other]).count == 2)
    }

    @Test func aStackSnapshotIsTheStacksOwnList() throws {
        let engine = PeekEngine(diagnostics: .discard)
        let host = NavigationHost(engine: engine)
        host.setRoot(.stack([{ NavScreen("Home", seed: $0) }]))
        let before = host.snapshot()
        let home = try #require(host.topmostScreen as? NavScreen)

        try home.router.push { NavScreen("Detail", seed: $0) }
        guard case .stack(_, let old)? = before.root, case .stack(_, let new)? = host.snapshot().root else {
            Issue.record("no stack root")
            return
        }

        #expect(new.prefix(1) == old)
        #expect(new.elements.map(\.name) == ["Home", "Detail"])
        #expect(old.elements.map(\.name) == ["Home"], "a snapshot taken before is a value: it never changes")
    }
}

/// The host's index of where every screen is: membership in O(1) that
/// follows every change (H1, S23).
@MainActor
struct TreeIndexTests {
    @Test func aPushedScreenIsInTheTreeAndCannotBePushedAgain() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let home = try fixture.router("Home")
        try home.push(fixture.built.make("Detail"))
        let detail = try #require(fixture.screen("Detail"))

        #expect(fixture.host.contains(detail))
        let again = try home.push { _ in detail }

        #expect(again == .discarded(again.transitionID))
        #expect(fixture.host.snapshot().description == "stack#1[Home, Detail]")
        #expect(fixture.diagnostics.codes == [.transitionRefused])
    }

    @Test func aScreenThatLeftIsNoLongerInTheTreeAndMayComeBack() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let home = try fixture.router("Home")
        try home.push(fixture.built.make("Detail"))
        let detail = try #require(fixture.screen("Detail"))

        try detail.router.dismissCurrentModule()
        #expect(!fixture.host.contains(detail))
        try home.push { _ in detail }

        #expect(fixture.host.contains(detail))
        #expect(fixture.host.snapshot().description == "stack#1[Home, Detail]")
    }
}

/// Only what is visible is available for previewing on the reference host (H7).
@MainActor
struct VisibilityTests {
    @Test func aScreenCoveredInAPresentedStackIsNotVisible() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        try fixture.router("Home").presentInNavigationStack(fixture.built.make("Sheet"))
        try fixture.router("Sheet").push(fixture.built.make("Step"))

        #expect(!fixture.host.isVisible(try #require(fixture.screen("Home"))))
        #expect(!fixture.host.isVisible(try #require(fixture.screen("Sheet"))))
        #expect(fixture.host.isVisible(try #require(fixture.screen("Step"))))
        #expect(try !fixture.router("Sheet").isVisible)
    }
}
