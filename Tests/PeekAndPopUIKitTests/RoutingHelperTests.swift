#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import Testing
    import UIKitStandIn

    /// The one-line routing helpers: a tap runs at once (S1); in `onPeek` they freeze, and pop shows
    /// the very controller previewed (S2, S7).
    @MainActor
    struct RoutingHelperTests {
        @Test func aTapPushesPresentsAndDismissesAtOnce() {
            let harness = UIKitHarness()
            let sheet = UIKitHarness.Controller("sheet")

            harness.engine.push(harness.detail, on: harness.navigation)
            harness.engine.present(sheet, from: harness.detail)
            harness.engine.dismiss(sheet)
            harness.engine.route(.push, showing: nil) { harness.log.append("router call") }

            #expect(
                harness.takeLog() == [
                    "uikit push detail", "uikit present sheet from detail", "uikit dismiss sheet", "router call",
                ])
        }

        @Test func inOnPeekTheyFreezeAndPopShowsTheVeryControllerPreviewed() throws {
            let harness = UIKitHarness()
            let sheet = UIKitHarness.Controller("sheet")
            let menu = PeekContextMenu(engine: harness.engine, host: harness.list, view: harness.row) { _ in
                harness.engine.present(sheet, from: harness.list)
            }

            let configuration = try #require(
                uikit(menu).contextMenuInteraction(menu.interaction!, configurationForMenuAtLocation: .zero))
            #expect(configuration.standInPreview() === sheet)
            uikit(menu).contextMenuInteraction(menu.interaction!, willDisplayMenuFor: configuration, animator: nil)
            let commit = StandInAnimator(previewViewController: sheet)
            uikit(menu).contextMenuInteraction(
                menu.interaction!, willPerformPreviewActionForMenuWith: configuration, animator: commit)
            #expect(harness.takeLog() == ["raw session#1 inPeek"])
            commit.complete()

            #expect(harness.takeLog() == ["uikit present sheet from list", "raw session#1 popped"])
            #expect(harness.list.presentedViewController === sheet)
        }

        @Test func aNavigationControllerGoneBeforePopMakesThePeekStale() throws {
            let harness = UIKitHarness()
            var menu: PeekContextMenu?
            var configuration: UIContextMenuConfiguration?
            do {
                let navigation = UINavigationController(rootViewController: UIViewController())
                menu = PeekContextMenu(engine: harness.engine, host: harness.list, view: harness.row) {
                    [weak navigation] _ in
                    harness.engine.push(harness.detail, on: navigation)
                }
                configuration = uikit(menu!).contextMenuInteraction(
                    menu!.interaction!, configurationForMenuAtLocation: .zero)
            }  // The navigation controller goes.
            let menuAdapter = try #require(menu)
            let made = try #require(configuration)
            uikit(menuAdapter).contextMenuInteraction(menuAdapter.interaction!, willDisplayMenuFor: made, animator: nil)
            let commit = StandInAnimator(previewViewController: harness.detail)
            uikit(menuAdapter).contextMenuInteraction(
                menuAdapter.interaction!, willPerformPreviewActionForMenuWith: made, animator: commit)
            commit.complete()

            #expect(harness.takeLog() == ["raw session#1 inPeek", "raw session#1 interrupted(stale)"])
        }
    }
#endif
