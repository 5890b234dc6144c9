#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import Testing
    import UIKitStandIn

    /// How UIKit animates in a test.
    enum AnimationMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Animated calls whose UIKit transitions end at once (no coordinator).
        case animated
        /// Every call made inside `host.routing(animated: false)`: no animator sees them.
        case notAnimated
        /// Animated calls whose UIKit transitions wait until the test ends them.
        case held

        var testDescription: String { rawValue }
    }

    /// One edit of each kind in each container, from
    /// `tabs#1{*stack#2[Home, List], split#3{stack#4[Inbox] | stack#5[Mail]}}`.
    enum EditScenario: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case push, pop, popToRoot, setStack, selectTab, addTab, removeTab, replaceTab
        case presentScreen, presentStack, presentTabs, dismiss, pushInPresentation
        case pushPrimary, pushSecondary, setPrimary, setSecondary, replaceRoot, several

        var testDescription: String { rawValue }

        @MainActor
        func perform(on harness: RenderingHarness) throws {
            let make = AppScreen.make
            let tabs = try #require(harness.host.root.flatMap { if case .tabs(let tabs) = $0 { tabs } else { nil } })
            let split = try #require(tabs.contents[1] as? SplitContainer)
            switch self {
            case .push: try harness.screen("List").router.push(make("Detail"))
            case .pop: try harness.screen("List").router.dismissCurrentModule()
            case .popToRoot:
                try harness.screen("List").router.push(make("Detail"))
                try harness.screen("Detail").router.push(make("More"))
                try harness.screen("List").router.dismissCurrentModule()
            case .setStack: try harness.screen("List").router.setStack([make("Intro"), make("Detail")])
            case .selectTab: try tabs.router.selectTab(1)
            case .addTab: try tabs.router.addTab(select: true, [make("Search")])
            case .removeTab: try tabs.router.removeTab(at: 1)
            case .replaceTab: try tabs.router.replaceTab(at: 0, [make("Feed")])
            case .presentScreen: try harness.screen("List").router.presentModally(make("Modal"))
            case .presentStack:
                try harness.screen("List").router.presentInNavigationStack(style: .fullScreen, make("Login"))
            case .presentTabs:
                try harness.screen("List").router.present(.tabs([[make("P1")], [make("P2")]]))
            case .dismiss:
                try harness.screen("List").router.presentInNavigationStack(make("Login"))
                try harness.screen("Login").router.dismissCurrentModule()
            case .pushInPresentation:
                try harness.screen("List").router.presentInNavigationStack(make("Login"))
                try harness.screen("Login").router.push(make("Password"))
            case .pushPrimary: try split.router.pushPrimary(make("Folder"))
            case .pushSecondary: try split.router.pushSecondary(make("Thread"))
            case .setPrimary: try split.router.setPrimary([make("Accounts")])
            case .setSecondary: try split.router.setSecondary([make("Draft")])
            case .replaceRoot: try harness.screen("List").router.replaceRoot(.stack([make("Welcome")]))
            case .several:
                try harness.screen("List").router.push(make("Detail"))
                try harness.screen("Detail").router.presentInNavigationStack(make("Login"))
                try harness.screen("Login").router.push(make("Password"))
                try tabs.router.selectTab(1)
                try harness.screen("Password").router.dismissCurrentModule()
                try split.router.pushSecondary(make("Thread"))
            }
        }
    }

    /// R1–R3 over every edit kind, container and animation mode: after the edits (and
    /// UIKit's animations) the rendered hierarchy is the host's tree, nothing is left in
    /// flight, nothing was reported, and no transition took more UIKit calls than edits.
    @MainActor
    struct EditMatrixTests {
        @Test(arguments: EditScenario.allCases, AnimationMode.allCases)
        func theRenderedHierarchyIsTheTree(scenario: EditScenario, mode: AnimationMode) throws {
            let harness = RenderingHarness()
            let make = AppScreen.make
            harness.host.setRoot(
                .tabs([
                    .stack([make("Home"), make("List")]), .split(primary: [make("Inbox")], secondary: [make("Mail")]),
                ]))
            harness.renderer.install(in: harness.window)
            harness.calls.removeAll()
            let containersBefore = RenderingHarness.containers(in: harness.host.snapshot())
            harness.holdsAnimations = mode == .held
            if mode == .notAnimated {
                try harness.host.routing(animated: false) { try scenario.perform(on: harness) }
            } else {
                try scenario.perform(on: harness)
            }
            harness.finishAnimations()
            #expect(harness.renderedTree == RenderingHarness.describe(harness.host.snapshot()))
            #expect(!harness.host.isTransitionInFlight)
            #expect(harness.diagnostics.codes.isEmpty)
            #expect(harness.renderer.renderedSnapshot == harness.host.snapshot())
            // R3: one call per primitive edit (a transition makes at most three here), and one to
            // fill each container the edits made.
            let transitions = harness.host.history.count
            let made = RenderingHarness.containers(in: harness.host.snapshot()).subtracting(containersBefore).count
            #expect(harness.calls.count <= 3 * max(transitions, 1) + made, "\(harness.calls)")
        }
    }

    extension RenderingHarness {
        /// A snapshot described as ``renderedTree`` describes UIKit's hierarchy.
        static func describe(_ snapshot: NavigationSnapshot) -> String {
            ((snapshot.root.map { [$0] } ?? []) + snapshot.presentations).map(describe).joined(separator: " > ")
        }

        /// The identifiers of the snapshot's containers.
        static func containers(in snapshot: NavigationSnapshot) -> Set<ContainerID> {
            var found = Set<ContainerID>()
            var pending = (snapshot.root.map { [$0] } ?? []) + snapshot.presentations
            while let node = pending.popLast() {
                switch node {
                case .screen: break
                case .stack(let id, _): found.insert(id)
                case .tabs(let id, let tabs, _):
                    found.insert(id)
                    pending += tabs
                case .split(let id, let primary, let secondary, _):
                    found.insert(id)
                    pending += [primary, secondary]
                case .container(let id, _, let children, _):
                    found.insert(id)
                    pending += children
                }
            }
            return found
        }

        static func describe(_ node: NavigationSnapshot.Node) -> String {
            switch node {
            case .screen(let screen): screen.name
            case .stack(_, let list): "[\(list.elements.map(\.name).joined(separator: ", "))]"
            case .tabs(_, let tabs, let selected):
                "tabs{"
                    + tabs.enumerated().map { ($0.offset == selected ? "*" : "") + describe($0.element) }
                    .joined(separator: ", ") + "}"
            case .split(_, let primary, let secondary, _): "split{\(describe(primary)) | \(describe(secondary))}"
            case .container(_, let name, _, _): name
            }
        }
    }
#endif
