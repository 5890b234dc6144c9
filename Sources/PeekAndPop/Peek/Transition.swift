/// One routing call: an identifier, a kind, the screen it shows if any, and
/// the work that performs it.
///
/// Routers never perform their work directly: they hand a `Transition` to
/// ``PeekEngine/route(_:)``, the transition seam, which performs it, freezes
/// it into a peek session, or defers it (S1, S2, S11, S12).
///
/// ```swift
/// let detail = DetailScreen(item: item)
/// engine.route(
///     Transition(kind: .push, destination: detail) { stack.push(detail) }
/// )
/// ```
@MainActor
public struct Transition {
    /// What the transition does.
    public let kind: TransitionKind
    /// The screen the transition shows, if it shows one; the first such screen
    /// frozen during a capture window becomes the preview (S3).
    public let destination: (any Screen)?
    /// A short description for diagnostics and logs.
    public let label: String

    /// The check, kept as given (wrapping one kind in the other would cost an
    /// allocation per routing call).
    enum Check {
        case plain(@MainActor () -> TransitionCheck)
        case phased(@MainActor (TransitionCheck.Phase) -> TransitionCheck)
        /// One object checks and performs: no closure to allocate per call.
        case body(any TransitionBody)
    }

    let checker: Check
    let work: (@MainActor () -> Void)?

    /// Asks the transition's check at `phase`.
    func check(_ phase: TransitionCheck.Phase) -> TransitionCheck {
        switch checker {
        case .plain(let check): check()
        case .phased(let check): check(phase)
        case .body(let body): body.check(phase)
        }
    }

    /// Tells a transition made with one object its identifier, which the
    /// engine gives it when it reaches the seam, before anything else.
    func reachSeam(as id: TransitionID) {
        if case .body(let body) = checker {
            body.reachSeam(as: id)
        }
    }

    /// Performs the transition's work; `id` is what the engine numbered it.
    func perform(as id: TransitionID) {
        if let work {
            work()
        } else if case .body(let body) = checker {
            body.perform(as: id)
        }
    }

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - kind: What the transition does.
    ///   - destination: The screen it shows, if any.
    ///   - label: A short description for diagnostics; defaults to the kind
    ///     and the destination's name.
    ///   - check: Asked against the world as it is at that moment, whether the
    ///     transition applies, or is vetoed: when it reaches the seam inside a
    ///     capture window (a refusal there means it is not frozen, S23), at
    ///     commit for a frozen transition, and right before it runs otherwise.
    ///     Defaults to ``TransitionCheck/ready``. Use
    ///     ``init(kind:destination:label:phasedCheck:perform:)`` to answer
    ///     differently per moment.
    ///   - perform: The work that performs the transition; runs exactly once,
    ///     or never.
    public init(
        kind: TransitionKind,
        destination: (any Screen)? = nil,
        label: String? = nil,
        check: @escaping @MainActor () -> TransitionCheck = { .ready },
        perform: @escaping @MainActor () -> Void
    ) {
        self.init(kind: kind, destination: destination, label: label, checker: .plain(check), perform: perform)
    }

    /// Creates a transition whose check knows when it is asked (S23, H10).
    ///
    /// A navigation interceptor answers in two phases: it *prepares* at
    /// ``TransitionCheck/Phase/capture`` and before a direct perform, and
    /// answers synchronously at ``TransitionCheck/Phase/commit``.
    ///
    /// A check that only the logged-in user may pass refuses at every phase, so
    /// that a press shows no preview of a screen the user may not see (S23); one
    /// that differs by phase can, for example, allow a preview of a screen whose
    /// data it fetches only when the user commits:
    ///
    /// ```swift
    /// let transition = Transition(kind: .push, destination: account, phasedCheck: { phase in
    ///     guard session.isLoggedIn else { return .vetoed("login required") }
    ///     return phase == .capture || session.hasFreshData ? .ready : .vetoed("stale data")
    /// }) {
    ///     stack.append(account)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: What the transition does.
    ///   - destination: The screen it shows, if any.
    ///   - label: A short description for diagnostics; defaults to the kind
    ///     and the destination's name.
    ///   - phasedCheck: Asked at capture, at commit and before a direct
    ///     perform, with the moment it is asked at.
    ///   - perform: The work that performs the transition; runs exactly once,
    ///     or never.
    public init(
        kind: TransitionKind,
        destination: (any Screen)? = nil,
        label: String? = nil,
        phasedCheck: @escaping @MainActor (TransitionCheck.Phase) -> TransitionCheck,
        perform: @escaping @MainActor () -> Void
    ) {
        self.init(kind: kind, destination: destination, label: label, checker: .phased(phasedCheck), perform: perform)
    }

