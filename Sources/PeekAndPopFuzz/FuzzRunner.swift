import PeekAndPop
import PeekAndPopTesting

/// A screen made by the fuzzer; its label names it in the logs.
@MainActor
final class FuzzScreen: Screen {
    let label: String
    var isAvailable = true

    init(_ label: String) { self.label = label }

    var screenName: String { label }
    var isAvailableForPreviewing: Bool { isAvailable }
}

/// The owner of an owner-bound observation.
final class FuzzOwner: Sendable {}

/// What an owner-bound observer's handler holds: a subscription of its own to
/// the same stream, so that letting go of the handler cancels a token of that
/// bus (B7: never under the bus's lock).
final class FuzzCompanion: Sendable {
    let token: Subscription

    init(token: Subscription) { self.token = token }
}

/// A weak reference, for checking that sessions release their screens (S19).
@MainActor
private struct WeakScreen {
    weak var screen: FuzzScreen?
}

/// Drives the real engine and the ``ReferenceModel`` with one sequence and
/// reports the first difference.
///
/// After every operation it compares, with the model: the raw state stream
/// (checked on its own as well, see ``RawStreamLog``), the transitions
/// performed, what every call made by user code returned, and each
/// observer's sequence of changes. Inputs are chosen from the fuzzer's own
/// records and the model; the engine's answers are only ever compared.
@MainActor
final class FuzzRunner {
    private struct Observer {
        var spec: ObserverSpec
        var token: Subscription?
        var owner: FuzzOwner?
        var seen: [String] = []
        var hasFired = false
    }

