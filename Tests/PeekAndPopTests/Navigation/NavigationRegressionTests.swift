import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// The four defects of "Navigation as a value", each as it was reported.
@MainActor
struct NavigationRegressionTests {
    /// A root stack `[Home, X]` with a route `/d` that pushes `D`.
    private func makeFixture(animator: any NavigationAnimator = ImmediateAnimator()) -> NavFixture {
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home", "X")
        fixture.host.registerRouteHandler(for: "d") { _ in [.push(fixture.built.make("D"))] }
        return fixture
    }

    // Defect 1 (H2): dependent calls in one capture window see each other at commit.
    @Test func aRouteAfterAPresentationInOneCaptureWindowLandsOnThePresentedStack() throws {
        let fixture = makeFixture()
        let x = try #require(fixture.screen("X"))
        let preview = try #require(
            fixture.peek(from: x) {
                try x.router.presentInNavigationStack(fixture.built.make("P"))
                try x.router.openRelative("/d")
            }
        )
        #expect(preview === fixture.built["P"])

        try fixture.engine.commit(preview)

        #expect(fixture.host.snapshot().description == "stack#1[Home, X] > stack#2[P, D]")
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentInNavigationStack: presentations[stack#2[P]]",
                "transition#2 deepLink: stack#2[P, D]",
            ]
        )
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    // Defect 1 (H2, H3): after a dismissal in the same window, the previewed
    // screen appears, and `popped` means the tree shows it.
    @Test func aRouteAfterADismissalInOneCaptureWindowShowsThePreview() throws {
        let fixture = makeFixture()
        let x = try #require(fixture.screen("X"))
        let preview = try #require(
            fixture.peek(from: x) {
                try x.router.dismissCurrentModule()
                try x.router.openRelative("/d")
            }
        )
        #expect(preview === fixture.built["D"])

        try fixture.engine.commit(preview)

        #expect(fixture.host.snapshot().description == "stack#1[Home, D]")
        #expect(fixture.host.topmostScreen === preview)
        #expect(
            fixture.changeSummaries == [
                "transition#1 dismiss: stack#1[Home]",
                "transition#2 deepLink: stack#1[Home, D]",
            ]
        )
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
        #expect(fixture.diagnostics.codes == [])
    }

    // Defect 2 (H2, H3): calls made while an animation is in flight bind to
    // the tree as the earlier calls left it.
    @Test func callsMadeDuringAnAnimationBindToTheTreeTheEarlierOnesMade() throws {
        let animator = ManualAnimator()
        let fixture = makeFixture(animator: animator)
        let x = try #require(fixture.screen("X"))
        try x.router.push(fixture.built.make("Busy"))
        #expect(fixture.host.isTransitionInFlight)

        try x.router.presentInNavigationStack(fixture.built.make("P"))
        try x.router.openRelative("/d")

        #expect(fixture.host.snapshot().description == "stack#1[Home, X, Busy] > stack#2[P, D]")
        animator.complete(0)
        animator.complete(1)
        animator.complete(2)
        #expect(animator.labels == ["push Busy", "presentInNavigationStack P", "deepLink /d"])
        #expect(fixture.host.snapshot().description == "stack#1[Home, X, Busy] > stack#2[P, D]")
    }

    // Defect 2 (H3): a peek committed while animations wait is checked against
    // the tree they made, and `popped` means the tree shows the preview.
    @Test func aPeekCommittedWhileAnimationsWaitIsNeverSkipped() throws {
        let animator = ManualAnimator()
        let fixture = makeFixture(animator: animator)
        let x = try #require(fixture.screen("X"))
        try x.router.push(fixture.built.make("Busy"))
        try x.router.presentInNavigationStack(fixture.built.make("Sheet"))
        let sheet = try #require(fixture.built["Sheet"])
        let preview = try #require(fixture.peek(from: sheet) { try sheet.router.push(fixture.built.make("Detail")) })

        try fixture.engine.commit(preview)
        #expect(fixture.host.topmostScreen === preview)
        animator.complete(0)
        animator.complete(1)
        animator.complete(2)

        #expect(fixture.host.snapshot().description == "stack#1[Home, X, Busy] > stack#2[Sheet, Detail]")
        #expect(animator.labels == ["push Busy", "presentInNavigationStack Sheet", "push Detail"])
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
        #expect(fixture.diagnostics.codes == [])
    }

    // Defect 3 (H4): push is forwarded to the topmost container, as Marshroute's
    // root router pushes onto whatever is presented on top.
    @Test func aRootRoutersPushIsForwardedToThePresentedStack() throws {
        let fixture = makeFixture()
        let home = try #require(fixture.screen("Home"))
        try home.router.presentInNavigationStack(fixture.built.make("Sheet"))

        try home.router.push(fixture.built.make("Next"))

        #expect(fixture.host.snapshot().description == "stack#1[Home, X] > stack#2[Sheet, Next]")
    }

    // Defect 4 (H7): a covered screen cannot be peeked on the reference host.
    @Test func aCoveredScreenIsNotAvailableForPreviewing() throws {
        let fixture = makeFixture()
        let home = try #require(fixture.screen("Home"))
        let x = try #require(fixture.screen("X"))
        var calledOnPeek = false

        let preview = fixture.peek(from: home) {
            calledOnPeek = true
            try home.router.presentModally(fixture.built.make("Never"))
        }

        #expect(preview == nil)
        #expect(!calledOnPeek)
        #expect(fixture.diagnostics.codes == [.previewRefused])
        #expect(fixture.stateSummaries == [])
        #expect(!home.router.isVisible)
        #expect(x.router.isVisible)
        #expect(fixture.peek(from: x) { try x.router.presentModally(fixture.built.make("Shown")) } != nil)
    }
}