    init(
        kind: TransitionKind,
        destination: (any Screen)?,
        label: String?,
        checker: Check,
        perform: (@MainActor () -> Void)?
    ) {
        self.kind = kind
        self.destination = destination
        self.label = label ?? destination.map { "\(kind) \($0.screenName)" } ?? kind.rawValue
        self.checker = checker
        self.work = perform
    }

    /// A side effect sent through the seam like a transition (S25): frozen in
    /// a capture window, run on pop, dropped on interrupt or action; performed
    /// at once otherwise. A side effect never interrupts or waits for an
    /// active peek (it is not navigation, S11).
    ///
    /// ```swift
    /// engine.route(.effect("mark \(item.id) read") { item.isRead = true })
    /// ```
    ///
    /// - Parameters:
    ///   - label: A short description for diagnostics.
    ///   - work: The effect; runs exactly once, or never.
    public static func effect(_ label: String, _ work: @escaping @MainActor () -> Void) -> Transition {
        Transition(kind: .effect, label: label, perform: work)
    }

    /// Whether this is a side effect rather than navigation (S25).
    var isEffect: Bool { kind == .effect }
}

/// Whether a transition can run now; asked right before it runs (at commit for
/// a frozen transition).
public enum TransitionCheck: Hashable, Sendable {
    /// When a check is asked (S23, H10).
    public enum Phase: Hashable, Sendable, CustomStringConvertible {
        /// The transition reached the seam inside a capture window (or from
        /// work of a session in peek, S12); a refusal means it is not frozen.
        case capture
        /// The frozen transition is about to be committed (pop); a refusal
        /// ends the peek `interrupted(stale)` or `interrupted(vetoed)`.
        case commit
        /// The transition is about to be performed directly (a tap, a late or
        /// deferred call); a refusal means it is not performed.
        case perform

        public var description: String {
            switch self {
            case .capture: "capture"
            case .commit: "commit"
            case .perform: "perform"
            }
        }
    }

    /// The transition applies and may run.
    case ready
    /// The transition no longer applies (for example, its container is gone).
    /// A frozen transition that is stale at commit ends its session
    /// `interrupted(.stale)` and nothing is performed.
    case stale(String)
    /// An interceptor vetoed the transition (for example, login required). A
    /// frozen transition vetoed at commit ends its session
    /// `interrupted(.vetoed)` and nothing is performed.
    case vetoed(String)
}

/// What the seam did with a transition.
public enum RoutingOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Performed now, synchronously, exactly once (S1).
    case performed(TransitionID)
    /// Frozen into the session; it runs on pop and never on interrupt (S2, S4, S12).
    case frozen(TransitionID, into: SessionID)
    /// Deferred until the session resolves, then performed (S11, deferring policy).
    case deferred(TransitionID, until: SessionID)
    /// Discarded: started by work of a session that was interrupted or never
    /// reached peek (S12), or refused by its own check. A diagnostic says why.
    case discarded(TransitionID)

    /// A compact form for logs, such as `frozen(transition#2, into: session#1)`.
    public var description: String {
        switch self {
        case .performed(let id): "performed(\(id))"
        case .frozen(let id, let session): "frozen(\(id), into: \(session))"
        case .deferred(let id, let session): "deferred(\(id), until: \(session))"
        case .discarded(let id): "discarded(\(id))"
        }
    }

    /// The transition's identifier.
    public var transitionID: TransitionID {
        switch self {
        case .performed(let id), .frozen(let id, _), .deferred(let id, _), .discarded(let id): id
        }
    }
}
