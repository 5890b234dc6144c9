import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

extension PopIsTapDefectTests {
    // MARK: A module's container router after a dismissal (defect 7)

    @Test func aFrozenCallOfADismissedModulesSplitRouterGoesStale() throws {
        // Before: the module's split router fell back to the root's split,
        // and the pop set its secondary column.
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .split(primary: .stack([Self.screen("List")]), secondary: .stack([Self.screen("Mail")])))
        try #require(fixture.screen("List")).router.present(
            .split(primary: .stack([Self.screen("P")]), secondary: .stack([Self.screen("S")])))
        fixture.clearRecords()
        let presented = try #require(fixture.screen("S"))  // The peek's source: alive until the end.
        let module = try #require(fixture.screen("P"))
        let splitRouter = try #require(module.router.splitRouter)

        let preview = try #require(try fixture.peek { try splitRouter.setSecondary(Self.screen("X")) })
        #expect(fixture.host.handleInteractiveDismissal())
        #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        #expect(fixture.tree == "split#1{stack#2[List] | stack#3[Mail]}")
        #expect(fixture.changes == ["interaction: presentations[]"])
        #expect(
            fixture.nav.states.events.map { "\($0.summary) preview=\($0.previewScreenName)" } == [
                "session#1 inPeek preview=X", "session#1 interrupted(stale) preview=X",
            ])
        withExtendedLifetime(presented) {}
    }
}
