import PeekAndPop

/// What a source's `onPeek` routes when asked for a preview.
public enum RouteScript: String, Sendable, Hashable, CaseIterable {
    /// Routes nothing: no preview.
    case nothing
    /// Pushes one screen.
    case push
    /// Pushes two screens.
    case twoPushes
    /// Dismisses only: frozen, but no screen, so no preview.
    case dismissOnly
    /// Dismisses, then pushes.
    case dismissThenPush
    /// Starts a task that pushes later, and routes nothing now.
    case asyncOnly
    /// Pushes, and starts a task that pushes later (S12).
    case pushThenAsync
}

/// A call back into the engine made by user code that the engine called out
/// to: an observer, a transition's check or work, or `onPeek` (S18, S22).
public enum Reaction: Sendable, Hashable, CustomStringConvertible {
    /// Asks for a preview of a context, with a press of its own.
    case preview(context: Int)
    /// Commits the screen at hand: the change's preview screen for an
    /// observer, the transition's destination for a check or work, a screen
    /// that was never previewed for `onPeek`.
    case commit
    /// Commits whatever peek is active.
    case commitActivePeek
    /// Interrupts the active peek (cancelled by the host).
    case interrupt
    /// Routes a push.
    case route
    /// Registers a source view of a host (its `onPeek` pushes one screen).
    case register(host: Int, source: Int)
    /// Ends a registration.
    case unregister(context: Int)
    /// Lets go of a host screen (it is deallocated).
    case dropHost(Int)
    /// Cancels the observer subscribed right after this one (B3).
    case cancelNextObserver
    /// Selects a preview action of the active peek (S24).
    case selectAction(String)

    public var description: String {
        switch self {
        case .preview(let context): "preview(\(context))"
        case .commit: "commit"
        case .commitActivePeek: "commitActivePeek"
        case .interrupt: "interrupt"
        case .route: "route"
        case .register(let host, let source): "register(\(host), \(source))"
        case .unregister(let context): "unregister(\(context))"
        case .dropHost(let host): "dropHost(\(host))"
        case .cancelNextObserver: "cancelNextObserver"
        case .selectAction(let id): "selectAction(\(id))"
        }
    }
}

/// What a check answers.
public enum Verdict: String, Sendable, Hashable, CaseIterable {
    case ready, stale, vetoed
}

/// How the check of the first push frozen by `onPeek` behaves (S22, S23).
public enum CheckScript: Sendable, Hashable, CustomStringConvertible {
    /// Ready, or stale while the fuzzer's stale flag is set.
    case plain
    /// Refuses at capture: the transition is not frozen (S23).
    case refuseAtCapture(Verdict)
    /// Ready at capture; at commit calls back into the engine, then answers.
    case reactAtCommit(Reaction, Verdict)

    public var description: String {
        switch self {
        case .plain: "plain"
        case .refuseAtCapture(let verdict): "\(verdict)AtCapture"
        case .reactAtCommit(let reaction, let verdict): "\(reaction)Then\(verdict)"
        }
    }
}

/// A source rect that `onPeek` sets (S15), in a source view of 100 × 100.
public enum RectChoice: String, Sendable, Hashable, CaseIterable {
    case inside, reachingOutside, outside, nonFinite, empty

    var rect: Rect {
        switch self {
        case .inside: Rect(x: 10, y: 20, width: 30, height: 40)
        case .reachingOutside: Rect(x: 90, y: -5, width: 30, height: 20)
        case .outside: Rect(x: 200, y: 200, width: 10, height: 10)
        case .nonFinite: Rect(x: .nan, y: 0, width: 10, height: 10)
        case .empty: Rect(x: 10, y: 10, width: -5, height: 10)
        }
    }
}

/// What a source's `onPeek` does when asked for a preview.
public struct PeekScript: Sendable, Hashable, CustomStringConvertible {
    /// What it routes.
    public var routes: RouteScript
    /// The check of its first push.
    public var check: CheckScript = .plain
    /// What the work of its first push does besides performing it.
    public var work: Reaction?
    /// What it calls after routing.
    public var reaction: Reaction?
    /// The source rect it sets.
    public var rect: RectChoice?
    /// Whether it offers the preview actions of ``PeekScript/actionIDs`` (S24).
    public var offersActions: Bool
    /// Whether it sends a side effect through the seam before routing (S25).
    public var sendsEffect: Bool