    private let clock = ManualClock()
    private let engine: PeekEngine
    private var model = ReferenceModel()
    private var hosts: [FuzzScreen?]
    /// Hosts let go of by user code, deallocated when the operation ends.
    private var dyingHosts: Set<Int> = []
    private let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 300))
    private var sources: [[ViewNode?]]
    private var contexts: [PreviewingContext] = []
    private var performed: [String] = []
    private var log: [String] = []
    private let raw: RawStreamLog
    private var rawToken: Subscription?
    private var observers: [Observer] = []
    private var tasks: [Task<RoutingOutcome, Never>] = []
    /// Every screen made, kept alive until the end of the sequence so that
    /// each change can carry its preview screen (S16); then released (S19).
    private var screens: [String: FuzzScreen] = [:]
    private var weakScreens: [WeakScreen] = []
    private var isStale = false
    private var currentLabel = ""
    private var captures = 0
    private var captureDepth = 0
    /// Checks and work that have called back: each does so once, so that an
    /// engine that re-enters them cannot recurse without end.
    private var firedSites: Set<String> = []
    /// The press of the last top-level preview request.
    private var lastGesture: GestureID?

    /// - Parameter checksPreviewScreens: Whether a change that does not carry
    ///   its preview screen is a failure (S16).
    init(checksPreviewScreens: Bool = true) {
        raw = RawStreamLog(checksPreviewScreens: checksPreviewScreens)
        engine = PeekEngine(clock: clock, diagnostics: .discard)
        hosts = (0..<FuzzOperation.hosts).map { FuzzScreen("host\($0)") }
        sources = (0..<FuzzOperation.hosts).map { host in
            (0..<FuzzOperation.sourcesPerHost).map {
                ViewNode(name: "h\(host)s\($0)", frame: FuzzOperation.sourceFrame(host: host, source: $0))
            }
        }
        for view in sources.joined() {
            window.addSubview(view!)
        }
        rawToken = engine.stateChanges.subscribe { [raw] change in raw.record(change) }
    }

    /// Runs `operations`; returns a description of the first divergence, or `nil`.
    func run(_ operations: [FuzzOperation]) async -> String? {
        let failure = await runSteps(operations)
        // Tasks left behind by a failure call back into this runner.
        for task in tasks {
            _ = await task.value
        }
        return failure
    }

    private func runSteps(_ operations: [FuzzOperation]) async -> String? {
        for (index, operation) in operations.enumerated() {
            currentLabel = "op\(index)"
            model.operationLabel = currentLabel
            if let failure = await step(operation) {
                return "operation \(index) \(operation) — \(failure)"
            }
            endOperation()
            if let failure = compareLogs() {
                return "after operation \(index) \(operation) — \(failure)"
            }
        }
        return await finish()
    }

    /// S6 at the end: once the engine is called again, no session that
    /// published `inPeek` is left without a terminal state unless it is still
    /// legitimately showing; then every session ends, every task runs, and
    /// nothing outlives its session (S19).
    private func finish() async -> String? {
        currentLabel = "end"
        model.operationLabel = currentLabel
        if let failure = step(sync: .read(.activePeek)) { return "final read — \(failure)" }
        if let failure = compareLogs() { return "at the end — \(failure)" }
        if let open = raw.openSession, model.activeSession != open.rawValue {
            return "S6: \(open) has no terminal state after the engine was called again: \(raw.entries)"
        }
        // Observers may start a peek when told of an interruption.
        for _ in 0..<FuzzOperation.hosts * 8 where model.activeSession != nil {
            if let failure = step(sync: .interrupt(.cancelledByHost)) { return "final interrupt — \(failure)" }
        }
        if let failure = await step(.runTasks) { return "final runTasks — \(failure)" }
        endOperation()
        if let failure = compareLogs() { return "at the end — \(failure)" }
        if let open = raw.openSession { return "S6: \(open) has no terminal state at the end: \(raw.entries)" }
        screens = [:]
        let alive = weakScreens.compactMap(\.screen).map(\.label)
        guard alive.isEmpty else { return "S19: screens still alive after their sessions ended: \(alive)" }
        return nil
    }

    private func endOperation() {
        for host in dyingHosts {
            hosts[host] = nil
        }
        dyingHosts = []
        model.endOperation()
    }

    private func compareLogs() -> String? {
        if let violation = raw.violation {
            return "raw state stream \(raw.entries): \(violation)"
        }
        if raw.entries != model.published {
            return "raw state stream \(raw.entries), model \(model.published)"
        }
        if performed != model.performed {
            return "performed \(performed), model \(model.performed)"
        }
        if log != model.log {
            return "calls back into the engine gave \(log), model \(model.log)"
        }
        for index in observers.indices where observers[index].seen != model.observers[index].seen {
            return "observer \(index) (\(observers[index].spec)) saw \(observers[index].seen), "
                + "model \(model.observers[index].seen)"
        }
        return nil
    }

    private func step(_ operation: FuzzOperation) async -> String? {
        guard case .runTasks = operation else { return step(sync: operation) }
        // Tasks that these tasks start (through observers that preview) run
        // while they are awaited: await them too.
        var outcomes: [RoutingOutcome] = []
        while !tasks.isEmpty {
            outcomes.append(await tasks.removeFirst().value)
        }
        let discarded = model.runTasks()
        let actual = outcomes.filter {
            if case .discarded = $0 { return true }
            return false
        }
        guard actual.count == discarded.count else {
            return "tasks discarded \(actual.count), model \(discarded)"
        }
        return nil
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func step(sync operation: FuzzOperation) -> String? {
        switch operation {
        case .register(let host, let source, let script):
            guard hosts[host] != nil, sources[host][source] != nil else { return nil }
            register(host: host, source: source, script: script)
            model.register(host: host, source: source, script: script)
        case .unregister(let index):
            guard index < contexts.count else { return nil }
            let actual = engine.unregister(contexts[index])
            let expected = model.unregister(context: index)
            if actual != expected { return "unregister returned \(actual), model \(expected)" }
        case .unregisterAll(let host):
            guard let hostScreen = hosts[host] else { return nil }
            let actual = engine.unregisterAll(of: hostScreen)
            let expected = model.unregisterAll(host: host)
            if !expected.contains(actual) { return "unregisterAll returned \(actual), model \(expected)" }
        case .preview(let index, let sameGesture):
            guard index < contexts.count else { return nil }
            let gesture = pressGesture(sameGesture)
            let actual = engine.preview(for: contexts[index], at: Point(x: 10, y: 10), gesture: gesture) != nil
            let expected = model.preview(context: index, gesture: gesture)
            if actual != expected { return "preview returned \(actual ? "a screen" : "nil"), model \(expected)" }
        case .previewAt(let point, let sameGesture):
            let gesture = pressGesture(sameGesture)
            let actual = engine.preview(at: FuzzOperation.points[point], in: window, gesture: gesture) != nil
            let expected = model.preview(atPoint: point, gesture: gesture)
            if actual != expected { return "preview(at:) returned \(actual ? "a peek" : "nil"), model \(expected)" }
        case .route:
            engine.route(push(currentLabel + ".route"))
            model.route(label: currentLabel + ".route")
        case .commit(let rightScreen):
            let session = rightScreen ? model.activeSession : nil
            let screen = model.activePreviewLabel.flatMap { rightScreen ? screens[$0] : nil }
            let actual = commitCode { () throws(PeekError) in try engine.commit(screen ?? FuzzScreen("other")) }
            let expected = model.commit(.screenOf(session))
            if actual != expected { return "commit threw \(name(actual)), model \(name(expected))" }
        case .commitActivePeek:
            let actual = commitCode { () throws(PeekError) in try engine.commitActivePeek() }
            let expected = model.commit(.activePeek)
            if actual != expected { return "commitActivePeek threw \(name(actual)), model \(name(expected))" }
        case .selectAction(let id):
            let actual = commitCode { () throws(PeekError) in try engine.selectAction(PreviewAction.ID(id)) }
            let expected = model.selectAction(id)
            if actual != expected { return "selectAction threw \(name(actual)), model \(name(expected))" }
        case .effect:
            engine.route(effect(currentLabel + ".effect"))
            model.effect(label: currentLabel + ".effect")
        case .interrupt(let reason):
            let actual = engine.interrupt(reason)
            let expected = model.interrupt(reason: reason)
            if actual != expected { return "interrupt returned \(actual), model \(expected)" }
        case .previewDisappears:
            let actual = engine.previewDidDisappear()
            let expected = model.interrupt(reason: .previewScreenGone)
            if actual != expected { return "previewDidDisappear returned \(actual), model \(expected)" }
        case .killHost(let host):
            hosts[host] = nil
            model.hostDied(host)
        case .killSource(let host, let source):
            sources[host][source]?.removeFromSuperview()
            sources[host][source] = nil
            model.sourcesAlive[host][source] = false
        case .setAvailable(let host, let available):
            hosts[host]?.isAvailable = available
            model.hostsAvailable[host] = available
        case .setStale(let stale):
            isStale = stale
            model.isStale = stale
        case .setPolicy(let policy):
            engine.lateTransitionPolicy = policy
            model.policy = policy
        case .subscribe(let spec):
            subscribe(spec)
        case .cancelObserver(let index):
            guard index < observers.count else { return nil }
            observers[index].token?.cancel()
            model.observers[index].isActive = false
        case .dropOwner(let index):
            guard index < observers.count, observers[index].owner != nil else { return nil }
            observers[index].owner = nil
            // Only the bus holds the handler now: it lets go of it when it
            // notices the owner is gone.
            observers[index].token = nil
            model.observers[index].isActive = false
        case .read(let kind):
            return read(kind)
        case .runTasks:
            preconditionFailure("runTasks is asynchronous")
        case .advanceClock(let milliseconds):
            clock.advance(by: .milliseconds(milliseconds))
        case .malformedSample(let kind):
            return checkMalformedSample(kind)
        }
        return nil
    }

    private func read(_ kind: ReadKind) -> String? {
        switch kind {
        case .activePeek:
            let actual = engine.activePeek != nil
            model.checkLiveness()
            let expected = model.activeSession != nil
            if actual != expected { return "activePeek is \(actual ? "a peek" : "nil"), model \(expected)" }
        case .registeredContexts:
            let actual = engine.registeredContexts.count
            model.checkLiveness()
            let expected = model.liveRegistrations
            if actual != expected { return "\(actual) registered contexts, model \(expected)" }
        case .previewAtEmptyPoint:
            let actual = engine.preview(at: FuzzOperation.points[4], in: window) != nil
            let expected = model.preview(atPoint: 4, gesture: GestureID(rawValue: -1))
            if actual != expected { return "preview(at:) an empty point returned a peek" }
        }
        return nil
    }

    /// The press of a preview request: the last one's again, or a new one.
    private func pressGesture(_ sameGesture: Bool) -> GestureID {
        if sameGesture, let lastGesture { return lastGesture }
        let gesture = engine.makeGestureID()
        model.checkLiveness()  // a call like any other (S6)
        lastGesture = gesture
        return gesture
    }

    private func commitCode(_ body: () throws(PeekError) -> Void) -> PeekError.Code? {
        do throws(PeekError) {
            try body()
            return nil
        } catch {
            return error.code
        }
    }

    private func name(_ code: PeekError.Code?) -> String { code.map { "\($0)" } ?? "nothing" }

    // MARK: Registrations and onPeek

    private func register(host: Int, source: Int, script: PeekScript) {
        guard let hostScreen = hosts[host], let view = sources[host][source] else { return }
        contexts.append(
            engine.register(host: hostScreen, sourceView: view) { [unowned self] context, _ in
                self.runOnPeek(script, context: context)
            }
        )
    }

    private func runOnPeek(_ script: PeekScript, context: PreviewingContext) {
        captures += 1
        captureDepth += 1
        defer { captureDepth -= 1 }
        let label = "\(currentLabel).c\(captures)"
        let push0 = { self.push("\(label).push0", check: script.check, work: script.work) }
        if script.sendsEffect {
            engine.route(effect("\(label).effect"))
        }
        switch script.routes {
        case .nothing:
            break
        case .push:
            engine.route(push0())
        case .twoPushes:
            engine.route(push0())
            engine.route(push("\(label).push1", check: .plain))
        case .dismissOnly:
            engine.route(dismiss("\(label).dismiss"))
        case .dismissThenPush:
            engine.route(dismiss("\(label).dismiss"))
            engine.route(push0())
        case .asyncOnly:
            startTask(label: "\(label).task")
        case .pushThenAsync:
            engine.route(push0())
            startTask(label: "\(label).task")
        }
        if let reaction = script.reaction {
            react(reaction, site: "\(label).onPeek", screen: nil, observer: nil)
        }
        if script.offersActions {
            context.previewActions = actions(label: label)
        }
        if let rect = script.rect {
            context.sourceRect = rect.rect
            log.append("\(label) rect \(ReferenceModel.format(context.sourceRect))")
        }
    }

    private func push(_ label: String, check: CheckScript? = nil, work: Reaction? = nil) -> Transition {
        let screen = FuzzScreen(label)
        screens[label] = screen
        weakScreens.append(WeakScreen(screen: screen))
        return Transition(
            kind: .push,
            destination: screen,
            check: { [unowned self, weak screen] in self.evaluate(check, label: label, screen: screen) }
        ) { [unowned self, weak screen] in
            self.performed.append(label)
            if let work, self.firedSites.insert("\(label).work").inserted {
                self.react(work, site: "\(label).work", screen: screen, observer: nil)
            }
        }
    }

    private func effect(_ label: String) -> Transition {
        .effect(label) { [unowned self] in self.performed.append(label) }
    }

    /// The actions of ``PeekScript/actionIDs``; handlers route pushes named
    /// after the capture.
    private func actions(label: String) -> [PreviewAction] {
        let route = { [unowned self] (id: String) in
            { @MainActor [unowned self] in _ = self.engine.route(self.push("\(label).action.\(id)")) }
        }
        return [
            PreviewAction("Open", id: "open", handler: route("open")),
            .committing("Buy", id: "buy", then: route("buy")),
            PreviewAction("Off", id: "off", isDisabled: true, handler: route("off")),
            .group(
                "More", id: "more",
                children: [PreviewAction("Share", id: "share", style: .destructive, handler: route("share"))]),
        ]
    }

    private func dismiss(_ label: String) -> Transition {
        Transition(kind: .dismiss, check: { [unowned self] in self.isStale ? .stale("fuzz") : .ready }) {
            [unowned self] in
            self.performed.append(label)
        }
    }

    /// A check: at capture (inside `onPeek`) or at commit (S22, S23).
    private func evaluate(_ check: CheckScript?, label: String, screen: FuzzScreen?) -> TransitionCheck {
        let atCapture = captureDepth > 0
        switch check {
        case nil:
            return .ready
        case .plain?:
            return isStale ? .stale("fuzz") : .ready
        case .refuseAtCapture(let verdict)?:
            return atCapture ? verdict.check : .ready
        case .reactAtCommit(let reaction, let verdict)?:
            guard !atCapture else { return .ready }
            if firedSites.insert("\(label).check").inserted {
                react(reaction, site: "\(label).check", screen: screen, observer: nil)
            }
            return verdict.check
        }
    }

    private func startTask(label: String) {
        let transition = push(label)
        tasks.append(Task { @MainActor [engine] in engine.route(transition) })
    }

    // MARK: Observers

    private func subscribe(_ spec: ObserverSpec) {
        let index = observers.count
        observers.append(Observer(spec: spec))
        let handler: @MainActor (PeekAndPopStateChange) -> Void = { [unowned self] change in
            self.observe(change, by: index)
        }
        let token: Subscription?
        switch spec.scope {
        case .global:
            token = engine.observe(handler)
        case .owned:
            let owner = FuzzOwner()
            observers[index].owner = owner
            let companion = FuzzCompanion(token: engine.stateChanges.subscribe { _ in })
            token = engine.observe(owner: owner) { _, change in
                withExtendedLifetime(companion) { handler(change) }
            }
        case .activePreviewScreen:
            if let label = model.activePreviewLabel, let screen = screens[label] {
                token = engine.observe(previewScreen: screen) { _, change in handler(change) }
            } else {
                token = nil
            }
        case .host(let host):
            if let hostScreen = hosts[host] {
                token = engine.observe(host: hostScreen) { _, change in handler(change) }
            } else {
                token = nil
            }
        }
        observers[index].token = token
        model.subscribe(spec, isActive: token != nil)
    }

    private func observe(_ change: PeekAndPopStateChange, by index: Int) {
        observers[index].seen.append(change.summary)
        let spec = observers[index].spec
        guard let reaction = spec.reaction, !observers[index].hasFired,
            spec.trigger.matches(change.state.rawValue, reason: change.interruptionReason?.rawValue)
        else { return }
        observers[index].hasFired = true
        react(
            reaction, site: "\(currentLabel).obs\(index)", screen: screens[change.previewScreenName], observer: index)
    }

    // MARK: User code calling back (S18, S22)

    private func react(_ reaction: Reaction, site: String, screen: FuzzScreen?, observer: Int?) {
        switch reaction {
        case .preview(let index):
            guard index < contexts.count else {
                log.append("\(site) preview(\(index)) skipped")
                return
            }
            let began = engine.preview(for: contexts[index], at: Point(x: 10, y: 10)) != nil
            log.append("\(site) preview(\(index)) -> \(began ? "peek" : "nil")")
        case .commit:
            let code = commitCode { () throws(PeekError) in try engine.commit(screen ?? FuzzScreen("never previewed")) }
            log.append("\(site) commit -> \(code.map { "\($0)" } ?? "ok")")
        case .commitActivePeek:
            let code = commitCode { () throws(PeekError) in try engine.commitActivePeek() }
            log.append("\(site) commitActivePeek -> \(code.map { "\($0)" } ?? "ok")")
        case .interrupt:
            log.append("\(site) interrupt -> \(engine.interrupt(.cancelledByHost))")
        case .route:
            engine.route(push("\(site).route"))
        case .register(let host, let source):
            guard hosts[host] != nil, sources[host][source] != nil else {
                log.append("\(site) register skipped")
                return
            }
            register(host: host, source: source, script: PeekScript(.push))
        case .unregister(let index):
            guard index < contexts.count else {
                log.append("\(site) unregister(\(index)) skipped")
                return
            }
            log.append("\(site) unregister(\(index)) -> \(engine.unregister(contexts[index]))")
        case .dropHost(let host):
            dyingHosts.insert(host)
        case .cancelNextObserver:
            if let observer, observer + 1 < observers.count {
                observers[observer + 1].token?.cancel()
            }
        case .selectAction(let id):
            let code = commitCode { () throws(PeekError) in try engine.selectAction(PreviewAction.ID(id)) }
            log.append("\(site) selectAction(\(id)) -> \(code.map { "\($0)" } ?? "ok")")
        }
    }

    // MARK: Touch samples (S21)

    private func checkMalformedSample(_ kind: MalformedSample) -> String? {
        var recognizer = PeekRecognizer(mode: .force(.default))
        let down = TouchSample(
            location: Point(x: 10, y: 10), force: 1, maximumPossibleForce: 20.0 / 3, timestamp: .seconds(1),
            phase: .began
        )
        if kind != .moveWithoutTouch {
            do { _ = try recognizer.handle(down) } catch { return "valid touch-down rejected: \(error)" }
        }
        var bad = down
        bad.phase = .moved
        let expected: GestureError.Code
        switch kind {
        case .nonFiniteLocation:
            bad.location = Point(x: .nan, y: 0)
            expected = .nonFiniteValue
        case .negativeForce:
            bad.force = -1
            expected = .negativeForce
        case .forceAboveMaximum:
            bad.force = 7
            expected = .forceAboveMaximum
        case .zeroMaximum:
            bad.maximumPossibleForce = 0
            bad.force = 0
            expected = .invalidMaximumForce
        case .timestampBackwards:
            bad.timestamp = .milliseconds(500)
            expected = .timestampWentBackwards
        case .moveWithoutTouch:
            expected = .noTouchDown
        }
        let before = recognizer
        do {
            _ = try recognizer.handle(bad)
            return "malformed sample \(kind) accepted"
        } catch {
            if error.code != expected { return "malformed sample \(kind) gave \(error.code), expected \(expected)" }
        }
        return recognizer == before ? nil : "malformed sample \(kind) changed the recognizer (S21)"
    }
}

extension Verdict {
    var check: TransitionCheck {
        switch self {
        case .ready: .ready
        case .stale: .stale("fuzz")
        case .vetoed: .vetoed("fuzz")
        }
    }
}
