#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import Testing
    import UIKitStandIn

    /// R1–R3: the rendered hierarchy equals the tree after every edit kind in every container,
    /// with exactly one UIKit call per primitive edit, animations on, off and held (R2, H3).
    @MainActor
    struct RenderingTests {
        /// `tabs#1{*stack#2[Home, List], stack#3[Settings]}`, rendered.
        private func tabsHarness() -> RenderingHarness {
            let harness = RenderingHarness()
            harness.host.setRoot(
                .tabs([[AppScreen.make("Home"), AppScreen.make("List")], [AppScreen.make("Settings")]]))
            harness.renderer.install(in: harness.window)
            harness.calls.removeAll()
            return harness
        }

        @Test func attachingBuildsTheWholeHierarchyOnceWithOneCallPerContainer() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(
                .tabs(
                    [[AppScreen.make("Home"), AppScreen.make("List")], [AppScreen.make("Settings")]], selectedIndex: 1))
            harness.renderer.install(in: harness.window)
            // R3: one setViewControllers per stack, one per tab bar, one selection; no push.
            #expect(
                harness.calls == [
                    "set nav#2 [Home, List]", "set nav#3 [Settings]", "set tabs#1 [nav#2, nav#3]", "select 1 in tabs#1",
                ])
            #expect(harness.renderedTree == "tabs{[Home, List], *[Settings]}")
            #expect(harness.visibleController?.standInName == "Settings")
            #expect(harness.host.animator is NavigationRenderer)
        }

        @Test(arguments: [1, 10, 100])
        func attachingNScreensCostsOneCallPerContainer(screens: Int) throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.tabs((0..<4).map { tab in (0..<screens).map { AppScreen.make("S\(tab)-\($0)") } }))
            harness.renderer.install(in: harness.window)
            #expect(harness.calls.count == 5)  // Four stacks and the tab bar, whatever n (R3: O(n) work, O(1) calls).
        }

        @Test func aPushIsOnePushViewControllerAndCompletesWithUIKitsTransition() throws {
            let harness = tabsHarness()
            harness.holdsAnimations = true
            try harness.screen("List").router.push(AppScreen.make("Detail"))
            #expect(harness.calls == ["push Detail"])
            #expect(harness.host.isTransitionInFlight)  // R2: until the coordinator's completion.
            harness.finishAnimations()
            #expect(!harness.host.isTransitionInFlight)
            #expect(harness.renderedTree == "tabs{*[Home, List, Detail], [Settings]}")
            #expect(harness.visibleController?.standInName == "Detail")
        }

        @Test func popsAreOnePopCallEach() throws {
            let harness = tabsHarness()
            try harness.screen("List").router.push(AppScreen.make("A"))
            try harness.screen("A").router.push(AppScreen.make("B"))
            try harness.screen("B").router.push(AppScreen.make("C"))
            harness.calls.removeAll()
            try harness.screen("C").router.dismissCurrentModule()
            #expect(harness.calls == ["pop C"])
            try harness.screen("A").router.dismissCurrentModule()
            #expect(harness.calls == ["pop C", "popTo List"])
            try harness.screen("List").router.dismissCurrentModule()
            #expect(harness.calls == ["pop C", "popTo List", "pop List"])
            #expect(harness.renderedTree == "tabs{*[Home], [Settings]}")
        }

        @Test func aSetStackIsOneSetViewControllers() throws {
            let harness = tabsHarness()
            try harness.screen("List").router.setStack([AppScreen.make("Intro"), AppScreen.make("Detail")])
            #expect(harness.calls == ["set nav#2 [Intro, Detail]"])
            #expect(harness.renderedTree == "tabs{*[Intro, Detail], [Settings]}")
        }

        @Test func aTabSelectionIsOneSelectedIndex() throws {
            let harness = tabsHarness()
            let tabs = try #require(harness.host.root.flatMap { if case .tabs(let tabs) = $0 { tabs } else { nil } })
            try tabs.router.selectTab(1)
            #expect(harness.calls == ["select 1 in tabs#1"])
            #expect(harness.visibleController?.standInName == "Settings")
        }

        @Test func addingATabSetsTheTabsOnceAndBuildsOnlyTheNewStack() throws {
            let harness = tabsHarness()
            let tabs = try #require(harness.host.root.flatMap { if case .tabs(let tabs) = $0 { tabs } else { nil } })
            try tabs.router.addTab([AppScreen.make("Search")])
            #expect(harness.calls == ["set nav#4 [Search]", "set tabs#1 [nav#2, nav#3, nav#4]"])
            try tabs.router.removeTab(at: 0)
            #expect(harness.calls.last == "set tabs#1 [nav#3, nav#4]")
            #expect(harness.renderedTree.hasPrefix("tabs{"))
        }

        @Test(arguments: [PresentationStyle.sheet, .fullScreen])
        func aPresentationIsOnePresentWithItsStyleAndADismissIsOneDismiss(style: PresentationStyle) throws {
            let harness = tabsHarness()
            try harness.screen("List").router.presentInNavigationStack(style: style, AppScreen.make("Login"))
            #expect(harness.calls == ["set nav#4 [Login]", "present nav#4 from tabs#1"])
            let presented = try harness.navigation(4)
            #expect(presented.modalPresentationStyle == (style == .sheet ? .pageSheet : .fullScreen))
            #expect(presented.presentationController?.delegate === harness.renderer)  // R4: a sheet pulled down.
            #expect(harness.visibleController?.standInName == "Login")
            harness.calls.removeAll()
            try harness.screen("Login").router.dismissCurrentModule()
            #expect(harness.calls == ["dismiss from tabs#1"])
            #expect(harness.window.rootViewController?.presentedViewController == nil)
        }

        @Test func aPopoverIsPresentedWithItsAnchor() throws {
            var factory = ContainerFactory()
            let item = UIBarButtonItem()
            factory.barButtonItem = { $0 == "share" ? item : nil }
            let harness = RenderingHarness(factory: factory)
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            try harness.screen("Home").router.presentModally(
                style: .popover(anchor: .barItem("share"), options: PopoverOptions(permittedArrowDirections: .up)),
                AppScreen.make("Share"))
            let share = try harness.screen("Share")
            #expect(share.modalPresentationStyle == .popover)
            #expect(share.popoverPresentationController?.sourceItem === item)
            #expect(share.popoverPresentationController?.permittedArrowDirections == .up)
            try harness.screen("Share").router.dismissCurrentModule()
            try harness.screen("Home").router.presentModally(
                style: .popover(anchor: .rect(Rect(x: 1, y: 2, width: 3, height: 4))), AppScreen.make("Info"))
            let info = try harness.screen("Info")
            #expect(info.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
            #expect(info.popoverPresentationController?.sourceView === harness.window.rootViewController?.view)
        }

        @Test func presentationsOnPresentationsChainAndDismissingSeveralIsOneDismiss() throws {
            let harness = tabsHarness()
            try harness.screen("List").router.presentInNavigationStack(AppScreen.make("A"))
            try harness.screen("A").router.presentInNavigationStack(AppScreen.make("B"))
            #expect(harness.renderedTree == "tabs{*[Home, List], [Settings]} > [A] > [B]")
            harness.calls.removeAll()
            try harness.screen("A").router.dismissCurrentModule()
            #expect(harness.calls == ["dismiss from tabs#1"])
            #expect(harness.renderedTree == "tabs{*[Home, List], [Settings]}")
        }

        @Test func aSplitIsAColumnStyleSplitViewController() throws {
            let harness = RenderingHarness()
            let root = harness.host.setRoot(
                .split(primary: [AppScreen.make("Inbox")], secondary: [AppScreen.make("Mail")]))
            guard case .split(let split) = root else { throw HarnessError(message: "not a split") }
            harness.renderer.install(in: harness.window)
            let controller = try #require(harness.window.rootViewController as? UISplitViewController)
            #expect(controller.style == .doubleColumn)
            #expect(controller.delegate === harness.renderer)
            #expect(harness.renderedTree == "split{[Inbox] | [Mail]}")
            harness.calls.removeAll()
            try split.router.pushSecondary(AppScreen.make("Thread"))
            #expect(harness.calls == ["push Thread"])
            #expect(harness.renderedTree == "split{[Inbox] | [Mail, Thread]}")
        }

        @Test func aCallNotAnimatedIsRenderedWithoutAnimationAtOnce() throws {
            let harness = tabsHarness()
            harness.holdsAnimations = true
            try harness.host.routing(animated: false) {
                try harness.screen("List").router.push(AppScreen.make("Detail"))
            }
            #expect(harness.calls == ["push Detail"])
            #expect(harness.heldCoordinators.isEmpty)  // Not animated: nothing to wait for.
            #expect(harness.renderedTree == "tabs{*[Home, List, Detail], [Settings]}")
        }

        @Test func heldAnimationsPlayOneAtATimeInTheModelsOrder() throws {
            let harness = tabsHarness()
            harness.holdsAnimations = true
            try harness.screen("List").router.push(AppScreen.make("A"))
            try harness.screen("A").router.push(AppScreen.make("B"))
            try harness.screen("B").router.presentModally(AppScreen.make("C"))
            // H3: the model has all three; UIKit has the first, the rest wait for it.
            #expect(harness.calls == ["push A"])
            #expect(harness.host.queuedTransitionCount == 2)
            harness.finishAnimations()
            #expect(harness.calls == ["push A", "push B", "present C from tabs#1"])
            #expect(harness.renderedTree == "tabs{*[Home, List, A, B], [Settings]} > C")
            #expect(!harness.host.isTransitionInFlight)
        }

        @Test func aScreenPushedAndPoppedBeforeItsAnimationPlayedIsStillAnimated() throws {
            let harness = tabsHarness()
            harness.holdsAnimations = true
            try harness.screen("List").router.push(AppScreen.make("A"))
            try harness.screen("A").router.push(AppScreen.make("B"))
            try harness.screen("B").router.dismissCurrentModule()
            harness.finishAnimations()
            #expect(harness.calls == ["push A", "push B", "pop B"])
            #expect(harness.renderedTree == "tabs{*[Home, List, A], [Settings]}")
        }

        @Test func anAnimationUIKitNeverEndsIsCaughtByTheHostsWatchdog() throws {
            let harness = tabsHarness()
            harness.holdsAnimations = true
            try harness.screen("List").router.push(AppScreen.make("A"))
            harness.clock.advance(by: .seconds(2))
            harness.host.runDueChecks()
            #expect(harness.diagnostics.codes == [.transitionWatchdog])
            #expect(!harness.host.isTransitionInFlight)
            harness.finishAnimations()  // UIKit's late completion changes nothing.
            #expect(harness.diagnostics.codes == [.transitionWatchdog])
            #expect(harness.renderedTree == "tabs{*[Home, List, A], [Settings]}")
        }

        @Test func replacingTheRootInstallsANewRootControllerAndDropsThePresentations() throws {
            let harness = tabsHarness()
            try harness.screen("List").router.presentModally(AppScreen.make("Modal"))
            let oldRoot = harness.window.rootViewController
            try harness.screen("Modal").router.replaceRoot(.stack([AppScreen.make("Welcome")]))
            #expect(harness.renderedTree == "[Welcome]")
            #expect(oldRoot?.presentedViewController == nil)  // Dismissed, not left behind.
        }
    }
#endif