    public init(
        _ routes: RouteScript, check: CheckScript = .plain, work: Reaction? = nil, reaction: Reaction? = nil,
        rect: RectChoice? = nil, offersActions: Bool = false, sendsEffect: Bool = false
    ) {
        self.routes = routes
        self.check = check
        self.work = work
        self.reaction = reaction
        self.rect = rect
        self.offersActions = offersActions
        self.sendsEffect = sendsEffect
    }

    /// The identifiers a fuzz sequence selects: `open` routes from its
    /// handler, `buy` commits then routes, `off` is disabled, `more` is a
    /// group holding `share` (which routes), and `missing` is never offered.
    public static let actionIDs = ["open", "buy", "off", "more", "share", "missing"]

    public var description: String {
        var parts = ["\(routes)"]
        if check != .plain { parts.append("check: \(check)") }
        if let work { parts.append("work: \(work)") }
        if let reaction { parts.append("onPeek: \(reaction)") }
        if let rect { parts.append("rect: \(rect)") }
        if offersActions { parts.append("actions") }
        if sendsEffect { parts.append("effect") }
        return parts.joined(separator: ", ")
    }
}

/// Which changes an observer subscribes to (S17).
public enum ObserverScope: Sendable, Hashable, CustomStringConvertible {
    /// Every change (`observe(_:)`).
    case global
    /// Every change while an owner lives (`observe(owner:_:)`).
    case owned
    /// The peeks previewing the active peek's screen (`observe(previewScreen:_:)`).
    case activePreviewScreen
    /// The peeks started from a host (`observe(host:_:)`).
    case host(Int)

    public var description: String {
        switch self {
        case .global: "global"
        case .owned: "owned"
        case .activePreviewScreen: "activePreviewScreen"
        case .host(let host): "host(\(host))"
        }
    }
}

/// Which change makes an observer call back.
public enum Trigger: String, Sendable, Hashable, CaseIterable {
    case inPeek, popped, actionSelected, interrupted, superseded, interruptedByRouting, terminal

    func matches(_ state: String, reason: String?) -> Bool {
        switch self {
        case .inPeek: state == "inPeek"
        case .popped: state == "popped"
        case .actionSelected: state == "actionSelected"
        case .interrupted: state == "interrupted"
        case .superseded: reason == InterruptionReason.superseded.rawValue
        case .interruptedByRouting: reason == InterruptionReason.interruptedByRouting.rawValue
        case .terminal: state != "inPeek"
        }
    }
}

/// An observer: where it listens, and what it does once, when.
public struct ObserverSpec: Sendable, Hashable, CustomStringConvertible {
    public var scope: ObserverScope
    public var trigger: Trigger
    public var reaction: Reaction?

    public init(_ scope: ObserverScope, on trigger: Trigger = .inPeek, reaction: Reaction? = nil) {
        self.scope = scope
        self.trigger = trigger
        self.reaction = reaction
    }

    public var description: String {
        reaction.map { "\(scope), on \(trigger): \($0)" } ?? "\(scope)"
    }
}

/// An engine read (S6: reads end a dead peek too).
public enum ReadKind: String, Sendable, Hashable, CaseIterable {
    case activePeek, registeredContexts, previewAtEmptyPoint
}

/// A kind of malformed touch sample (S21).
public enum MalformedSample: String, Sendable, Hashable, CaseIterable {
    case nonFiniteLocation, negativeForce, forceAboveMaximum, zeroMaximum, timestampBackwards, moveWithoutTouch
}

/// One step of a fuzz sequence.
public enum FuzzOperation: Sendable, Hashable, CustomStringConvertible {
    case register(host: Int, source: Int, script: PeekScript)
    case unregister(context: Int)
    case unregisterAll(host: Int)
    case preview(context: Int, sameGesture: Bool)
    /// A press at one of ``FuzzOperation/points`` in the window: the sources
    /// under it are tried frontmost first, with one gesture (S10).
    case previewAt(point: Int, sameGesture: Bool)
    case route
    case commit(rightScreen: Bool)
    case commitActivePeek
    case selectAction(String)
    /// A side effect sent through the seam (S25).
    case effect
    case interrupt(InterruptionReason)
    case previewDisappears
    case killHost(Int)
    case killSource(host: Int, source: Int)
    case setAvailable(host: Int, Bool)
    case setStale(Bool)
    case setPolicy(LateTransitionPolicy)
    case subscribe(ObserverSpec)
    case cancelObserver(Int)
    case dropOwner(Int)
    case read(ReadKind)
    case runTasks
    case advanceClock(milliseconds: Int)
    case malformedSample(MalformedSample)

