import PeekAndPop

/// What a source's `onPeek` does when asked for a preview.
public enum PeekScript: String, Sendable, Hashable, CaseIterable {
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

/// How an observer reacts to `inPeek`.
public enum ObserverKind: String, Sendable, Hashable, CaseIterable {
    /// Records what it sees.
    case recorder
    /// Routes from inside the notification (S18).
    case router
    /// Commits the preview from inside the notification (S18).
    case committer
    /// Cancels the observer subscribed right after it (B3).
    case cancelsNext
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
    case route
    case commit(rightScreen: Bool)
    case interrupt(InterruptionReason)
    case previewDisappears
    case killHost(Int)
    case setAvailable(host: Int, Bool)
    case setStale(Bool)
    case setPolicy(LateTransitionPolicy)
    case subscribe(ObserverKind)
    case cancelObserver(Int)
    case runTasks
    case advanceClock(milliseconds: Int)
    case malformedSample(MalformedSample)

    public var description: String {
        switch self {
        case .register(let host, let source, let script): "register(host: \(host), source: \(source), \(script))"
        case .unregister(let context): "unregister(context: \(context))"
        case .unregisterAll(let host): "unregisterAll(host: \(host))"
        case .preview(let context, let same): "preview(context: \(context)\(same ? ", sameGesture" : ""))"
        case .route: "route"
        case .commit(let right): "commit(\(right ? "preview" : "other screen"))"
        case .interrupt(let reason): "interrupt(\(reason))"
        case .previewDisappears: "previewDisappears"
        case .killHost(let host): "killHost(\(host))"
        case .setAvailable(let host, let available): "setAvailable(host: \(host), \(available))"
        case .setStale(let stale): "setStale(\(stale))"
        case .setPolicy(let policy): "setPolicy(\(policy))"
        case .subscribe(let kind): "subscribe(\(kind))"
        case .cancelObserver(let index): "cancelObserver(\(index))"
        case .runTasks: "runTasks"
        case .advanceClock(let milliseconds): "advanceClock(\(milliseconds) ms)"
        case .malformedSample(let kind): "malformedSample(\(kind))"
        }
    }

    static let hosts = 3
    static let sourcesPerHost = 2

    /// A random operation, weighted towards the interesting ones.
    static func random(using generator: inout SplitMix64, contexts: Int, observers: Int) -> FuzzOperation {
        let roll = Int.random(in: 0..<100, using: &generator)
        func pick(_ count: Int) -> Int { count == 0 ? 0 : Int.random(in: 0..<count, using: &generator) }
        switch roll {
        case 0..<14:
            return .register(
                host: pick(hosts),
                source: pick(sourcesPerHost),
                script: PeekScript.allCases.randomElement(using: &generator)!
            )
        case 14..<17: return .unregister(context: pick(max(contexts, 1)))
        case 17..<18: return .unregisterAll(host: pick(hosts))
        case 18..<38: return .preview(context: pick(max(contexts, 1)), sameGesture: Bool.random(using: &generator))
        case 38..<46: return .route
        case 46..<56: return .commit(rightScreen: Int.random(in: 0..<5, using: &generator) > 0)
        case 56..<63: return .interrupt(InterruptionReason.allCases.randomElement(using: &generator)!)
        case 63..<65: return .previewDisappears
        case 65..<67: return .killHost(pick(hosts))
        case 67..<70: return .setAvailable(host: pick(hosts), Bool.random(using: &generator))
        case 70..<72: return .setStale(Bool.random(using: &generator))
        case 72..<75: return .setPolicy(Bool.random(using: &generator) ? .interruptPeek : .deferUntilResolved)
        case 75..<82: return .subscribe(ObserverKind.allCases.randomElement(using: &generator)!)
        case 82..<85: return .cancelObserver(pick(max(observers, 1)))
        case 85..<91: return .runTasks
        case 91..<95: return .advanceClock(milliseconds: Int.random(in: 1...500, using: &generator))
        default: return .malformedSample(MalformedSample.allCases.randomElement(using: &generator)!)
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
