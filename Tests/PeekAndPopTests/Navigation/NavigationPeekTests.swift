import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// One routing scenario per transition kind, from the tree
/// `tabs#1{*stack#2[Home, List], stack#3[Settings]}`. Each shows a screen
/// named `Detail`; kinds that show no screen of their own are followed by a
/// transition that does, so that they can be frozen for a preview (S3, S4).
enum KindScenario: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case push
    case presentModally
    case presentInNavigationStack
    case setStack
    case selectTab
    case dismiss
    case focus
    case deepLink

    var testDescription: String { rawValue }

    /// The kinds of the transitions the scenario routes, in order.
    var kinds: [TransitionKind] {
        switch self {
        case .push: [.push]
        case .presentModally: [.presentModally]
        case .presentInNavigationStack: [.presentInNavigationStack]
        case .setStack: [.setStack]
        case .selectTab: [.selectTab, .push]
        case .dismiss: [.dismiss, .push]
        case .focus: [.focus, .presentModally]
        case .deepLink: [.deepLink]
        }
    }

    /// The tree after the scenario.
    var expectedTree: String {
        switch self {
        case .push: "tabs#1{*stack#2[Home, List, Detail], stack#3[Settings]}"
        case .presentModally: "tabs#1{*stack#2[Home, List], stack#3[Settings]} > Detail"
        case .presentInNavigationStack: "tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#4[Detail]"
        case .setStack: "tabs#1{*stack#2[Intro, Detail], stack#3[Settings]}"
        case .selectTab: "tabs#1{stack#2[Home, List], *stack#3[Settings, Detail]}"
        case .dismiss: "tabs#1{*stack#2[Home, Detail], stack#3[Settings]}"
        case .focus: "tabs#1{*stack#2[Home], stack#3[Settings]} > Detail"
        case .deepLink: "tabs#1{stack#2[Home, List], *stack#3[Settings, Detail]}"
        }
    }

    /// The navigation changes the scenario publishes, in order.
    var expectedChanges: [String] {
        switch self {
        case .push: ["transition#1 push: stack#2[Home, List, Detail]"]
        case .presentModally: ["transition#1 presentModally: presentations[Detail]"]
        case .presentInNavigationStack: ["transition#1 presentInNavigationStack: presentations[stack#4[Detail]]"]
        case .setStack: ["transition#1 setStack: stack#2[Intro, Detail]"]
        case .selectTab: ["transition#1 selectTab: tabs#1 selected 1", "transition#2 push: stack#3[Settings, Detail]"]
        case .dismiss: ["transition#1 dismiss: stack#2[Home]", "transition#2 push: stack#2[Home, Detail]"]
        case .focus: ["transition#1 focus: stack#2[Home]", "transition#2 presentModally: presentations[Detail]"]
        case .deepLink: ["transition#1 deepLink: tabs#1 selected 1; stack#3[Settings, Detail]"]
        }
    }

    /// Makes the scenario's routing calls.
    @MainActor
    func route(in fixture: NavFixture) throws -> [RoutingOutcome] {
        let make = fixture.built.make
        switch self {
        case .push:
            return [try fixture.router("List").push(make("Detail"))]
        case .presentModally:
            return [try fixture.router("List").presentModally(make("Detail"))]
        case .presentInNavigationStack:
            return [try fixture.router("List").presentInNavigationStack(make("Detail"))]
        case .setStack:
            return [try fixture.router("List").setStack([make("Intro"), make("Detail")])]
        case .selectTab:
            return [try fixture.router("List").selectTab(1), try fixture.router("Settings").push(make("Detail"))]
        case .dismiss:
            let dismissal = try #require(try fixture.router("List").dismissCurrentModule())
            return [dismissal, try fixture.router("Home").push(make("Detail"))]
        case .focus:
            let focus = try #require(try fixture.router("Home").focusOnCurrentModule())
            return [focus, try fixture.router("Home").presentModally(make("Detail"))]
        case .deepLink:
            fixture.host.registerRouteHandler(for: "settings") { _ in [.selectTab(1), .popToRoot] }
            fixture.host.registerRouteHandler(for: "detail") { _ in [.push(make("Detail"))] }
            return [try fixture.router("List").openRelative("/settings/detail")]
        }
    }
}