    public var description: String {
        switch self {
        case .register(let host, let source, let script): "register(host: \(host), source: \(source), \(script))"
        case .unregister(let context): "unregister(context: \(context))"
        case .unregisterAll(let host): "unregisterAll(host: \(host))"
        case .preview(let context, let same): "preview(context: \(context)\(same ? ", sameGesture" : ""))"
        case .previewAt(let point, let same): "previewAt(point: \(point)\(same ? ", sameGesture" : ""))"
        case .route: "route"
        case .commit(let right): "commit(\(right ? "preview" : "other screen"))"
        case .commitActivePeek: "commitActivePeek"
        case .selectAction(let id): "selectAction(\(id))"
        case .effect: "effect"
        case .interrupt(let reason): "interrupt(\(reason))"
        case .previewDisappears: "previewDisappears"
        case .killHost(let host): "killHost(\(host))"
        case .killSource(let host, let source): "killSource(host: \(host), source: \(source))"
        case .setAvailable(let host, let available): "setAvailable(host: \(host), \(available))"
        case .setStale(let stale): "setStale(\(stale))"
        case .setPolicy(let policy): "setPolicy(\(policy))"
        case .subscribe(let spec): "subscribe(\(spec))"
        case .cancelObserver(let index): "cancelObserver(\(index))"
        case .dropOwner(let index): "dropOwner(\(index))"
        case .read(let kind): "read(\(kind))"
        case .runTasks: "runTasks"
        case .advanceClock(let milliseconds): "advanceClock(\(milliseconds) ms)"
        case .malformedSample(let kind): "malformedSample(\(kind))"
        }
    }

    static let hosts = 3
    static let sourcesPerHost = 2

    /// Press locations in the window. Source `s` of host `h` is the window's
    /// subview number `2h + s`, 100 × 100 at x = 40 × (2h + s): point 0 is in
    /// one source, points 1–3 in two or three, point 4 in none.
    static let points = [
        Point(x: 5, y: 50), Point(x: 90, y: 50), Point(x: 170, y: 50), Point(x: 250, y: 50), Point(x: 150, y: 250),
    ]

    static func sourceFrame(host: Int, source: Int) -> Rect {
        Rect(x: Double(40 * (host * sourcesPerHost + source)), y: 0, width: 100, height: 100)
    }

    /// A random operation, weighted towards the interesting ones.
    // swiftlint:disable:next cyclomatic_complexity
    static func random(using generator: inout SplitMix64, contexts: Int, observers: Int) -> FuzzOperation {
        var random = Chooser(generator: generator, contexts: contexts)
        defer { generator = random.generator }
        let roll = random.pick(100)
        switch roll {
        case 0..<13:
            return .register(host: random.pick(hosts), source: random.pick(sourcesPerHost), script: random.script())
        case 13..<15: return .unregister(context: random.context())
        case 15..<16: return .unregisterAll(host: random.pick(hosts))
        case 16..<30: return .preview(context: random.context(), sameGesture: random.bool())
        case 30..<36: return .previewAt(point: random.pick(points.count), sameGesture: random.bool())
        case 36..<42: return .route
        case 42..<50: return .commit(rightScreen: random.pick(5) > 0)
        case 50..<52: return .commitActivePeek
        case 52..<56: return .selectAction(random.element(PeekScript.actionIDs))
        case 56..<57: return .effect
        case 57..<61: return .interrupt(random.element(InterruptionReason.allCases))
        case 61..<62: return .previewDisappears
        case 62..<63: return .killHost(random.pick(hosts))
        case 63..<64: return .killSource(host: random.pick(hosts), source: random.pick(sourcesPerHost))
        case 64..<65: return .setAvailable(host: random.pick(hosts), random.bool())
        case 65..<66: return .setStale(random.bool())
        case 66..<68: return .setPolicy(random.bool() ? .interruptPeek : .deferUntilResolved)
        case 68..<77: return .subscribe(random.observer())
        case 77..<79: return .cancelObserver(random.pick(max(observers, 1)))
        case 79..<80: return .dropOwner(random.pick(max(observers, 1)))
        case 80..<84: return .read(random.element(ReadKind.allCases))
        case 84..<91: return .runTasks
        case 91..<95: return .advanceClock(milliseconds: 1 + random.pick(500))
        default: return .malformedSample(random.element(MalformedSample.allCases))
        }
    }
}

