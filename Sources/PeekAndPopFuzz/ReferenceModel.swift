import PeekAndPop

/// A small, independent model of the engine's rules (S1–S25) and the bus's
/// delivery guarantees (B1–B3), written from the rules as stated in
/// Sources/PeekAndPop/PeekAndPop.docc/Rules.md and from the documented bad
/// inputs rather than from the engine's code. The fuzz runner drives the real
/// engine and this model with the same operations, including user code that
/// calls back into the engine, and compares what they did.
///
/// The model decides everything from its own state: it never asks the engine
/// which peek is active, and it keeps its own record of what each observer
/// has seen.
struct ReferenceModel {
    enum Fate: Equatable {
        case capturing, inPeek, popped, neverPeeked
        case actionSelected(String)
        case interrupted(InterruptionReason)
    }

    struct Context {
        var host: Int
        var source: Int
        var script: PeekScript
        var isRegistered = true
    }

    /// A transition that reached the seam inside a capture window.
    struct Item {
        var label: String
        var showsScreen: Bool
        /// `nil` for a transition without a check (always ready).
        var check: CheckScript?
        var work: Reaction?
    }

    struct Session {
        var id: Int
        var context: Int
        var host: Int
        /// The capture's label, which names what the session's code routes.
        var label: String
        var frozen: [Item]
        var previewLabel: String
        var offersActions: Bool
        var deferred: [String] = []
    }

    struct Capture {
        var id: Int
        var context: Int
        var frozen: [Item] = []
        var contextWentAway = false
    }

    struct Observer {
        var spec: ObserverSpec
        var isActive: Bool
        /// The preview screen an `activePreviewScreen` observer listens to.
        var previewLabel: String?
        var seen: [String] = []
        var hasFired = false
        /// Whether user code holds its token yet (not while `observe` replays).
        var hasToken = false
        private var peeked: Set<Int> = []
        private var ended: Set<Int> = []

        init(spec: ObserverSpec, isActive: Bool, previewLabel: String?) {
            self.spec = spec
            self.isActive = isActive
            self.previewLabel = previewLabel
        }

        /// S16 for one observer: a session's `inPeek` once, then its terminal
        /// state once, and a terminal state only after that session's `inPeek`.
        mutating func admits(_ event: Event) -> Bool {
            if event.state == "inPeek" {
                return peeked.insert(event.session).inserted
            }
            guard peeked.contains(event.session) else { return false }
            return ended.insert(event.session).inserted
        }

        var isGlobal: Bool {
            switch spec.scope {
            case .global, .owned: true
            case .activePreviewScreen, .host: false
            }
        }
    }

    struct Event {
        var session: Int
        var state: String
        var reason: InterruptionReason?
        var action: String?
        var previewLabel: String
        var host: Int

        var summary: String {
            if let detail = reason?.rawValue ?? action {
                return "session#\(session) \(state)(\(detail))"
            }
            return "session#\(session) \(state)"
        }
    }

    enum CommitTarget {
        /// The preview screen of a session, or (`nil`) a screen never previewed.
        case screenOf(Int?)
        case activePeek
    }

    var hostsAlive = Array(repeating: true, count: FuzzOperation.hosts)
    /// Hosts let go of by user code; they are deallocated when the operation ends.
    var hostsDying: Set<Int> = []
    var hostsAvailable = Array(repeating: true, count: FuzzOperation.hosts)
    var sourcesAlive = Array(
        repeating: Array(repeating: true, count: FuzzOperation.sourcesPerHost), count: FuzzOperation.hosts)
    var contexts: [Context] = []
    var capture: Capture?
    var active: Session?
    /// The session whose checks a commit is running (S22).
    var resolving: Int?
    /// Routing calls made by checks, run after the resolution (S22).
    var routedDuringChecks: [String] = []
    /// Whether a commit is performing its frozen transitions.
    var isPerforming = false
    var fates: [Int: Fate] = [:]
    var lastResolved: Fate?
    var policy = LateTransitionPolicy.interruptPeek
    var isStale = false
    var nextSession = 1
    var captures = 0
    var operationLabel = ""
    var performed: [String] = []
    var published: [String] = []
    var log: [String] = []
    var observers: [Observer] = []
    var tasks: [(label: String, session: Int)] = []
    /// Presses that produced a peek: they never peek again (S10).
    var peekedGestures: Set<GestureID> = []
    /// Checks and work that have called back (each does so once).
    var firedSites: Set<String> = []

