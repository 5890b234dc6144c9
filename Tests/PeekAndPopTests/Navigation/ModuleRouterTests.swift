import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// One dismiss or focus call in the nested tree
/// `stack#1[A] > stack#2[B, C] > stack#4[D, E] > F`.
struct NestedCase: Sendable, CustomTestStringConvertible {
    enum Action: String, Sendable {
        case dismiss
        case focus
    }

    let module: String
    let action: Action
    let expectedTree: String
    let expectedChange: String?

    var testDescription: String { "\(module).\(action.rawValue)" }

    static let all: [NestedCase] = [
        NestedCase(
            module: "C",
            action: .dismiss,
            expectedTree: "stack#1[A] > stack#2[B]",
            expectedChange: "transition#6 dismiss: stack#2[B]; presentations[stack#2[B]]"
        ),
        NestedCase(
            module: "B",
            action: .dismiss,
            expectedTree: "stack#1[A]",
            expectedChange: "transition#6 dismiss: presentations[]"
        ),
        NestedCase(
            module: "E",
            action: .dismiss,
            expectedTree: "stack#1[A] > stack#2[B, C] > stack#4[D]",
            expectedChange: "transition#6 dismiss: stack#4[D]; presentations[stack#2[B, C] > stack#4[D]]"
        ),
        NestedCase(
            module: "D",
            action: .dismiss,
            expectedTree: "stack#1[A] > stack#2[B, C]",
            expectedChange: "transition#6 dismiss: presentations[stack#2[B, C]]"
        ),
        NestedCase(
            module: "F",
            action: .dismiss,
            expectedTree: "stack#1[A] > stack#2[B, C] > stack#4[D, E]",
            expectedChange: "transition#6 dismiss: presentations[stack#2[B, C] > stack#4[D, E]]"
        ),
        NestedCase(
            module: "C",
            action: .focus,
            expectedTree: "stack#1[A] > stack#2[B, C]",
            expectedChange: "transition#6 focus: presentations[stack#2[B, C]]"
        ),
        NestedCase(
            module: "B",
            action: .focus,
            expectedTree: "stack#1[A] > stack#2[B]",
            expectedChange: "transition#6 focus: stack#2[B]; presentations[stack#2[B]]"
        ),
        NestedCase(
            module: "D",
            action: .focus,
            expectedTree: "stack#1[A] > stack#2[B, C] > stack#4[D]",
            expectedChange: "transition#6 focus: stack#4[D]; presentations[stack#2[B, C] > stack#4[D]]"
        ),
        NestedCase(
            module: "A",
            action: .focus,
            expectedTree: "stack#1[A]",
            expectedChange: "transition#6 focus: presentations[]"
        ),
        NestedCase(
            module: "F",
            action: .focus,
            expectedTree: "stack#1[A] > stack#2[B, C] > stack#4[D, E] > F",
            expectedChange: nil
        ),
    ]
}

@MainActor
struct ModuleRouterTests {
    /// Builds `stack#1[A] > stack#2[B, C] > stack#4[D, E] > F` with five transitions.
    private func makeNestedTree() throws -> NavFixture {
        let fixture = NavFixture()
        fixture.setUpStack("A")
        let make = fixture.built.make
        try fixture.router("A").presentInNavigationStack(make("B"))
        try fixture.router("B").push(make("C"))
        try fixture.router("C").presentInNavigationStack(make("D"))
        try fixture.router("D").push(make("E"))
        try fixture.router("E").presentModally(make("F"))
        #expect(fixture.host.snapshot().description == "stack#1[A] > stack#2[B, C] > stack#4[D, E] > F")
        fixture.changes.removeAll()
        return fixture
    }

    @Test(arguments: NestedCase.all)
    func dismissAndFocusInNestedModalStacks(_ nested: NestedCase) throws {
        let fixture = try makeNestedTree()
        let router = try fixture.router(nested.module)

        let outcome =
            switch nested.action {
            case .dismiss: try router.dismissCurrentModule()
            case .focus: try router.focusOnCurrentModule()
            }

        #expect(fixture.host.snapshot().description == nested.expectedTree)
        #expect(fixture.changeSummaries == (nested.expectedChange.map { [$0] } ?? []))
        if nested.expectedChange == nil, nested.action == .focus {
            // Nothing above the module: a no-op that routes and records nothing.
            #expect(outcome == nil)
            #expect(fixture.host.history.count == 5)
        } else {
            #expect(outcome == .performed(TransitionID(rawValue: 6)))
            #expect(fixture.host.history.last?.kind == (nested.action == .dismiss ? .dismiss : .focus))
        }
    }

    @Test func dismissOnARootModuleIsADocumentedNoOp() throws {
        let fixture = try makeNestedTree()
        let root = try fixture.router("A")
        let before = fixture.host.snapshot()

        #expect(root.isRootModule)
        #expect(try root.dismissCurrentModule() == nil)

        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
        #expect(fixture.host.history.count == 5)
        let next = try fixture.router("E").focusOnCurrentModule()
        #expect(next == .performed(TransitionID(rawValue: 6)), "nothing reached the engine's seam")
    }

