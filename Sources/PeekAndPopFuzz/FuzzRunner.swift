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

/// A weak reference, for checking that sessions release their screens (S19).
@MainActor
private struct WeakScreen {
    weak var screen: FuzzScreen?
}

/// Drives the real engine and the ``ReferenceModel`` with one sequence and
/// reports the first difference.
@MainActor
final class FuzzRunner {
    private let clock = ManualClock()
    private let engine: PeekEngine
    private var model = ReferenceModel()
    private var hosts: [FuzzScreen?]
    private var sources: [[ViewNode]]
    private var contexts: [PreviewingContext] = []
    private var performed: [String] = []
    private var observerTokens: [Subscription] = []
    private var observerLogs: [[String]] = []
    private var tasks: [Task<RoutingOutcome, Never>] = []
    private var screens: [WeakScreen] = []
    private var isStale = false
    private var currentLabel = ""

    init() {
        engine = PeekEngine(clock: clock)
        hosts = (0..<FuzzOperation.hosts).map { FuzzScreen("host\($0)") }
        sources = (0..<FuzzOperation.hosts).map { host in
            (0..<FuzzOperation.sourcesPerHost).map { ViewNode(name: "h\(host)s\($0)") }
        }
    }

    /// Runs `operations`; returns a description of the first divergence, or `nil`.
    func run(_ operations: [FuzzOperation]) async -> String? {
        for (index, operation) in operations.enumerated() {
            currentLabel = "op\(index)"
            if let failure = await step(operation) {
                return "operation \(index) \(operation): \(failure)"
            }
            if let failure = compareLogs() {
                return "after operation \(index) \(operation): \(failure)"
            }
        }
        // End every session, let every task run, and check nothing is retained.
        _ = step(sync: .interrupt(.cancelledByHost))
        if let failure = await step(.runTasks) { return "final runTasks: \(failure)" }
        if let failure = compareLogs() { return "at the end: \(failure)" }
        let alive = screens.compactMap(\.screen).map(\.label)
        guard alive.isEmpty else { return "S19: screens still alive after their sessions ended: \(alive)" }
        return nil
    }

    private func compareLogs() -> String? {
        if performed != model.performed {
            return "performed \(performed), model \(model.performed)"
        }
        for index in observerLogs.indices where observerLogs[index] != model.observers[index].seen {
            return "observer \(index) (\(model.observers[index].kind)) saw \(observerLogs[index]), "
                + "model \(model.observers[index].seen)"
        }
        return nil
    }

    private func step(_ operation: FuzzOperation) async -> String? {
        guard case .runTasks = operation else { return step(sync: operation) }
        let pending = tasks
        tasks = []
        var outcomes: [RoutingOutcome] = []
        for task in pending {
            outcomes.append(await task.value)
        }
        let discarded = model.runTasks()
        let actual = outcomes.compactMap { outcome -> Int? in
            if case .discarded = outcome { return 1 }
            return nil
        }
        guard actual.count == discarded.count else {
            return "tasks discarded \(actual.count), model \(discarded)"
        }
        return nil
    }