    private var queue: [Event] = []
    private var isDelivering = false

    // MARK: Queries (for choosing inputs, never for checking)

    var activeSession: Int? { active?.id }
    var activePreviewLabel: String? { active?.previewLabel }

    func isAlive(context index: Int) -> Bool {
        let context = contexts[index]
        return hostsAlive[context.host] && sourcesAlive[context.host][context.source]
    }

    // MARK: Bus (B1–B3)

    private mutating func publish(_ event: Event) {
        published.append(event.summary)
        queue.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        while !queue.isEmpty {
            let event = queue.removeFirst()
            // Unkeyed subscribers first, then those of the preview screen's
            // key, then those of the host's.
            for index in observers.indices where observers[index].isGlobal {
                deliver(event, to: index)
            }
            for index in observers.indices where observers[index].previewLabel == event.previewLabel {
                deliver(event, to: index)
            }
            for index in observers.indices where observers[index].spec.scope == .host(event.host) {
                deliver(event, to: index)
            }
        }
        isDelivering = false
    }

    private mutating func deliver(_ event: Event, to index: Int) {
        guard observers[index].isActive, observers[index].admits(event) else { return }
        observers[index].seen.append(event.summary)
        let spec = observers[index].spec
        guard let reaction = spec.reaction, !observers[index].hasFired,
            spec.trigger.matches(event.state, reason: event.reason?.rawValue)
        else { return }
        observers[index].hasFired = true
        react(reaction, site: "\(operationLabel).obs\(index)", screenOf: event.session, observer: index)
    }

    // MARK: Liveness (S6)

    /// Every engine entry point first ends a peek whose host or source view is gone.
    mutating func checkLiveness() {
        guard let session = active else { return }
        let context = contexts[session.context]
        if !hostsAlive[context.host] {
            end(reason: .hostScreenGone)
        } else if !sourcesAlive[context.host][context.source] {
            end(reason: .sourceUnregistered)
        }
    }

    mutating func hostDied(_ host: Int) {
        hostsAlive[host] = false
        for index in observers.indices where observers[index].spec.scope == .host(host) {
            observers[index].isActive = false
        }
    }

    /// Deallocates the hosts let go of during the operation.
    mutating func endOperation() {
        for host in hostsDying.sorted() {
            hostDied(host)
        }
        hostsDying = []
    }

    // MARK: Registration (S13)

    mutating func register(host: Int, source: Int, script: PeekScript) {
        checkLiveness()
        // Ending the old registration's peek calls observers, which may
        // register the pair again.
        while let old = contexts.indices.first(where: {
            contexts[$0].isRegistered && contexts[$0].host == host && contexts[$0].source == source
        }) {
            remove(old, reason: .sourceUnregistered)
        }
        contexts.append(Context(host: host, source: source, script: script))
    }

    private mutating func remove(_ index: Int, reason: InterruptionReason) {
        contexts[index].isRegistered = false
        if capture?.context == index {
            capture?.contextWentAway = true
        }
        // A session whose commit runs its checks ends after them (S22).
        if let session = active, session.context == index, resolving == nil {
            end(reason: reason)
        }
    }

    mutating func unregister(context index: Int) -> Bool {
        checkLiveness()
        guard contexts[index].isRegistered else { return false }
        let wasAlive = isAlive(context: index)
        remove(index, reason: .sourceUnregistered)
        return wasAlive  // a registration whose source view died has already ended
    }

