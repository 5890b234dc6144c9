/// What an interceptor is asked about: a transition about to run.
///
/// Interceptors run in the transition's check, right before it is performed:
/// at once for a direct routing call, and at commit for a frozen one, against
/// the world as it is then, never at capture (S4, S7).
///
/// A request holds its screens only for the duration of the call; an
/// interceptor must not keep it. `TransitionRequest` is `Sendable`.
public struct TransitionRequest: Sendable {
    /// What the transition does.
    public let kind: TransitionKind
    /// The transition's description.
    public let label: String
    /// The screen the transition shows, if any.
    public let destination: (any Screen)?
    /// The screen of the module whose router asked; `nil` for the host's own
    /// calls, such as ``NavigationHost/open(_:)``.
    public let source: (any Screen)?
    /// The route, for a deep link.
    public let route: Route?
}

/// What an interceptor decides about a ``TransitionRequest``.
///
/// `InterceptorDecision` is `Sendable`.
public enum InterceptorDecision: Hashable, Sendable {
    /// Let the transition run.
    case proceed
    /// Veto the transition, with a reason (for example, "login required"). A
    /// direct routing call is then discarded; a frozen one ends its peek
    /// `interrupted` with ``InterruptionReason/vetoed`` at commit.
    case veto(String)
}

/// Identifies an interceptor or a post-routing task, to remove it.
///
/// `NavigationHookID` is `Sendable`.
public struct NavigationHookID: Hashable, Sendable, CustomStringConvertible {
    /// The hook's number within its host.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `hook#<number>`.
    public var description: String { "hook#\(rawValue)" }
}
