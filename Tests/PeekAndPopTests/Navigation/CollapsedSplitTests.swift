import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A collapsed split keeps its columns apart on its one stack (H5), whatever
/// was popped from it before (found by the navigation fuzzer).
@MainActor
struct CollapsedSplitTests {
    @Test func aPrimaryPushAfterTheCollapsedColumnWasPoppedKeepsTheDetailOutOfThePrimaryColumn() throws {
        let fixture = NavFixture()
        let root = fixture.host.setRoot(
            .split(
                primary: [fixture.built.make("Inbox"), fixture.built.make("Folder")],
                secondary: [fixture.built.make("Mail")]
            )
        )
        guard case .split(let split) = root else { throw NavigationError(.containerNotInTree, "not a split root") }
        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: true))
        try fixture.router("Inbox").focusOnCurrentModule()  // The primary column falls below its count.

        try split.router.pushPrimary(fixture.built.make("Archive"))
        try split.router.setSecondary(fixture.built.make("Detail"))

        #expect(split.primaryScreens.map(\.screenName) == ["Inbox", "Archive"])
        #expect(split.secondaryScreens.map(\.screenName) == ["Detail"])
        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: false))
        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox, Archive] | stack#3[Detail]}")
    }
}
