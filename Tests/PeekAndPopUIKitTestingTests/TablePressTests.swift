#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopTesting
    import PeekAndPopUIKit
    import PeekAndPopUIKitTesting
    import Testing
    import UIKitStandIn

    /// Simulated presses on the rows of an app's product table (U9), through the table's delegate
    /// as UIKit calls it.
    @MainActor
    struct TablePressTests {
        private let row2 = IndexPath(row: 2, section: 0)

        @Test func anAppsPeekAndPopTestOfATableRowFitsInTenLines() throws {
            // The app's test, as it is written in an app's test target (U9: 8 lines as formatted, ≤ 10).
            let app = ProductApp()
            let press = SimulatedPress(
                onRowAt: IndexPath(row: 2, section: 0), in: app.list.tableView, engine: app.engine)
            let preview = try press.showPreview()
            #expect((preview as? ProductScreen)?.row == 2)
            try press.pop()
            #expect(app.navigation.topViewController === preview)
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 popped"])
        }

        @Test func aPopShowsWhatATapShows() throws {
            // The equivalence check, for UIKit: a tap and a pop of the same row, each in an app of
            // its own, leave the same hierarchy; the pop's top is the very preview.
            let tapped = ProductApp()
            SimulatedPress(onRowAt: row2, in: tapped.list.tableView, engine: tapped.engine).tap()
            let popped = ProductApp()
            let press = SimulatedPress(onRowAt: row2, in: popped.list.tableView, engine: popped.engine)
            let preview = try press.showPreview()
            let whilePeeking = ViewControllerHierarchy(popped.navigation)
            try press.pop()

            #expect(whilePeeking.structure == "UINavigationController[ProductListScreen]")
            #expect(
                ViewControllerHierarchy(tapped.navigation).structure
                    == "UINavigationController[ProductListScreen, ProductScreen]")
            #expect(
                ViewControllerHierarchy(popped.navigation).structure
                    == ViewControllerHierarchy(tapped.navigation).structure)
            #expect(ViewControllerHierarchy(popped.navigation).contains(preview))
        }

        @Test func releasingLeavesTheHierarchyAsItWas() throws {
            let app = ProductApp()
            let before = ViewControllerHierarchy(app.navigation)
            let press = SimulatedPress(onRowAt: row2, in: app.list.tableView, engine: app.engine)

            try press.showPreview()
            try press.release()

            #expect(ViewControllerHierarchy(app.navigation) == before)
            // U3: the row's rect is where the preview goes back to, after the peek ended.
            #expect(
                press.dismissalPreview?.parameters.visiblePath?.standInRect
                    == CGRect(x: 0, y: 88, width: 320, height: 44))
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 interrupted(released)"])
            #expect(!press.isShowing)
        }

        @Test func choosingAnActionRunsItsHandlerAndPushesNothing() throws {
            let app = ProductApp()
            var handled: [String] = []
            app.list.actions = [PreviewAction("Add to Cart", id: "cart") { handled.append("cart") }]
            let press = SimulatedPress(onRowAt: row2, in: app.list.tableView, engine: app.engine)

            try press.showPreview()
            try press.chooseAction("cart")

            #expect(handled == ["cart"])
            #expect(app.navigation.viewControllers.count == 1)
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 actionSelected(cart)"])
        }

        @Test func theHighlightIsTheRowsRect() throws {
            // U3: the source rect reaches UIKit's highlight preview.
            let app = ProductApp()
            let press = SimulatedPress(onRowAt: row2, in: app.list.tableView, engine: app.engine)

            try press.showPreview()

            #expect(
                press.highlightPreview?.parameters.visiblePath?.standInRect
                    == CGRect(x: 0, y: 88, width: 320, height: 44))
        }

        @Test func stepsOutOfOrderThrow() throws {
            let app = ProductApp()
            let press = SimulatedPress(onRowAt: row2, in: app.list.tableView, engine: app.engine)

            #expect(throws: SimulatedPressError.self) { try press.pop() }
            try press.showPreview()
            #expect(throws: SimulatedPressError.self) { try press.showPreview() }
            #expect(throws: SimulatedPressError.self) { try press.chooseAction("none") }
            try press.release()
            #expect(throws: SimulatedPressError.self) { try press.release() }
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 interrupted(released)"])
        }
    }
#endif