    /// How many registrations end: the live ones, plus any whose source view
    /// died and that the engine has not pruned yet.
    mutating func unregisterAll(host: Int) -> ClosedRange<Int> {
        checkLiveness()
        var ended = 0
        var dead = 0
        // Ending a peek calls observers, which may register more for the host.
        while let index = contexts.indices.first(where: { contexts[$0].isRegistered && contexts[$0].host == host }) {
            if !isAlive(context: index) { dead += 1 }
            remove(index, reason: .sourceUnregistered)
            ended += 1
        }
        return (ended - dead)...ended
    }

    var liveRegistrations: Int {
        contexts.indices.filter { contexts[$0].isRegistered && isAlive(context: $0) }.count
    }

    // MARK: Previews (S2–S5, S10, S15, S23)

    /// Returns whether a peek began.
    mutating func preview(context index: Int, gesture: GestureID?) -> Bool {
        guard capture == nil, resolving == nil, !isPerforming else { return false }
        // A peek started by an observer of the superseded one is a real peek:
        // it is superseded in turn (S10, S22).
        while true {
            checkLiveness()
            let context = contexts[index]
            guard context.isRegistered, isAlive(context: index), hostsAvailable[context.host] else { return false }
            if let gesture, peekedGestures.contains(gesture) { return false }  // one press peeks once
            guard active != nil else { break }
            end(reason: .superseded)
        }
        return beginPeek(context: index, gesture: gesture)
    }

    private mutating func beginPeek(context index: Int, gesture: GestureID?) -> Bool {
        let id = nextSession
        nextSession += 1
        captures += 1
        let label = "\(operationLabel).c\(captures)"
        let script = contexts[index].script
        capture = Capture(id: id, context: index)
        fates[id] = .capturing
        let push0 = Item(label: "\(label).push0", showsScreen: true, check: script.check, work: script.work)
        let dismiss = Item(label: "\(label).dismiss", showsScreen: false, check: .plain)
        if script.sendsEffect {
            freeze(Item(label: "\(label).effect", showsScreen: false, check: nil))
        }
        switch script.routes {
        case .nothing:
            break
        case .push:
            freeze(push0)
        case .twoPushes:
            freeze(push0)
            freeze(Item(label: "\(label).push1", showsScreen: true, check: .plain))
        case .dismissOnly:
            freeze(dismiss)
        case .dismissThenPush:
            freeze(dismiss)
            freeze(push0)
        case .asyncOnly:
            tasks.append(("\(label).task", id))
        case .pushThenAsync:
            freeze(push0)
            tasks.append(("\(label).task", id))
        }
        if let reaction = script.reaction {
            react(reaction, site: "\(label).onPeek", screenOf: nil, observer: nil)
        }
        if let rect = script.rect {
            log.append("\(label) rect \(Self.format(Self.expectedSourceRect(rect)))")
        }
        let window = capture!
        capture = nil
        guard !window.contextWentAway, contexts[index].isRegistered, isAlive(context: index),
            let shown = window.frozen.first(where: \.showsScreen)
        else {
            fates[id] = .neverPeeked
            return false
        }
        let host = contexts[index].host
        active = Session(
            id: id, context: index, host: host, label: label, frozen: window.frozen, previewLabel: shown.label,
            offersActions: script.offersActions)
        fates[id] = .inPeek
        if let gesture { peekedGestures.insert(gesture) }
        publish(Event(session: id, state: "inPeek", previewLabel: shown.label, host: host))
        // Observers of `inPeek` may already have ended it (S22).
        return active?.id == id
    }