@MainActor
struct NavigationPeekTests {
    // S1
    @Test(arguments: KindScenario.allCases)
    func eachKindIsPerformedDirectly(_ scenario: KindScenario) throws {
        let fixture = NavFixture()
        fixture.setUpTabs()

        let outcomes = try scenario.route(in: fixture)

        #expect(outcomes == scenario.kinds.indices.map { .performed(TransitionID(rawValue: $0 + 1)) })
        #expect(fixture.host.snapshot().description == scenario.expectedTree)
        #expect(fixture.changeSummaries == scenario.expectedChanges)
        #expect(fixture.host.history.map(\.kind) == scenario.kinds)
        let detail = try #require(fixture.built["Detail"])
        #expect(fixture.host.topmostScreen === detail)
        #expect(fixture.stateSummaries == [])
        #expect(fixture.diagnostics.codes == [])
    }

    // S2, S3, S4, S7
    @Test(arguments: KindScenario.allCases)
    func eachKindIsPerformedThroughPopWithThePreviewedScreen(_ scenario: KindScenario) throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let before = fixture.host.snapshot()
        let list = try #require(fixture.screen("List"))
        var outcomes: [RoutingOutcome] = []

        let preview = try #require(fixture.peek(from: list) { outcomes = try scenario.route(in: fixture) })

        let frozen = scenario.kinds.indices.map {
            RoutingOutcome.frozen(TransitionID(rawValue: $0 + 1), into: SessionID(rawValue: 1))
        }
        #expect(outcomes == frozen)
        #expect(preview === fixture.built["Detail"])
        #expect(fixture.host.snapshot() == before, "nothing runs mid-press")
        #expect(fixture.changeSummaries == [])

        try fixture.engine.commit(preview)

