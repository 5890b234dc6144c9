#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import Testing
    import UIKitStandIn

    /// R7: the tap/pop equivalence the host proves holds for the rendered hierarchy: after a
    /// peek's pop, the very controller previewed is what UIKit shows, as after a tap (S7);
    /// after a release, UIKit shows what it showed before (S8).
    @MainActor
    struct PeekOnScreenTests {
        /// The rows pressed, kept alive as a screen keeps its views (the engine holds them weakly).
        private let rows = Rows()

        private final class Rows {
            var views: [ViewNode] = []
        }

        /// Peeks from `List` at a push of `Detail`, or taps it; returns the preview or the pushed screen.
        private func route(_ harness: RenderingHarness, peek: Bool) throws -> UIViewController? {
            let list = try harness.screen("List")
            guard peek else {
                try list.router.push(AppScreen.make("Detail"))
                return try harness.screen("Detail")
            }
            let view = ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 100, height: 44))
            rows.views.append(view)
            let context = harness.host.registerForPreviewing(list, sourceView: view) { _, _ in
                _ = try? list.router.push(AppScreen.make("Detail"))
            }
            return harness.engine.preview(for: context, at: Point(x: 10, y: 10)) as? UIViewController
        }

        private func tabsHarness() -> RenderingHarness {
            let harness = RenderingHarness()
            harness.host.setRoot(
                .tabs([[AppScreen.make("Home"), AppScreen.make("List")], [AppScreen.make("Settings")]]))
            harness.renderer.install(in: harness.window)
            harness.calls.removeAll()
            return harness
        }

        @Test func afterPopThePreviewedControllerIsOnScreenAsAfterATap() throws {
            let tapped = tabsHarness()
            let shownByTap = try route(tapped, peek: false)

            let popped = tabsHarness()
            let preview = try #require(try route(popped, peek: true))
            #expect(popped.calls.isEmpty)  // A frozen transition changes nothing on screen (S3).
            #expect(popped.visibleController?.standInName == "List")
            try popped.engine.commit(preview)

            #expect(popped.visibleController === preview)  // S7: the very controller previewed.
            #expect(tapped.visibleController === shownByTap)
            #expect(popped.renderedTree == tapped.renderedTree)
            #expect(popped.calls == tapped.calls)  // The same UIKit calls: ["push Detail"].
            #expect(popped.calls == ["push Detail"])
        }

        @Test func afterAReleaseUIKitShowsWhatItShowedBefore() throws {
            let harness = tabsHarness()
            let before = harness.renderedTree
            _ = try #require(try route(harness, peek: true))
            _ = harness.engine.interrupt(.released)
            #expect(harness.renderedTree == before)
            #expect(harness.calls.isEmpty)
        }

        @Test func aPeekWhoseSheetTheUserPulledDownEndsWithUIKitEqualToTheTree() throws {
            let harness = tabsHarness()
            try harness.screen("List").router.presentInNavigationStack(AppScreen.make("Sheet"))
            let sheet = try harness.screen("Sheet")
            let view = ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 100, height: 44))
            rows.views.append(view)
            let context = harness.host.registerForPreviewing(sheet, sourceView: view) { _, _ in
                _ = try? sheet.router.push(AppScreen.make("Detail"))
            }
            let preview = try #require(harness.engine.preview(for: context, at: Point(x: 10, y: 10)))
            // The user pulls the sheet down while the preview shows (R4, through the delegate).
            let presentation = try #require(try harness.navigation(4).presentationController)
            #expect(presentation.delegate?.presentationControllerShouldDismiss(presentation) == true)
            try harness.navigation(4).dismiss(animated: true)
            presentation.delegate?.presentationControllerDidDismiss(presentation)
            harness.calls.removeAll()
            #expect(harness.host.presentations.isEmpty)
            // Whatever the host decides at pop for a call whose module left the tree (here it
            // forwards the push to the topmost stack, H4), UIKit shows that, with one call.
            _ = try? harness.engine.commit(preview)
            #expect(harness.renderedTree == RenderingHarness.describe(harness.host.snapshot()))
            #expect(harness.calls.count <= 1)
            #expect(harness.window.rootViewController?.presentedViewController == nil)
        }
    }
#endif
