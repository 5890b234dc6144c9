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
    /// The transition's identifier, assigned by the engine when it reaches the seam.
    public internal(set) var id: TransitionID?
    /// What the transition does.
    public let kind: TransitionKind
    /// The screen the transition shows, if it shows one; the first such screen
    /// frozen during a capture window becomes the preview (S3).
    public let destination: (any Screen)?
    /// A short description for diagnostics and logs.
    public let label: String

    let check: @MainActor () -> TransitionCheck
    let perform: @MainActor () -> Void

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - kind: What the transition does.
    ///   - destination: The screen it shows, if any.
    ///   - label: A short description for diagnostics; defaults to the kind
    ///     and the destination's name.
    ///   - check: Called right before the transition runs, at commit for a
    ///     frozen transition, against the world as it is then: whether it still
    ///     applies, or is vetoed. Defaults to ``TransitionCheck/ready``.
    ///   - perform: The work that performs the transition; runs exactly once,
    ///     or never.
    public init(
        kind: TransitionKind,
        destination: (any Screen)? = nil,
        label: String? = nil,
        check: @escaping @MainActor () -> TransitionCheck = { .ready },
        perform: @escaping @MainActor () -> Void
    ) {
        self.kind = kind
        self.destination = destination
        self.label = label ?? destination.map { "\(kind) \($0.screenName)" } ?? kind.rawValue
        self.check = check
        self.perform = perform
    }
}

/// Whether a transition can run now; asked right before it runs (at commit for
/// a frozen transition).
public enum TransitionCheck: Hashable, Sendable {
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
