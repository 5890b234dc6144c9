import PeekAndPop

/// A small, independent model of the engine's rules (S1–S19) and the bus's
/// delivery guarantees (B1–B3), written from DESIGN.md rather than from the
/// engine's code. The fuzz runner drives the real engine and this model with
/// the same operations and compares what they did.
struct ReferenceModel {
    enum Fate: Equatable {
        case inPeek, popped, neverPeeked
        case interrupted(InterruptionReason)
    }

    struct Context {
        var host: Int
        var source: Int
        var script: PeekScript
        var isRegistered = true
    }

    struct Session {
        var id: Int
        var context: Int
        var frozen: [String]
        var deferred: [String] = []
    }

    struct Observer {
        var kind: ObserverKind
        var isActive = true
        var seen: [String] = []
        var current: Int?
        var isCurrentEnded = false

        /// The per-observer filter (S16, S17).
        mutating func admits(session: Int, terminal: Bool) -> Bool {
            if !terminal {
                guard current.map({ session > $0 }) ?? true else { return false }
                current = session
                isCurrentEnded = false
                return true
            }
            guard current == session, !isCurrentEnded else { return false }
            isCurrentEnded = true
            return true
        }
    }

    struct Event {
        var session: Int
        var summary: String
        var isTerminal: Bool
    }

    var hostsAlive = Array(repeating: true, count: FuzzOperation.hosts)
    var hostsAvailable = Array(repeating: true, count: FuzzOperation.hosts)
    var contexts: [Context] = []
    var active: Session?
    var fates: [Int: Fate] = [:]
    var lastResolved: (id: Int, fate: Fate)?
    var policy = LateTransitionPolicy.interruptPeek
    var isStale = false
    var nextSession = 1
    var performed: [String] = []
    var published: [String] = []
    var observers: [Observer] = []
    var tasks: [(label: String, session: Int)] = []

    private var queue: [Event] = []
    private var isDelivering = false

    // MARK: Bus

    private mutating func publish(_ event: Event) {
        published.append(event.summary)
        queue.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        while !queue.isEmpty {
            let event = queue.removeFirst()
            for index in observers.indices where observers[index].isActive {
                deliver(event, to: index)
            }
        }
        isDelivering = false
    }

    private mutating func deliver(_ event: Event, to index: Int) {
        guard observers[index].admits(session: event.session, terminal: event.isTerminal) else { return }
        observers[index].seen.append(event.summary)
        guard !event.isTerminal else { return }
        switch observers[index].kind {
        case .recorder:
            break
        case .router:
            route(label: "observer\(index)", checkingLiveness: true)
        case .committer:
            // The observer commits the change's preview screen, which is alive
            // only while its session is (S19).
            if active?.id == event.session {
                _ = commit(rightScreen: true)
            }
        case .cancelsNext:
            if index + 1 < observers.count {
                observers[index + 1].isActive = false
            }
        }
    }

    // MARK: Liveness

    /// Every engine entry point first ends a peek whose host is gone (S6).
    mutating func checkLiveness() {
        if let session = active, !hostsAlive[contexts[session.context].host] {
            interrupt(session, reason: .hostScreenGone)
        }
    }

    // MARK: Operations

    mutating func register(host: Int, source: Int, script: PeekScript) {
        checkLiveness()
        // Pruning: registrations of dead hosts end.
        for index in contexts.indices where contexts[index].isRegistered && !hostsAlive[contexts[index].host] {
            contexts[index].isRegistered = false
        }
        if let old = contexts.indices.first(where: {
            contexts[$0].isRegistered && contexts[$0].host == host && contexts[$0].source == source
        }) {
            removeContext(old)
        }
        contexts.append(Context(host: host, source: source, script: script))
    }

    private mutating func removeContext(_ index: Int) {
        contexts[index].isRegistered = false
        if let session = active, session.context == index {
            interrupt(session, reason: .sourceUnregistered)
        }
    }

    mutating func unregister(context index: Int) -> Bool {
        checkLiveness()
        guard contexts[index].isRegistered else { return false }
        removeContext(index)
        return hostsAlive[contexts[index].host]  // a dead registration has already ended
    }

    mutating func unregisterAll(host: Int) -> Int {
        checkLiveness()
        let owned = contexts.indices.filter { contexts[$0].isRegistered && contexts[$0].host == host }
        for index in owned {
            removeContext(index)
        }
        return owned.count
    }

