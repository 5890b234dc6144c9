import PeekAndPop
import PeekAndPopTesting
import Testing

/// A preview screen that offers actions of its own (S24).
@MainActor
private final class ProductScreen: PreviewActionProviding {
    let name: String
    var offered: [PreviewAction] = []

    init(_ name: String) { self.name = name }

    var screenName: String { name }
    var previewActions: [PreviewAction] { offered }
}

/// Preview actions (S24): a third terminal state, `actionSelected(id)`.
@MainActor
struct PreviewActionTests {
    private let harness = EngineHarness()
    private let raw: EventRecorder<PeekAndPopStateChange>
    private let detail = TestScreen("detail")

    init() {
        raw = EventRecorder(harness.engine.stateChanges)
    }

    private var rawSummaries: [String] { raw.events.map(\.summary) }

    /// A source whose `onPeek` freezes a push of `detail` and offers `actions()`.
    private func register(actions: @escaping @MainActor () -> [PreviewAction]) -> PreviewingContext {
        let harness = harness
        let detail = detail
        return harness.register(harness.makeSource("row")) { context, _ in
            harness.engine.route(harness.push(detail))
            context.previewActions = actions()
        }
    }

    private func action(_ id: PreviewAction.ID, routing screen: TestScreen? = nil) -> PreviewAction {
        let harness = harness
        return PreviewAction("Title \(id)", id: id) {
            harness.log.append("handler \(id)")
            if let screen {
                harness.engine.route(harness.push(screen))
            }
        }
    }

    @Test func selectingAnActionDiscardsTheFrozenTransitionsThenRunsItsHandlerAsOrdinaryWork() throws {
        let sheet = TestScreen("sheet")
        let context = register { [action("cart"), action("share", routing: sheet)] }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.engine.activePeek?.actions.map(\.id) == ["cart", "share"])

        try harness.engine.selectAction("share")

        #expect(harness.stack.map(\.name) == ["sheet"])
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "state session#1 actionSelected(share)", "handler share",
                "perform push sheet",
            ]
        )
        #expect(rawSummaries == ["session#1 inPeek", "session#1 actionSelected(share)"])
        #expect(raw.events.last?.actionID == "share")
        #expect(raw.events.last?.interruptionReason == nil)
        #expect(harness.engine.activePeek == nil)
    }

    @Test func anActionInsideAGroupCanBeChosenButNotTheGroupOrADisabledAction() throws {
        let context = register {
            [
                PreviewAction.group("Share", id: "share", children: [self.action("share.message")]),
                PreviewAction("Delete", id: "delete", style: .destructive, isDisabled: true) {},
            ]
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))

        let group = #expect(throws: PeekError.self) { try harness.engine.selectAction("share") }
        let disabled = #expect(throws: PeekError.self) { try harness.engine.selectAction("delete") }
        #expect(group?.code == .actionUnavailable)
        #expect(disabled?.code == .actionUnavailable)
        #expect(rawSummaries == ["session#1 inPeek"])

        try harness.engine.selectAction("share.message")
        #expect(rawSummaries == ["session#1 inPeek", "session#1 actionSelected(share.message)"])
        #expect(harness.log.contains("handler share.message"))
        #expect(harness.stack.isEmpty)
    }

    @Test func anActionThePeekDoesNotOfferIsATypedErrorAndChangesNothing() throws {
        let context = register { [action("cart")] }
        _ = try #require(harness.engine.preview(for: context, at: .zero))

        let error = #expect(throws: PeekError.self) { try harness.engine.selectAction("share") }

        #expect(error?.code == .actionNotOffered)
        #expect(harness.engine.activePeek?.sessionID == SessionID(rawValue: 1))
        #expect(rawSummaries == ["session#1 inPeek"])
        #expect(harness.log == ["onPeek row", "state session#1 inPeek"])
    }

    @Test func selectingWithNoActivePeekOrAfterTheSessionEndedIsATypedError() throws {
        let none = #expect(throws: PeekError.self) { try harness.engine.selectAction("cart") }
        #expect(none?.code == .noActivePeek)

        let context = register { [action("cart")] }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        try harness.engine.selectAction("cart")

        let again = #expect(throws: PeekError.self) { try harness.engine.selectAction("cart") }
        let commit = #expect(throws: PeekError.self) { try harness.engine.commitActivePeek() }
        #expect(again?.code == .actionAlreadySelected)
        #expect(commit?.code == .actionAlreadySelected)
        #expect(rawSummaries == ["session#1 inPeek", "session#1 actionSelected(cart)"])
    }

    @Test func aCommittingActionPopsWithThePreviewedScreenThenRunsItsHandler() throws {
        let harness = harness
        let context = register {
            [PreviewAction.committing("Open", id: "open") { harness.log.append("handler open") }]
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))

        try harness.engine.selectAction("open")

        #expect(harness.stack.first === detail)
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped",
                "handler open",
            ]
        )
        #expect(rawSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    @Test func thePreviewScreenAddsItsOwnActionsAfterTheContextsAndDuplicatesAreDropped() throws {
        let product = ProductScreen("product")
        product.offered = [action("cart"), action("wish")]
        let context = harness.register(harness.makeSource("row")) { context, _ in
            self.harness.engine.route(Transition(kind: .push, destination: product) {})
            context.previewActions = [self.action("cart"), self.action("share")]
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))

        #expect(harness.engine.activePeek?.actions.map(\.id) == ["cart", "share", "wish"])
        #expect(harness.diagnostics.codes == [.duplicateAction])
    }

    @Test func callsThatWaitedForThePeekRunAfterTheHandler() throws {
        let harness = EngineHarness(policy: .deferUntilResolved)
        let raw = EventRecorder(harness.engine.stateChanges)
        let context = harness.register(harness.makeSource("row")) { context, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            context.previewActions = [PreviewAction("Share", id: "share") { harness.log.append("handler share") }]
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        harness.engine.route(harness.push(TestScreen("late")))

        try harness.engine.selectAction("share")

        #expect(
            harness.log.suffix(3) == ["state session#1 actionSelected(share)", "handler share", "perform push late"])
        #expect(harness.stack.map(\.name) == ["late"])
        #expect(raw.events.map(\.summary) == ["session#1 inPeek", "session#1 actionSelected(share)"])
    }

    @Test func workStartedByOnPeekIsDiscardedAfterAnAction() async throws {
        let harness = harness
        var task: Task<RoutingOutcome, Never>?
        let context = harness.register(harness.makeSource("row")) { context, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            context.previewActions = [PreviewAction("Share", id: "share") {}]
            task = Task { @MainActor in harness.engine.route(harness.push(TestScreen("async"))) }
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        try harness.engine.selectAction("share")
        let outcome = await task?.value

        #expect(outcome == .discarded(TransitionID(rawValue: 2)))
        #expect(harness.stack.isEmpty)
        #expect(harness.diagnostics.codes == [.provenanceDiscarded])
    }

    @Test func perScreenAndPerHostObserversSeeTheActionAsTheTerminalState() throws {
        let context = register { [action("cart")] }
        var byScreen: [String] = []
        var byHost: [String] = []
        let screenToken = harness.engine.observe(previewScreen: detail) { _, change in byScreen.append(change.summary) }
        let hostToken = harness.engine.observe(host: harness.host) { _, change in byHost.append(change.summary) }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        try harness.engine.selectAction("cart")

        #expect(byScreen == ["session#1 inPeek", "session#1 actionSelected(cart)"])
        #expect(byHost == ["session#1 inPeek", "session#1 actionSelected(cart)"])
        withExtendedLifetime((screenToken, hostToken)) {}
    }

    @Test func actionsSetWithNoSessionAreIgnoredWithADiagnostic() {
        let context = register { [] }
        context.previewActions = [action("cart")]
        #expect(context.previewActions.isEmpty)
        #expect(harness.diagnostics.codes == [.previewActionsWithoutSession])
    }
}