extension FuzzOperation {
    /// Simpler forms of this step, for shrinking; each is strictly simpler,
    /// so simplifying ends.
    var simplifications: [FuzzOperation] {
        switch self {
        case .register(let host, let source, let script):
            var simpler: [PeekScript] = []
            func without(_ change: (inout PeekScript) -> Void) {
                var copy = script
                change(&copy)
                if copy != script { simpler.append(copy) }
            }
            without { $0.check = .plain }
            without { $0.work = nil }
            without { $0.reaction = nil }
            without { $0.rect = nil }
            without { $0.offersActions = false }
            without { $0.sendsEffect = false }
            if script.routes != .nothing { without { $0.routes = .push } }
            return simpler.map { .register(host: host, source: source, script: $0) }
        case .preview(let context, true):
            return [.preview(context: context, sameGesture: false)]
        case .previewAt(let point, true):
            return [.previewAt(point: point, sameGesture: false)]
        case .subscribe(let spec) where spec.scope == .owned:
            return [.subscribe(ObserverSpec(.global, on: spec.trigger, reaction: spec.reaction))]
        default:
            return []
        }
    }
}

/// Random choices for ``FuzzOperation/random(using:contexts:observers:)``.
private struct Chooser {
    var generator: SplitMix64
    let contexts: Int

    mutating func pick(_ count: Int) -> Int { count <= 1 ? 0 : Int.random(in: 0..<count, using: &generator) }
    mutating func bool() -> Bool { pick(2) == 1 }
    mutating func element<T>(_ all: [T]) -> T { all[pick(all.count)] }
    /// A context index, sometimes one past the last (no such context yet).
    mutating func context() -> Int { pick(contexts + 1) }

    /// A reaction for user code; `allowed` are the kinds that make sense there.
    mutating func reaction(_ allowed: [Int]) -> Reaction {
        switch element(allowed) {
        case 0: .preview(context: context())
        case 1: .commit
        case 2: .commitActivePeek
        case 3: .interrupt
        case 4: .route
        case 5: .register(host: pick(FuzzOperation.hosts), source: pick(FuzzOperation.sourcesPerHost))
        case 6: .unregister(context: context())
        case 7: .dropHost(pick(FuzzOperation.hosts))
        case 8: .cancelNextObserver
        default: .selectAction(element(PeekScript.actionIDs))
        }
    }

    mutating func script() -> PeekScript {
        var script = PeekScript(element(RouteScript.allCases))
        switch pick(10) {
        case 0: script.check = .refuseAtCapture(bool() ? .vetoed : .stale)
        case 1, 2: script.check = .reactAtCommit(reaction([0, 1, 2, 3, 4, 4, 5, 6, 9]), element(Verdict.allCases))
        default: break
        }
        if pick(6) == 0 { script.work = reaction([0, 2, 3, 4, 4, 5, 6, 7, 9]) }
        if pick(6) == 0 { script.reaction = reaction([0, 1, 2, 3, 4, 5, 6, 9]) }
        if pick(6) == 0 { script.rect = element(RectChoice.allCases) }
        script.offersActions = pick(3) == 0
        script.sendsEffect = pick(6) == 0
        return script
    }

    mutating func observer() -> ObserverSpec {
        switch pick(10) {
        case 0: return ObserverSpec(.activePreviewScreen)
        case 1: return ObserverSpec(.host(pick(FuzzOperation.hosts)))
        case 2, 3: return ObserverSpec(bool() ? .global : .owned)
        default:
            return ObserverSpec(
                bool() ? .global : .owned, on: element(Trigger.allCases),
                reaction: reaction([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))
        }
    }
}

/// Makes reproducible operation sequences.
public enum FuzzGenerator {
    /// The sequence for `seed`, of `length` operations.
    public static func sequence(seed: UInt64, length: Int) -> [FuzzOperation] {
        var generator = SplitMix64(seed: seed)
        var operations: [FuzzOperation] = []
        var contexts = 0
        var observers = 0
        for _ in 0..<length {
            let operation = FuzzOperation.random(using: &generator, contexts: contexts, observers: observers)
            if case .register = operation { contexts += 1 }
            if case .subscribe = operation { observers += 1 }
            operations.append(operation)
        }
        return operations
    }
}