    // swiftlint:disable:next cyclomatic_complexity
    private func step(sync operation: FuzzOperation) -> String? {
        switch operation {
        case .register(let host, let source, let script):
            guard let hostScreen = hosts[host] else { return nil }  // A dead host cannot register.
            model.register(host: host, source: source, script: script)
            contexts.append(
                engine.register(host: hostScreen, sourceView: sources[host][source]) { [unowned self] _, _ in
                    self.runScript(script)
                }
            )
        case .unregister(let index):
            guard index < contexts.count else { return nil }
            let actual = engine.unregister(contexts[index])
            let expected = model.unregister(context: index)
            if actual != expected { return "unregister returned \(actual), model \(expected)" }
        case .unregisterAll(let host):
            guard let hostScreen = hosts[host] else { return nil }
            let actual = engine.unregisterAll(of: hostScreen)
            let expected = model.unregisterAll(host: host)
            if actual != expected { return "unregisterAll returned \(actual), model \(expected)" }
        case .preview(let index, let sameGesture):
            guard index < contexts.count else { return nil }
            let gesture =
                sameGesture ? (engine.activePeek?.gestureID ?? engine.makeGestureID()) : engine.makeGestureID()
            let sameAsActive = sameGesture && engine.activePeek != nil
            let actual = engine.preview(for: contexts[index], at: .zero, gesture: gesture)
            let session = model.nextSession
            // S22: a peek that observers already ended is not returned as a preview.
            let expected =
                model.preview(context: index, sameGesture: sameAsActive, label: currentLabel)
                && model.active?.id == session
            if (actual != nil) != expected {
                return "preview returned \(String(describing: actual)), model \(expected)"
            }
        case .route:
            engine.route(push(currentLabel + ".route", checked: false))
            model.route(label: currentLabel + ".route", checkingLiveness: true)
        case .commit(let rightScreen):
            let screen: any Screen =
                rightScreen ? (engine.activePeek?.previewScreen ?? FuzzScreen("none")) : FuzzScreen("other")
            var actual: PeekError.Code?
            do throws(PeekError) {
                try engine.commit(screen)
            } catch {
                actual = error.code
            }
            let expected = model.commit(rightScreen: rightScreen)
            if actual != expected {
                return "commit threw \(String(describing: actual)), model \(String(describing: expected))"
            }
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
            model.hostsAlive[host] = false
        case .setAvailable(let host, let available):
            hosts[host]?.isAvailable = available
            model.hostsAvailable[host] = available
        case .setStale(let stale):
            isStale = stale
            model.isStale = stale
        case .setPolicy(let policy):
            engine.lateTransitionPolicy = policy
            model.policy = policy
        case .subscribe(let kind):
            subscribe(kind)
        case .cancelObserver(let index):
            guard index < observerTokens.count else { return nil }
            observerTokens[index].cancel()
            model.observers[index].isActive = false
        case .runTasks:
            preconditionFailure("runTasks is asynchronous")
        case .advanceClock(let milliseconds):
            clock.advance(by: .milliseconds(milliseconds))
        case .malformedSample(let kind):
            return checkMalformedSample(kind)
        }
        return nil
    }

    private func push(_ label: String, checked: Bool) -> Transition {
        let screen = FuzzScreen(label)
        screens.append(WeakScreen(screen: screen))
        return Transition(
            kind: .push,
            destination: screen,
            check: { [unowned self] in checked && self.isStale ? .stale("fuzz") : .ready }
        ) { [unowned self] in
            self.performed.append(label)
        }
    }

    private func dismiss(_ label: String) -> Transition {
        Transition(kind: .dismiss, check: { [unowned self] in self.isStale ? .stale("fuzz") : .ready }) {
            [unowned self] in
            self.performed.append(label)
        }
    }

    private func runScript(_ script: PeekScript) {
        let label = currentLabel
        switch script {
        case .nothing:
            break
        case .push:
            engine.route(push("\(label).push0", checked: true))
        case .twoPushes:
            engine.route(push("\(label).push0", checked: true))
            engine.route(push("\(label).push1", checked: true))
        case .dismissOnly:
            engine.route(dismiss("\(label).dismiss"))
        case .dismissThenPush:
            engine.route(dismiss("\(label).dismiss"))
            engine.route(push("\(label).push0", checked: true))
        case .asyncOnly:
            startTask(label: "\(label).task")
        case .pushThenAsync:
            engine.route(push("\(label).push0", checked: true))
            startTask(label: "\(label).task")
        }
    }

    private func startTask(label: String) {
        let transition = push(label, checked: false)
        tasks.append(Task { @MainActor [engine] in engine.route(transition) })
    }

    private func subscribe(_ kind: ObserverKind) {
        let index = observerLogs.count
        observerLogs.append([])
        model.observers.append(ReferenceModel.Observer(kind: kind))
        model.observers.removeLast()  // `model.subscribe` appends it and replays.
        let token = engine.observe { [unowned self] change in
            self.observerLogs[index].append(change.summary)
            guard change.state == .inPeek else { return }
            switch kind {
            case .recorder:
                break
            case .router:
                self.engine.route(self.push("observer\(index)", checked: false))
            case .committer:
                if let screen = change.previewScreen {
                    try? self.engine.commit(screen)
                }
            case .cancelsNext:
                if index + 1 < self.observerTokens.count {
                    self.observerTokens[index + 1].cancel()
                }
            }
        }
        observerTokens.append(token)
        // The real replay already ran inside `observe`; the model's runs now.
        model.subscribe(kind)
    }

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