    /// A transition reaching the seam in the capture window: checked, and
    /// frozen only if its check accepts it (S23).
    private mutating func freeze(_ item: Item) {
        let verdict: Verdict
        switch item.check {
        case nil, .reactAtCommit?: verdict = .ready
        case .plain?: verdict = isStale ? .stale : .ready
        case .refuseAtCapture(let refusal)?: verdict = refusal
        }
        if verdict == .ready {
            capture?.frozen.append(item)
        }
    }

    /// A press at a point: the registered sources under it, frontmost first,
    /// one gesture (S10). Returns whether a peek is active afterwards.
    mutating func preview(atPoint point: Int, gesture: GestureID) -> Bool {
        checkLiveness()
        let location = FuzzOperation.points[point]
        // The registered sources under the point when the press begins.
        var views: [(host: Int, source: Int)] = []
        for host in 0..<FuzzOperation.hosts {
            for source in 0..<FuzzOperation.sourcesPerHost where sourcesAlive[host][source] {
                let isRegistered = contexts.contains { $0.isRegistered && $0.host == host && $0.source == source }
                if isRegistered, FuzzOperation.sourceFrame(host: host, source: source).contains(location) {
                    views.append((host, source))
                }
            }
        }
        for (host, source) in views.reversed() {
            let candidates = contexts.indices.filter {
                contexts[$0].isRegistered && contexts[$0].host == host && contexts[$0].source == source
            }
            for index in candidates {
                if preview(context: index, gesture: gesture) {
                    checkLiveness()
                    return active != nil
                }
                if peekedGestures.contains(gesture) {
                    return false  // an earlier source of this press peeked
                }
            }
        }
        return false
    }

    static func expectedSourceRect(_ choice: RectChoice) -> Rect {
        switch choice {
        case .inside: Rect(x: 10, y: 20, width: 30, height: 40)
        case .reachingOutside: Rect(x: 90, y: 0, width: 10, height: 15)
        case .outside, .nonFinite, .empty: Rect(x: 0, y: 0, width: 100, height: 100)
        }
    }

    static func format(_ rect: Rect) -> String {
        "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
    }

    // MARK: Routing (S1, S11, S12, S22)

    /// A side effect sent through the seam: frozen in a capture window,
    /// otherwise performed at once, never interrupting a peek (S25).
    mutating func effect(label: String) {
        if capture != nil {
            freeze(Item(label: label, showsScreen: false, check: nil))
        } else {
            checkLiveness()
            performed.append(label)
        }
    }

    /// A routing call from anywhere but a task started by `onPeek`.
    mutating func route(label: String) {
        if capture != nil {
            freeze(Item(label: label, showsScreen: true, check: nil))
        } else if resolving != nil {
            routedDuringChecks.append(label)
        } else {
            routeOrdinary(label)
        }
    }

    /// Outside any capture window: performed, unless a peek is showing, which
    /// the policy then interrupts or waits for — also a peek that started
    /// while an earlier one was being interrupted (S11, S22).
    private mutating func routeOrdinary(_ label: String) {
        while true {
            checkLiveness()
            guard var session = active else { break }
            switch policy {
            case .interruptPeek:
                end(reason: .interruptedByRouting)
            case .deferUntilResolved:
                session.deferred.append(label)
                active = session
                return
            }
        }
        performed.append(label)
    }

    /// Runs the tasks started by `onPeek`, in the order they were made,
    /// until none is left (S12). Returns the labels that were discarded.
    mutating func runTasks() -> [String] {
        var discarded: [String] = []
        // A task may start a peek whose `onPeek` starts another task: it
        // runs in this round too, after those made before it.
        while !tasks.isEmpty {
            let (label, id) = tasks.removeFirst()
            checkLiveness()
            switch fates[id] {
            case .inPeek?:
                if var session = active, session.id == id {
                    session.frozen.append(Item(label: label, showsScreen: true, check: nil))
                    active = session
                } else {
                    discarded.append(label)
                }
            case .popped?:
                routeOrdinary(label)
            default:
                discarded.append(label)
            }
        }
        return discarded
    }

