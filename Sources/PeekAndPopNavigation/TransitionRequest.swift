import PeekAndPop

/// What an interceptor is asked about: a transition about to be frozen or run.
///
/// Interceptors run in the transition's check, against the world as it is
/// then, in each of its `phase`s (S23): when a routing call reaches the seam
/// inside `onPeek` (`TransitionCheck.Phase.capture`: a veto means it is not
/// frozen, so a screen the user may not see is never the preview), right
/// before a direct call is performed (`TransitionCheck.Phase.perform`: a
/// tap), and at commit for a frozen one (`TransitionCheck.Phase.commit`).
///
/// A request holds its screens only for the duration of the call; an
/// interceptor must not keep it. `TransitionRequest` is `Sendable`.
public struct TransitionRequest: Sendable {
    /// What the transition does.
    public let kind: TransitionKind
    /// When the interceptor is asked: at capture, at a tap (performed at
    /// once), or at commit.
    public let phase: TransitionCheck.Phase
    /// The transition's description.
    public let label: String
    /// The screen the transition shows, if any.
    public let destination: (any Screen)?
    /// The screen of the module whose router asked — through a
    /// ``ModuleRouter``, or the ``ContainerRouter`` it hands out
    /// (``ModuleRouter/splitRouter``, ``ModuleRouter/tabsRouter``); `nil`
    /// for the host's own calls, such as ``NavigationHost/openRelative(_:)``,
    /// ``NavigationHost/navigate(to:)`` and a container's own
    /// ``TabContainer/router`` or ``SplitContainer/router``.
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
    /// `interrupted` with `InterruptionReason.vetoed` at commit.
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