        #expect(fixture.host.topmostScreen === preview)
        #expect(fixture.host.contains(preview))
        #expect(fixture.host.snapshot().description == scenario.expectedTree)
        #expect(fixture.changeSummaries == scenario.expectedChanges)
        #expect(fixture.host.history.map(\.kind) == scenario.kinds)
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
        #expect(fixture.diagnostics.codes == [])
    }

    // S8
    @Test(arguments: KindScenario.allCases)
    func eachKindIsDiscardedOnInterruptLeavingTheTreeAsItWas(_ scenario: KindScenario) throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let before = fixture.host.snapshot()
        let list = try #require(fixture.screen("List"))

        let previewed = fixture.peek(from: list) { _ = try scenario.route(in: fixture) } === fixture.built["Detail"]
        #expect(previewed)
        #expect(fixture.built["Detail"] != nil, "the engine holds the preview during the peek")

        #expect(fixture.engine.interrupt(.released))

        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
        #expect(fixture.host.history.isEmpty)
        #expect(fixture.built.wasMade("Detail"))
        #expect(fixture.built["Detail"] == nil, "nothing keeps the discarded preview alive (S19)")
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 interrupted(released)"])
        #expect(throws: PeekError.self) { try fixture.engine.commitActivePeek() }
        #expect(fixture.host.snapshot() == before)
    }

    // S23: interceptors are asked at capture and again at commit; post-routing
    // tasks run only when the transition is performed.
    @Test func interceptorsRunAtCaptureAndAtCommitAndPostRoutingTasksAtCommit() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let log = NavBox<[String]>([])
        fixture.host.addInterceptor(named: "audit") { request in
            log.value.append("intercept \(request.label) from \(request.source?.screenName ?? "-")")
            return .proceed
        }
        fixture.host.addPostRoutingTask(named: "analytics") { record in
            log.value.append("ran \(record.label) \(record.id)")
        }
        let list = try #require(fixture.screen("List"))

        let preview = try #require(
            fixture.peek(from: list) {
                try fixture.router("List").push(fixture.built.make("Detail"))
            }
        )
        #expect(log.value == ["intercept push Detail from List"])

        try fixture.engine.commit(preview)

        #expect(
            log.value == [
                "intercept push Detail from List", "intercept push Detail from List", "ran push Detail transition#1",
            ]
        )
    }

    @Test func aVetoIsEvaluatedAtCommitAgainstTheStateThen() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let isLoggedIn = NavBox(true)
        let asked = NavBox(0)
        fixture.host.addInterceptor(named: "login") { _ in
            asked.value += 1
            return isLoggedIn.value ? .proceed : .veto("login required")
        }
        let before = fixture.host.snapshot()
        let list = try #require(fixture.screen("List"))
        let preview = try #require(
            fixture.peek(from: list) { try fixture.router("List").push(fixture.built.make("Detail")) }
        )
        #expect(asked.value == 1, "interceptors are asked at capture (S23)")

        isLoggedIn.value = false
        let error = #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        #expect(error?.code == .transitionVetoed)
        #expect(error?.message.contains("login: login required") == true)
        #expect(asked.value == 2)
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 interrupted(vetoed)"])
    }

    // S23: a transition its interceptor refuses at capture is not frozen, so
    // there is no preview and nothing is published.
    @Test func aTransitionVetoedAtCaptureIsNotFrozenAndThereIsNoPreview() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        fixture.host.addInterceptor(named: "login") { _ in .veto("login required") }
        let before = fixture.host.snapshot()
        let list = try #require(fixture.screen("List"))
        let preview = fixture.peek(from: list) { try fixture.router("List").push(fixture.built.make("Detail")) }

        #expect(preview == nil)
        #expect(fixture.engine.activePeek == nil)
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
        #expect(fixture.stateSummaries == [])
    }

    @Test func aCommitWhoseModuleWasRemovedIsStaleAndPerformsNothing() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        try fixture.router("List").presentInNavigationStack(fixture.built.make("Modal"))
        let modal = try #require(fixture.screen("Modal"))
        let preview = try #require(
            fixture.peek(from: modal) { try fixture.router("Modal").setStack([fixture.built.make("Detail")]) }
        )

        #expect(fixture.host.handleInteractiveDismissal())
        let afterDismissal = fixture.host.snapshot()
        let error = #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        #expect(error?.code == .staleTransition)
        #expect(
            error?.message
                == "setStack [Detail] no longer applies: Modal's stack is no longer in the navigation tree "
                + "(its edits: set the stack of Modal to [Detail])")
        #expect(fixture.host.snapshot() == afterDismissal)
        #expect(afterDismissal.description == "tabs#1{*stack#2[Home, List], stack#3[Settings]}")
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentInNavigationStack: presentations[stack#4[Modal]]",
                "interaction: presentations[]",
            ]
        )
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 interrupted(stale)"])
        #expect(fixture.host.history.map(\.kind) == [.presentInNavigationStack])
    }

    // H2, H4: a frozen push decides its stack at commit, as a tap would then.
    @Test func aFrozenPushWhoseStackWasRemovedLandsOnTheTopmostStackAtCommit() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        try fixture.router("List").presentInNavigationStack(fixture.built.make("Modal"))
        let modal = try #require(fixture.screen("Modal"))
        let preview = try #require(
            fixture.peek(from: modal) { try fixture.router("Modal").push(fixture.built.make("Detail")) }
        )

        #expect(fixture.host.handleInteractiveDismissal())
        try fixture.engine.commit(preview)

        #expect(fixture.host.snapshot().description == "tabs#1{*stack#2[Home, List, Detail], stack#3[Settings]}")
        #expect(fixture.host.topmostScreen === preview)
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentInNavigationStack: presentations[stack#4[Modal]]",
                "interaction: presentations[]",
                "transition#2 push: stack#2[Home, List, Detail]",
            ]
        )
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    // S11: the default policy interrupts the peek, then performs the late call.
    @Test func aLateRoutingCallInterruptsThePeekThenIsPerformed() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let list = try #require(fixture.screen("List"))
        _ = try #require(fixture.peek(from: list) { try fixture.router("List").push(fixture.built.make("Detail")) })

        let outcome = try fixture.router("Home").presentModally(fixture.built.make("Alert"))

        #expect(outcome == .performed(TransitionID(rawValue: 2)))
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 interrupted(interruptedByRouting)"])
        #expect(fixture.changeSummaries == ["transition#2 presentModally: presentations[Alert]"])
        #expect(fixture.built["Detail"] == nil)
    }

    // S11: the deferring policy performs the late call after the frozen ones on pop.
    @Test func aDeferredRoutingCallRunsAfterTheCommittedOnes() throws {
        let fixture = NavFixture(policy: .deferUntilResolved)
        fixture.setUpTabs()
        let list = try #require(fixture.screen("List"))
        let preview = try #require(
            fixture.peek(from: list) { try fixture.router("List").push(fixture.built.make("Detail")) }
        )

        let outcome = try fixture.router("Home").presentModally(fixture.built.make("Alert"))
        #expect(outcome == .deferred(TransitionID(rawValue: 2), until: SessionID(rawValue: 1)))
        #expect(fixture.changeSummaries == [])

        try fixture.engine.commit(preview)

        #expect(
            fixture.changeSummaries == [
                "transition#1 push: stack#2[Home, List, Detail]",
                "transition#2 presentModally: presentations[Alert]",
            ]
        )
    }
}
