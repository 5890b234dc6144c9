#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import Testing
    import UIKitStandIn

    /// R6: a host's stack and tabs bound to SwiftUI's `NavigationStack(path:)` and
    /// `TabView(selection:)`, both ways.
    @MainActor
    struct SwiftUIBindingTests {
        @Test func aModelChangeDrivesThePathAndAShorterPathPopsTheHostsStack() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            let stack = try #require(harness.host.topmostStack)
            let bindings = NavigationBindings(host: harness.host)
            let path = bindings.path(of: stack)
            #expect(path.wrappedValue.isEmpty)
            try harness.screen("Home").router.push(AppScreen.make("A"))
            try harness.screen("A").router.push(AppScreen.make("B"))
            try harness.screen("B").router.push(AppScreen.make("C"))
            #expect(path.wrappedValue.map(\.name) == ["A", "B", "C"])
            let changes = EventRecorder(harness.host.changes)
            path.wrappedValue.removeLast()  // SwiftUI's back button.
            #expect(changes.events.map(\.summary) == ["interaction: stack#1[Home, A, B]"])
            path.wrappedValue = []  // A pop to the root (the back button's menu).
            #expect(harness.host.snapshot().description == "stack#1[Home]")
            #expect(path.wrappedValue.isEmpty)
        }

        @Test func aPathThatGrowsIsRefusedWithADiagnostic() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            let stack = try #require(harness.host.topmostStack)
            let path = NavigationBindings(host: harness.host).path(of: stack)
            path.wrappedValue = [ScreenSnapshot(id: ObjectIdentifier(stack), name: "Stray")]
            #expect(harness.diagnostics.codes == [.renderedTreeDiverged])
            #expect(harness.host.snapshot().description == "stack#1[Home]")
        }

        @Test func theTabSelectionFollowsTheModelAndReachesIt() throws {
            let harness = RenderingHarness()
            let root = harness.host.setRoot(
                .tabs([.stack([AppScreen.make("Home")]), .stack([AppScreen.make("Settings")])]))
            guard case .tabs(let tabs) = root else { throw HarnessError(message: "not tabs") }
            let selection = NavigationBindings(host: harness.host).selection(of: tabs)
            #expect(selection.wrappedValue == 0)
            try tabs.router.selectTab(1)
            #expect(selection.wrappedValue == 1)
            selection.wrappedValue = 0  // A tab tapped in TabView.
            #expect(tabs.selectedIndex == 0)
            #expect(harness.host.snapshot().description.hasPrefix("tabs#1{*stack#2[Home]"))
        }

        @Test func aNavigationStackAndATabViewReadAndWriteTheHostThroughTheBindings() throws {
            let harness = RenderingHarness()
            let root = harness.host.setRoot(
                .tabs([.stack([AppScreen.make("Inbox")]), .stack([AppScreen.make("Sent")])]))
            guard case .tabs(let tabs) = root else { throw HarnessError(message: "not tabs") }
            let bindings = NavigationBindings(host: harness.host)
            let view = MailView(bindings: bindings, tabs: tabs)
            try harness.screen("Inbox").router.push(AppScreen.make("Message"))
            // SwiftUI reads the bindings when it updates the views; the user's back button and
            // tab bar write them.
            let tabView = view.body
            let stack = tabView.standInContent
            #expect(stack.standInPath.wrappedValue.map(\.name) == ["Message"])
            stack.standInPath.wrappedValue = []
            #expect(harness.host.snapshot().description == "tabs#1{*stack#2[Inbox], stack#3[Sent]}")
            tabView.standInSelection?.wrappedValue = 1
            #expect(tabs.selectedIndex == 1)
        }
    }

    /// An app's SwiftUI view over the host's tabs and first stack (R6).
    struct MailView: View {
        let bindings: NavigationBindings
        let tabs: TabContainer

        var body: TabView<Int, NavigationStack<[ScreenSnapshot], Text>> {
            TabView(selection: bindings.selection(of: tabs)) {
                NavigationStack(path: bindings.path(of: tabs.tabs[0])) {
                    Text("Inbox")
                }
            }
        }
    }
#endif