    @Test func dismissOnTabRootsAndARootScreenIsANoOp() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        #expect(try fixture.router("Home").dismissCurrentModule() == nil)
        #expect(try fixture.router("Settings").dismissCurrentModule() == nil)
        #expect(try fixture.router("List").isRootModule == false)

        fixture.host.setRoot(.screen(fixture.built.make("Solo")))
        fixture.changes.removeAll()
        #expect(try fixture.router("Solo").dismissCurrentModule() == nil)
        #expect(fixture.host.snapshot().description == "Solo")
        #expect(fixture.changeSummaries == [])
    }

    @Test func presentationsAreForwardedToTheTopmostContainerAcrossTabsAndModals() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let make = fixture.built.make

        // Settings is in the tab that is not selected; Home is covered by modals.
        try fixture.router("Settings").presentModally(make("M1"))
        try fixture.router("Home").presentInNavigationStack(make("M2"))
        try fixture.router("Home").presentModally(make("M3"))
        try fixture.router("M1").presentInNavigationStack(make("M4"))

        #expect(
            fixture.host.snapshot().description
                == "tabs#1{*stack#2[Home, List], stack#3[Settings]} > M1 > stack#5[M2] > M3 > stack#8[M4]"
        )
        #expect(fixture.host.topmostScreen === fixture.built["M4"])
        #expect(fixture.host.topmostStack?.id == ContainerID(rawValue: 8))
        let presenters = ["M1", "M2", "M3", "M4"].map { fixture.built[$0]?.router.seed.presentingScreen?.screenName }
        #expect(presenters == ["Settings", "Home", "Home", "M1"])
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentModally: presentations[M1]",
                "transition#2 presentInNavigationStack: presentations[M1 > stack#5[M2]]",
                "transition#3 presentModally: presentations[M1 > stack#5[M2] > M3]",
                "transition#4 presentInNavigationStack: presentations[M1 > stack#5[M2] > M3 > stack#8[M4]]",
            ]
        )
    }

    // H4: push is forwarded to the topmost stack, whichever module asks.
    @Test func pushIsForwardedToTheTopmostStackWhicheverModuleAsks() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let make = fixture.built.make
        try fixture.router("List").presentInNavigationStack(make("Modal"))

        try fixture.router("List").push(make("Detail"))
        try fixture.router("Settings").push(make("Account"))

        #expect(
            fixture.host.snapshot().description
                == "tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#4[Modal, Detail, Account]"
        )
        #expect(fixture.host.topmostScreen === fixture.built["Account"])
        #expect(fixture.built["Detail"]?.router.seed.containerID == ContainerID(rawValue: 4))
    }

    // H4, as ModuleRouter's documentation says: a push from a module in no stack is no
    // error; where the topmost layer has no stack, the module is presented in a new one.
    @Test func aPushFromAModuleInNoStackPresentsANewStack() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let make = fixture.built.make
        try fixture.router("List").presentModally(make("Sheet"))

        try fixture.router("Sheet").push(make("Detail"))

        #expect(
            fixture.host.snapshot().description
                == "tabs#1{*stack#2[Home, List], stack#3[Settings]} > Sheet > stack#5[Detail]"
        )
        #expect(fixture.host.topmostScreen === fixture.built["Detail"])
    }

    @Test func setStackReplacesTheModulesStackAndSelectTabSelects() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let make = fixture.built.make

        try fixture.router("Settings").setStack([make("Login"), make("Password")])
        try fixture.router("Home").selectTab(1)

        #expect(fixture.host.snapshot().description == "tabs#1{stack#2[Home, List], *stack#3[Login, Password]}")
        #expect(fixture.host.topmostScreen === fixture.built["Password"])
        #expect(fixture.built["Settings"] == nil, "the tree released the replaced module")
        #expect(
            fixture.changeSummaries == [
                "transition#1 setStack: stack#3[Login, Password]",
                "transition#2 selectTab: tabs#1 selected 1",
            ]
        )
        #expect(fixture.built["Login"]?.router.seed.transitionKind == .setStack)
        #expect(fixture.built["Login"]?.router.seed.containerID == ContainerID(rawValue: 3))
    }

    @Test func theSeedDescribesTheModuleAndTheTransitionThatShowedIt() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        #expect(home.router.seed.transitionKind == nil)
        #expect(home.router.seed.transitionID == nil)
        #expect(home.router.seed.containerID == ContainerID(rawValue: 2))
        #expect(home.router.seed.host === fixture.host)
        #expect(home.router.seed.screen === home)

        let outcome = try home.router.push(fixture.built.make("Detail"))

        let detail = try #require(fixture.built["Detail"])
        #expect(detail.router.seed.transitionKind == .push)
        #expect(detail.router.seed.transitionID == outcome.transitionID)
        #expect(detail.router.seed.containerID == ContainerID(rawValue: 2))
        #expect(detail.router.seed.presentingScreen == nil)
        #expect(detail.router.screen === detail)
        #expect(fixture.host.record(for: outcome.transitionID)?.destination === detail)
        #expect(fixture.host.record(for: outcome.transitionID)?.source === home)
    }

    @Test func misuseThrowsATypedErrorAndDoesNothing() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let make = fixture.built.make
        try fixture.router("List").presentModally(make("Sheet"))
        fixture.changes.removeAll()
        let before = fixture.host.snapshot()

        let outOfRange = #expect(throws: NavigationError.self) { try fixture.router("List").selectTab(2) }
        let negative = #expect(throws: NavigationError.self) { try fixture.router("List").selectTab(-1) }
        let notInStack = #expect(throws: NavigationError.self) { try fixture.router("Sheet").setStack([make("Never")]) }
        let emptyStack = #expect(throws: NavigationError.self) { try fixture.router("List").setStack([]) }

        #expect(outOfRange?.code == .tabIndexOutOfRange)
        #expect(negative?.code == .tabIndexOutOfRange)
        #expect(notInStack?.code == .notInStack)
        #expect(emptyStack?.code == .emptyStack)
        #expect(!fixture.built.wasMade("Never"), "nothing was built")
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
        #expect(try fixture.router("List").presentModally(make("Next")) == .performed(TransitionID(rawValue: 2)))
    }

    @Test func aRouterWhoseModuleLeftTheTreeThrowsForItsOwnModuleAndStillForwards() throws {
        let fixture = NavFixture()
        fixture.setUpStack("A", "B")
        let router = try fixture.router("B")
        let b = try #require(fixture.screen("B"))
        try fixture.router("A").focusOnCurrentModule()

        let focus = #expect(throws: NavigationError.self) { try router.focusOnCurrentModule() }
        let dismiss = #expect(throws: NavigationError.self) { try router.dismissCurrentModule() }

        #expect(focus?.code == .moduleNotInTree)
        #expect(dismiss?.code == .moduleNotInTree)
        #expect(!router.isInTree)

        // H4: a call forwarded to the topmost container does not need the
        // asking module in the tree, as after it dismissed itself; setStack
        // acts on the stack the module was last in.
        try router.push(fixture.built.make("D"))
        #expect(fixture.host.snapshot().description == "stack#1[A, D]")
        try router.setStack([fixture.built.make("C")])
        #expect(fixture.host.snapshot().description == "stack#1[C]")
        withExtendedLifetime(b) {}
    }

    @Test func selectTabWithoutTabsThrows() throws {
        let fixture = NavFixture()
        fixture.setUpStack("A")
        let error = #expect(throws: NavigationError.self) { try fixture.router("A").selectTab(0) }
        #expect(error?.code == .noTabContainer)
    }

    @Test func aVetoedDirectCallIsDiscardedWithADiagnostic() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        fixture.host.addInterceptor(named: "login") { request in
            request.kind == .presentModally ? .veto("login required") : .proceed
        }
        let before = fixture.host.snapshot()

        let vetoed = try fixture.router("List").presentModally(fixture.built.make("Account"))
        let allowed = try fixture.router("List").push(fixture.built.make("Detail"))

        #expect(vetoed == .discarded(TransitionID(rawValue: 1)))
        #expect(allowed == .performed(TransitionID(rawValue: 2)))
        #expect(fixture.built["Account"] == nil)
        #expect(fixture.diagnostics.codes == [.transitionRefused])
        #expect(fixture.diagnostics.diagnostics.first?.message.contains("login: login required") == true)
        #expect(fixture.host.snapshot() != before)
        #expect(fixture.changeSummaries == ["transition#2 push: stack#2[Home, List, Detail]"])
    }

    @Test func postRoutingTasksObserveEachTransitionInOrderAndMayRoute() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let log = NavBox<[String]>([])
        fixture.host.addPostRoutingTask(named: "analytics") { record in
            log.value.append("\(record.id) \(record.label): \(record.change.snapshot)")
        }
        let followUp = fixture.host.addPostRoutingTask(named: "follow-up") { record in
            if record.kind == .push, let detail = record.destination as? NavScreen {
                _ = try? detail.router.presentModally(fixture.built.make("Tip"))
            }
        }

        try fixture.router("List").push(fixture.built.make("Detail"))
        #expect(fixture.host.removePostRoutingTask(followUp))
        #expect(!fixture.host.removePostRoutingTask(followUp))
        try fixture.router("Tip").dismissCurrentModule()

        #expect(
            log.value == [
                "transition#1 push Detail: tabs#1{*stack#2[Home, List, Detail], stack#3[Settings]}",
                "transition#2 presentModally Tip: tabs#1{*stack#2[Home, List, Detail], stack#3[Settings]} > Tip",
                "transition#3 dismiss Tip: tabs#1{*stack#2[Home, List, Detail], stack#3[Settings]}",
            ]
        )
    }
}