/// Side effects through the seam (S25).
@MainActor
struct SideEffectTests {
    private let harness = EngineHarness()

    /// A source whose `onPeek` does what a tap does: push, then mark as read.
    private func register() -> PreviewingContext {
        let harness = harness
        return harness.register(harness.makeSource("row")) { context, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            harness.engine.route(.effect("mark read") { harness.log.append("effect mark read") })
            context.previewActions = [PreviewAction("Share", id: "share") {}]
        }
    }

    @Test func anEffectIsFrozenInTheCaptureWindowAndRunsOnPopAfterTheNavigationBeforeIt() throws {
        let context = register()
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(
            harness.engine.activePeek?.frozenTransition.entries.map(\.label) == ["push detail", "mark read"]
        )
        #expect(harness.log == ["onPeek row", "state session#1 inPeek"])

        try harness.engine.commit(preview)

        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push detail", "effect mark read",
                "state session#1 popped",
            ]
        )
    }

    @Test(arguments: ["released", "action"])
    func anEffectIsDroppedWhenThePeekEndsWithoutPop(ending: String) throws {
        let context = register()
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        if ending == "released" {
            harness.engine.interrupt(.released)
        } else {
            try harness.engine.selectAction("share")
        }
        #expect(!harness.log.contains("effect mark read"))
        #expect(harness.log.count == 3)
    }

    @Test func anEffectOutsideAPeekRunsAtOnce() {
        let outcome = harness.engine.route(.effect("count view") { self.harness.log.append("effect count view") })
        #expect(outcome == .performed(TransitionID(rawValue: 1)))
        #expect(harness.log == ["effect count view"])
    }

    @Test(arguments: [LateTransitionPolicy.interruptPeek, .deferUntilResolved])
    func aLateEffectRunsAtOnceAndNeitherInterruptsNorWaitsForThePeek(policy: LateTransitionPolicy) throws {
        let harness = EngineHarness(policy: policy)
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))

        let outcome = harness.engine.route(.effect("sync") { harness.log.append("effect sync") })

        #expect(outcome == .performed(TransitionID(rawValue: 2)))
        #expect(harness.engine.activePeek?.sessionID == SessionID(rawValue: 1))
        #expect(harness.log == ["onPeek row", "state session#1 inPeek", "effect sync"])
    }
}
