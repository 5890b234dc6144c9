import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Presentation options are carried by the transition: a module's router, a
/// route element and a destination say how the platform presents; the
/// presentation keeps it, and the animator and the history see it, at a tap
/// and at a pop alike.
@MainActor
struct PresentationStyleTests {
    private static let anchor = Rect(x: 10, y: 20, width: 30, height: 40)

    private func world(pops: Bool) throws -> (NavFixture, ManualAnimator) {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        let calls: @MainActor () throws -> Void = { [fixture] in
            let home = try fixture.router("Home")
            try home.presentModally(style: .popover(anchor: .rect(Self.anchor)), fixture.built.make("Menu"))
            // Forwarded to the top of the chain (H4), above the menu.
            try home.presentInNavigationStack(style: .fullScreen, fixture.built.make("Editor"))
        }
        if pops {
            let home = try #require(fixture.screen("Home"))
            let preview = try #require(fixture.peek(from: home, calls))
            try fixture.engine.commit(preview)
        } else {
            try calls()
        }
        return (fixture, animator)
    }

    @Test(arguments: [false, true])
    func aModuleRoutersPresentationCarriesItsStyle(pops: Bool) throws {
        let (fixture, animator) = try world(pops: pops)
        animator.complete(0)

        #expect(fixture.host.presentations.map(\.style) == [.popover(anchor: .rect(Self.anchor)), .fullScreen])
        #expect(
            animator.started.map(\.presentationStyles) == [
                [.popover(anchor: .rect(Self.anchor))],
                [.popover(anchor: .rect(Self.anchor)), .fullScreen],
            ]
        )
        #expect(
            fixture.host.history.suffix(2).map(\.presentationStyles) == [
                [.popover(anchor: .rect(Self.anchor))],
                [.popover(anchor: .rect(Self.anchor)), .fullScreen],
            ]
        )
    }

    @Test func aPresentationWithoutAStyleIsASheetAndTheStylesFollowDismissals() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))

        try fixture.router("Home").presentModally(fixture.built.make("Sheet"))
        try fixture.router("Sheet").dismissCurrentModule()
        animator.complete(0)

        #expect(animator.started.map(\.presentationStyles) == [[.sheet], []])
    }
}
