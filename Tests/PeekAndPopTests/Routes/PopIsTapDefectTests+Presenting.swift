import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

extension PopIsTapDefectTests {
    // MARK: presentingScreen (defect 6)

    @Test(arguments: [false, true])
    func everyModuleOfAPresentedContainerKnowsItsPresentingScreen(split: Bool) throws {
        // Before: `present(_:)` built the modules of a stack or a split with
        // no presenter, unlike `presentModally` and `presentInNavigationStack`.
        let content: RootContent =
            split
            ? .split(primary: .stack([Self.screen("P")]), secondary: .stack([Self.screen("Q")]))
            : .stack([Self.screen("P"), Self.screen("Q")])
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        let home = try #require(fixture.screen("A"))

        try home.router.present(content)

        let presenters = ["P", "Q"].map { fixture.screen($0)?.router.seed.presentingScreen?.screenName }
        #expect(presenters == ["A", "A"])
    }
}
