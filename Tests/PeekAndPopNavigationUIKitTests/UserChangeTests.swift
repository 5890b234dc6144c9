#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import Testing
    import UIKitStandIn

    /// R4: what the user does through UIKit reaches the host as its `handle…` calls. Each test
    /// plays UIKit's part in the order Apple documents, calling the renderer only through
    /// UIKit's delegate protocols, and checks that the renderer asked UIKit for nothing more.
    @MainActor
    struct UserChangeTests {
        /// `stack#1[Home, A, B, C]`, rendered, with the host's changes recorded.
        private func stackHarness() throws -> (
            RenderingHarness, RecordingNavigationController, EventRecorder<NavigationChange>
        ) {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack(["Home", "A", "B", "C"].map { AppScreen.make($0) }))
            harness.renderer.install(in: harness.window)
            harness.calls.removeAll()
            return (harness, try harness.navigation(1), EventRecorder(harness.host.changes))
        }

        @Test func theBackButtonPopsTheHostsStack() throws {
            let (harness, navigation, changes) = try stackHarness()
            // UINavigationController: the back button pops the top controller, then the delegate
            // hears navigationController(_:willShow:animated:) and, once the animation ends,
            // navigationController(_:didShow:animated:) (UINavigationControllerDelegate).
            let below = navigation.viewControllers[2]
            _ = navigation.viewControllers.popLast().map { $0.removeFromParent() }
            navigation.delegate?.navigationController(navigation, willShow: below, animated: true)
            navigation.delegate?.navigationController(navigation, didShow: below, animated: true)
            #expect(harness.host.snapshot().description == "stack#1[Home, A, B]")
            #expect(changes.events.map(\.summary) == ["interaction: stack#1[Home, A, B]"])
            #expect(harness.calls.isEmpty)  // UIKit already shows it: nothing asked back.
        }

        @Test func aFinishedBackSwipeReachesTheHostWhenItsCoordinatorCompletes() throws {
            let (harness, navigation, changes) = try stackHarness()
            // An interactive pop: UIKit pops at once and calls willShow with a transition
            // coordinator whose isInteractive is true; when the finger lifts it calls the
            // notifyWhenInteractionChanges(_:) handlers, then the completion blocks
            // (UIViewControllerTransitionCoordinator), then didShow.
            let coordinator = StandInTransitionCoordinator(isInteractive: true)
            let below = navigation.viewControllers[2]
            navigation.viewControllers.last?.removeFromParent()
            navigation.standInTransitionCoordinator = coordinator
            navigation.delegate?.navigationController(navigation, willShow: below, animated: true)
            #expect(changes.events.isEmpty)  // Undecided while the finger is down.
            navigation.delegate?.navigationController(navigation, didShow: below, animated: true)
            #expect(changes.events.isEmpty)
            coordinator.endInteraction(cancelled: false)
            coordinator.finish()
            navigation.standInTransitionCoordinator = nil
            #expect(changes.events.map(\.summary) == ["interaction: stack#1[Home, A, B]"])
            navigation.delegate?.navigationController(navigation, didShow: below, animated: true)
            #expect(changes.events.count == 1)
            #expect(harness.calls.isEmpty)
        }

        @Test func aBackSwipeCancelledHalfWayChangesNothing() throws {
            let (harness, navigation, changes) = try stackHarness()
            let coordinator = StandInTransitionCoordinator(isInteractive: true)
            let top = try #require(navigation.viewControllers.last)
            let below = navigation.viewControllers[2]
            top.removeFromParent()
            navigation.standInTransitionCoordinator = coordinator
            navigation.delegate?.navigationController(navigation, willShow: below, animated: true)
            coordinator.endInteraction(cancelled: true)
            // Cancelled: UIKit puts the top controller back before the completion blocks run;
            // didShow is not called for the controller that was not shown (undocumented, as
            // observed on devices).
            navigation.addChild(top)
            coordinator.finish()
            navigation.standInTransitionCoordinator = nil
            #expect(changes.events.isEmpty)
            #expect(harness.host.snapshot().description == "stack#1[Home, A, B, C]")
            #expect(harness.diagnostics.codes.isEmpty)
            #expect(harness.calls.isEmpty)
        }

        @Test func theBackButtonsMenuPoppingSeveralIsOneInteraction() throws {
            let (harness, navigation, changes) = try stackHarness()
            // The back button's long-press menu (iOS 14) pops to the chosen controller.
            let home = navigation.viewControllers[0]
            for controller in navigation.viewControllers.dropFirst() { controller.removeFromParent() }
            navigation.delegate?.navigationController(navigation, willShow: home, animated: true)
            navigation.delegate?.navigationController(navigation, didShow: home, animated: true)
            #expect(changes.events.map(\.summary) == ["interaction: stack#1[Home]"])
            #expect(harness.calls.isEmpty)
        }

        @Test func aBackButtonTappedWhileAPushWaitsPopsTheScreenUIKitShowed() throws {
            let (harness, navigation, _) = try stackHarness()
            harness.holdsAnimations = true
            try harness.screen("C").router.push(AppScreen.make("X"))  // In flight: UIKit shows X.
            try harness.screen("X").router.push(AppScreen.make("D"))  // Waits: UIKit does not show D yet.
            harness.calls.removeAll()
            // UIKit: the back button pops X, which is what it shows on top of the stack.
            let below = navigation.viewControllers[3]
            navigation.viewControllers.last?.removeFromParent()
            navigation.delegate?.navigationController(navigation, willShow: below, animated: true)
            navigation.delegate?.navigationController(navigation, didShow: below, animated: true)
            // The model loses X, not D, which the user never saw.
            #expect(harness.host.snapshot().description == "stack#1[Home, A, B, C, D]")
            harness.finishAnimations()
            #expect(harness.renderedTree == RenderingHarness.describe(harness.host.snapshot()))
        }

        @Test func aSheetPulledDownDismissesTheHostsPresentation() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            try harness.screen("Home").router.presentInNavigationStack(AppScreen.make("Sheet"))
            let sheet = try harness.navigation(2)
            let presentation = try #require(sheet.presentationController)
            harness.calls.removeAll()
            // UIAdaptivePresentationControllerDelegate: presentationControllerShouldDismiss(_:)
            // when the pull starts, presentationControllerDidDismiss(_:) after UIKit dismissed it.
            #expect(presentation.delegate?.presentationControllerShouldDismiss(presentation) == true)
            sheet.dismiss(animated: true)
            harness.calls.removeAll()
            presentation.delegate?.presentationControllerDidDismiss(presentation)
            #expect(harness.host.snapshot().description == "stack#1[Home]")
            #expect(harness.host.history.isEmpty || harness.host.presentations.isEmpty)
            #expect(harness.calls.isEmpty)
        }

        @Test func aSheetIsRefusedWhileATransitionIsPending() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            try harness.screen("Home").router.presentInNavigationStack(AppScreen.make("Sheet"))
            let presentation = try #require(try harness.navigation(2).presentationController)
            harness.holdsAnimations = true
            try harness.screen("Sheet").router.push(AppScreen.make("Next"))
            // UIKit asks presentationControllerShouldDismiss(_:); a refusal keeps the sheet and
            // is followed by presentationControllerDidAttemptToDismiss(_:).
            #expect(presentation.delegate?.presentationControllerShouldDismiss(presentation) == false)
            presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
            #expect(harness.host.presentations.count == 1)
            harness.finishAnimations()
            #expect(presentation.delegate?.presentationControllerShouldDismiss(presentation) == true)
        }

        @Test func aTabTappedSelectsTheHostsTab() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.tabs([[AppScreen.make("Home")], [AppScreen.make("Settings")]]))
            harness.renderer.install(in: harness.window)
            let tabBar = try #require(harness.window.rootViewController as? UITabBarController)
            let changes = EventRecorder(harness.host.changes)
            let settings = try #require(tabBar.viewControllers?[1])
            // UITabBarControllerDelegate: tabBarController(_:shouldSelect:), then UIKit selects,
            // then tabBarController(_:didSelect:).
            #expect(tabBar.delegate?.tabBarController(tabBar, shouldSelect: settings) == true)
            tabBar.selectedViewController = settings
            harness.calls.removeAll()
            tabBar.delegate?.tabBarController(tabBar, didSelect: settings)
            #expect(changes.events.map(\.summary) == ["interaction: tabs#1 selected 1"])
            #expect(harness.calls.isEmpty)
        }

        @Test func aSplitCollapsingAndExpandingReachesTheHost() throws {
            let harness = RenderingHarness()
            let root = harness.host.setRoot(
                .split(primary: [AppScreen.make("Inbox")], secondary: [AppScreen.make("Mail")]))
            guard case .split(let split) = root else { throw HarnessError(message: "not a split") }
            harness.renderer.install(in: harness.window)
            let controller = try #require(harness.window.rootViewController as? UISplitViewController)
            // UISplitViewControllerDelegate (iOS 14): splitViewControllerDidCollapse(_:) after a
            // size-class change to compact, splitViewControllerDidExpand(_:) back to regular.
            // Collapsing, UIKit shows the secondary column's controllers on the primary stack (how it
            // moves them is not documented: here, as the model does).
            let primary = try #require(controller.viewController(for: .primary) as? UINavigationController)
            let secondary = try #require(controller.viewController(for: .secondary) as? UINavigationController)
            primary.viewControllers = primary.viewControllers + secondary.viewControllers
            controller.standInIsCollapsed = true
            harness.calls.removeAll()
            controller.delegate?.splitViewControllerDidCollapse(controller)
            #expect(split.isCollapsed)
            #expect(harness.renderedTree == RenderingHarness.describe(harness.host.snapshot()))
            #expect(harness.diagnostics.codes.isEmpty)  // UIKit's own arrangement is no divergence.
            #expect(harness.calls.isEmpty)
            controller.standInIsCollapsed = false
            controller.delegate?.splitViewControllerDidExpand(controller)
            #expect(!split.isCollapsed)
            #expect(harness.renderedTree == "split{[Inbox] | [Mail]}")
        }
    }

    /// R5: UIKit changed behind the host's back is reported and re-aligned; nothing traps.
    @MainActor
    struct DivergenceTests {
        @Test func aPushThatBypassedTheHostIsReportedAndUndone() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            let navigation = try harness.navigation(1)
            let stray = ScreenController("Stray")
            navigation.pushViewController(stray, animated: false)  // App code, not the host.
            harness.calls.removeAll()
            navigation.delegate?.navigationController(navigation, didShow: stray, animated: false)
            #expect(harness.diagnostics.codes == [.renderedTreeDiverged])
            #expect(harness.calls == ["set nav#1 [Home]"])
            #expect(harness.host.snapshot().description == "stack#1[Home]")
        }

        @Test func aStackChangedBeforeTheNextEditIsReportedAndSetToTheTree() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            let navigation = try harness.navigation(1)
            navigation.viewControllers = []  // Code that bypassed the host, no delegate call.
            harness.calls.removeAll()
            try harness.screen("Home").router.push(AppScreen.make("Detail"))
            #expect(harness.diagnostics.codes == [.renderedTreeDiverged])
            #expect(harness.calls == ["set nav#1 [Home, Detail]"])
        }

        @Test func synchronizeFindsAndUndoesADivergence() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home"), AppScreen.make("Detail")]))
            harness.renderer.install(in: harness.window)
            let navigation = try harness.navigation(1)
            navigation.viewControllers = [ScreenController("Other")]
            harness.renderer.synchronize()
            #expect(harness.diagnostics.codes == [.renderedTreeDiverged])
            #expect(harness.titles(navigation) == ["Home", "Detail"])
        }

        @Test func aScreenThatIsNotAViewControllerIsADiagnosticNotATrap() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            try harness.screen("Home").router.push { seed in HeadlessScreen(seed: seed) }
            #expect(harness.diagnostics.codes == [.screenNotRenderable])
            #expect(harness.renderedTree == "[Home, Headless]")
        }

        @Test func aNavigationControllerPushedOntoAStackIsADiagnosticNotAnException() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            // UIKit raises when a navigation controller is pushed onto another.
            try harness.screen("Home").router.push { _ in
                UINavigationController(rootViewController: ScreenController("Inner"))
            }
            #expect(harness.diagnostics.codes == [.screenNotRenderable])
            #expect(try harness.navigation(1).viewControllers.allSatisfy { !($0 is UINavigationController) })
        }

        @Test func aControllerTheAppPresentedElsewhereIsADiagnosticNotAnException() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            let elsewhere = ScreenController("Elsewhere")
            let stray = ScreenController("Stray")
            elsewhere.present(stray, animated: false)  // Code outside the host.
            try harness.screen("Home").router.presentModally { _ in stray }
            #expect(harness.diagnostics.codes == [.screenNotRenderable])
            #expect(harness.window.rootViewController?.presentedViewController == nil)
        }
    }
#endif