    // MARK: Resolution (S6–S9, S22)

    /// The session a commit or an action may resolve, or the error (S9, S22).
    private mutating func sessionToResolve() -> Result<Session, PeekErrorCode> {
        guard capture == nil, resolving == nil else { return .failure(PeekErrorCode(.reentrantRequest)) }
        checkLiveness()
        if let session = active { return .success(session) }
        switch lastResolved {
        case .popped?: return .failure(PeekErrorCode(.alreadyCommitted))
        case .actionSelected?: return .failure(PeekErrorCode(.actionAlreadySelected))
        case .interrupted(.hostScreenGone)?: return .failure(PeekErrorCode(.hostScreenGone))
        case .interrupted?: return .failure(PeekErrorCode(.sessionInterrupted))
        default: return .failure(PeekErrorCode(.noActivePeek))
        }
    }

    /// Returns the error code the commit throws, if any.
    mutating func commit(_ target: CommitTarget) -> PeekError.Code? {
        let session: Session
        switch sessionToResolve() {
        case .success(let found): session = found
        case .failure(let error): return error.code
        }
        if case .screenOf(let id) = target, id != session.id {
            end(reason: .commitOfDifferentScreen)
            return .screenMismatch
        }
        return commit(session, then: nil)
    }

    /// Selects a preview action of the active peek (S24).
    mutating func selectAction(_ id: String) -> PeekError.Code? {
        let session: Session
        switch sessionToResolve() {
        case .success(let found): session = found
        case .failure(let error): return error.code
        }
        guard session.offersActions, PeekScript.actionIDs.dropLast().contains(id) else { return .actionNotOffered }
        let handler = "\(session.label).action.\(id)"
        switch id {
        case "off", "more":
            return .actionUnavailable
        case "buy":
            return commit(session, then: handler)
        default:
            active = nil
            fates[session.id] = .actionSelected(id)
            lastResolved = .actionSelected(id)
            publish(
                Event(
                    session: session.id, state: "actionSelected", action: id, previewLabel: session.previewLabel,
                    host: session.host))
            for label in [handler] + session.deferred {
                routeOrdinary(label)
            }
            return nil
        }
    }

    /// Pops `session`: checks, resolution, work, `popped`, then the handler
    /// and the calls that waited (S7, S22).
    private mutating func commit(_ session: Session, then handler: String?) -> PeekError.Code? {
        // Every check before any work; the session is resolving (S22).
        resolving = session.id
        var verdict = Verdict.ready
        for item in session.frozen {
            verdict = commitVerdict(of: item, session: session.id)
            if verdict != .ready { break }
        }
        resolving = nil
        let routed = routedDuringChecks
        routedDuringChecks = []
        guard verdict == .ready else {
            end(reason: verdict == .stale ? .stale : .vetoed)
            for label in routed {
                routeOrdinary(label)
            }
            return verdict == .stale ? .staleTransition : .transitionVetoed
        }
        // The checks may have ended the registration (S22).
        if !contexts[session.context].isRegistered || !isAlive(context: session.context) {
            end(reason: .sourceUnregistered)
            for label in routed {
                routeOrdinary(label)
            }
            return .sessionInterrupted
        }
        // Resolved before the work runs (S7).
        active = nil
        fates[session.id] = .popped
        lastResolved = .popped
        isPerforming = true
        for item in session.frozen {
            performed.append(item.label)
            if let work = item.work, firedSites.insert("\(item.label).work").inserted {
                react(work, site: "\(item.label).work", screenOf: session.id, observer: nil)
            }
        }
        isPerforming = false
        publish(
            Event(session: session.id, state: "popped", previewLabel: session.previewLabel, host: session.host))
        for label in (handler.map { [$0] } ?? []) + session.deferred + routed {
            routeOrdinary(label)
        }
        return nil
    }

