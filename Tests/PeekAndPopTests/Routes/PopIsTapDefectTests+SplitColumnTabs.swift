import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

extension PopIsTapDefectTests {
    // MARK: Routes into the tabs of a split's column (defect 2)

    @Test func aRouteIntoATabOfASplitColumnRemovedEarlierInTheWindowThrowsAsAtATap() throws {
        // Before: only the root's tabs were counted; the route was frozen
        // with D as the preview, and the pop refused it at commit: `popped`
        // without D on screen.
        let worlds = try tapAndPop(
            setUp: SplitColumnContainerTests.root(SplitColumnContainerTests.tabsInTheDetailColumn)
        ) { fixture, thrown in
            try #require(try SplitColumnContainerTests.module(fixture, "Mail").tabsRouter).removeTab(at: 1)
            thrown.attempt { try fixture.host.setRoute("/List/column:1/tab:1/Settings/D") }
            try SplitColumnContainerTests.module(fixture, "List").push(Self.screen("X"))
        }
        #expect(worlds.tap.tree == "split#1{stack#2[List] | tabs#3{*stack#4[Mail, X]}}")
        #expect(worlds.tap.thrown == ["invalidRoute"])
        expectPopIsTap(worlds, preview: "X")
    }
}