    /// Returns whether a preview was shown.
    mutating func preview(context index: Int, sameGesture: Bool, label: String) -> Bool {
        checkLiveness()
        let context = contexts[index]
        guard context.isRegistered, hostsAlive[context.host], hostsAvailable[context.host] else { return false }
        if let session = active {
            if sameGesture { return false }
            interrupt(session, reason: .superseded)
        }
        let id = nextSession
        nextSession += 1
        var frozen: [String] = []
        var showsScreen = false
        switch context.script {
        case .nothing:
            break
        case .push:
            frozen = ["\(label).push0"]
            showsScreen = true
        case .twoPushes:
            frozen = ["\(label).push0", "\(label).push1"]
            showsScreen = true
        case .dismissOnly:
            frozen = ["\(label).dismiss"]
        case .dismissThenPush:
            frozen = ["\(label).dismiss", "\(label).push0"]
            showsScreen = true
        case .asyncOnly:
            tasks.append(("\(label).task", id))
        case .pushThenAsync:
            frozen = ["\(label).push0"]
            showsScreen = true
            tasks.append(("\(label).task", id))
        }
        if isStale {
            // S23: the scripts' transitions are checked at capture; stale ones are not frozen.
            frozen = []
            showsScreen = false
        }
        guard showsScreen else {
            fates[id] = .neverPeeked
            return false
        }
        active = Session(id: id, context: index, frozen: frozen)
        fates[id] = .inPeek
        publish(Event(session: id, summary: "session#\(id) inPeek", isTerminal: false))
        return true
    }

    /// The seam for a transition outside any capture window (S1, S11).
    mutating func route(label: String, checkingLiveness: Bool) {
        if checkingLiveness { checkLiveness() }
        if var session = active {
            switch policy {
            case .interruptPeek:
                interrupt(session, reason: .interruptedByRouting)
            case .deferUntilResolved:
                session.deferred.append(label)
                active = session
                return
            }
        }
        performed.append(label)
    }

    /// Returns the error code the commit throws, if any.
    mutating func commit(rightScreen: Bool) -> PeekError.Code? {
        checkLiveness()
        guard let session = active else {
            switch lastResolved {
            case (_, .popped)?: return .alreadyCommitted
            case (_, .interrupted(.hostScreenGone))?: return .hostScreenGone
            case (_, .interrupted)?: return .sessionInterrupted
            default: return .noActivePeek
            }
        }
        guard rightScreen else {
            interrupt(session, reason: .commitOfDifferentScreen)
            return .screenMismatch
        }
        if isStale {
            interrupt(session, reason: .stale)
            return .staleTransition
        }
        active = nil
        fates[session.id] = .popped
        lastResolved = (session.id, .popped)
        performed += session.frozen
        publish(Event(session: session.id, summary: "session#\(session.id) popped", isTerminal: true))
        for label in session.deferred {
            route(label: label, checkingLiveness: true)
        }
        return nil
    }

    /// Returns whether a peek was interrupted.
    mutating func interrupt(reason: InterruptionReason) -> Bool {
        checkLiveness()
        guard let session = active else { return false }
        interrupt(session, reason: reason)
        return true
    }

    private mutating func interrupt(_ session: Session, reason: InterruptionReason) {
        active = nil
        fates[session.id] = .interrupted(reason)
        lastResolved = (session.id, .interrupted(reason))
        publish(Event(session: session.id, summary: "session#\(session.id) interrupted(\(reason))", isTerminal: true))
        for label in session.deferred {
            route(label: label, checkingLiveness: true)
        }
    }

    mutating func subscribe(_ kind: ObserverKind) {
        observers.append(Observer(kind: kind))
        checkLiveness()
        if let session = active {
            deliver(
                Event(session: session.id, summary: "session#\(session.id) inPeek", isTerminal: false),
                to: observers.count - 1)
        }
    }

    /// Runs the tasks started by `onPeek`, in the order they were made (S12).
    /// Returns the labels that were discarded.
    mutating func runTasks() -> [String] {
        var discarded: [String] = []
        let pending = tasks
        tasks = []
        for (label, id) in pending {
            checkLiveness()
            switch fates[id] {
            case .inPeek?:
                if var session = active, session.id == id {
                    session.frozen.append(label)
                    active = session
                } else {
                    discarded.append(label)
                }
            case .popped?:
                route(label: label, checkingLiveness: false)
            default:
                discarded.append(label)
            }
        }
        return discarded
    }
}