    private mutating func commitVerdict(of item: Item, session: Int) -> Verdict {
        switch item.check {
        case nil, .refuseAtCapture?: return .ready
        case .plain?: return isStale ? .stale : .ready
        case .reactAtCommit(let reaction, let verdict)?:
            if firedSites.insert("\(item.label).check").inserted {
                react(reaction, site: "\(item.label).check", screenOf: session, observer: nil)
            }
            return verdict
        }
    }

    /// Returns whether a peek was interrupted.
    mutating func interrupt(reason: InterruptionReason) -> Bool {
        guard resolving == nil else { return false }
        checkLiveness()
        guard active != nil else { return false }
        end(reason: reason)
        return true
    }

    /// Ends the active peek: discard, publish, then the deferred calls (S8, S11).
    private mutating func end(reason: InterruptionReason) {
        guard let session = active else { return }
        active = nil
        fates[session.id] = .interrupted(reason)
        lastResolved = .interrupted(reason)
        publish(
            Event(
                session: session.id, state: "interrupted", reason: reason, previewLabel: session.previewLabel,
                host: session.host))
        for label in session.deferred {
            routeOrdinary(label)
        }
    }

    // MARK: Observers (S17, S18)

    mutating func subscribe(_ spec: ObserverSpec, isActive: Bool) {
        observers.append(Observer(spec: spec, isActive: isActive, previewLabel: nil))
        let index = observers.count - 1
        defer { observers[index].hasToken = true }
        guard isActive else { return }
        if spec.scope == .activePreviewScreen {
            observers[index].previewLabel = active?.previewLabel
        }
        checkLiveness()
        guard let session = active else { return }
        let matches: Bool
        switch spec.scope {
        case .global, .owned: matches = true
        case .activePreviewScreen: matches = observers[index].previewLabel == session.previewLabel
        case .host(let host): matches = session.host == host
        }
        if matches {
            deliver(
                Event(session: session.id, state: "inPeek", previewLabel: session.previewLabel, host: session.host),
                to: index)
        }
    }

    // MARK: User code calling back (S18, S22)

    mutating func react(_ reaction: Reaction, site: String, screenOf session: Int?, observer: Int?) {
        switch reaction {
        case .preview(let index):
            guard index < contexts.count else {
                log.append("\(site) preview(\(index)) skipped")
                return
            }
            let began = preview(context: index, gesture: nil)
            log.append("\(site) preview(\(index)) -> \(began ? "peek" : "nil")")
        case .commit:
            let code = commit(.screenOf(session))
            log.append("\(site) commit -> \(code.map { "\($0)" } ?? "ok")")
        case .commitActivePeek:
            let code = commit(.activePeek)
            log.append("\(site) commitActivePeek -> \(code.map { "\($0)" } ?? "ok")")
        case .interrupt:
            log.append("\(site) interrupt -> \(interrupt(reason: .cancelledByHost))")
        case .route:
            route(label: "\(site).route")
        case .register(let host, let source):
            guard hostsAlive[host], sourcesAlive[host][source] else {
                log.append("\(site) register skipped")
                return
            }
            register(host: host, source: source, script: PeekScript(.push))
        case .unregister(let index):
            guard index < contexts.count else {
                log.append("\(site) unregister(\(index)) skipped")
                return
            }
            log.append("\(site) unregister(\(index)) -> \(unregister(context: index))")
        case .dropHost(let host):
            hostsDying.insert(host)
        case .cancelNextObserver:
            if let observer, observer + 1 < observers.count, observers[observer + 1].hasToken {
                observers[observer + 1].isActive = false
            }
        case .selectAction(let id):
            let code = selectAction(id)
            log.append("\(site) selectAction(\(id)) -> \(code.map { "\($0)" } ?? "ok")")
        }
    }
}

/// A ``PeekError/Code`` as an `Error`, for `Result`.
struct PeekErrorCode: Error {
    let code: PeekError.Code

    init(_ code: PeekError.Code) { self.code = code }
}
