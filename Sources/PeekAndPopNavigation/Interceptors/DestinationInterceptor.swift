import PeekAndPop

/// An interceptor of destinations, in two phases (H10).
///
/// - *Prepare* runs synchronously whenever a destination is routed to: at a
///   tap, and at capture inside `onPeek`. A refusal means nothing is built or
///   routed (so a peek gets no preview, S3, S23), with a
///   `Diagnostic.Code.routingRefused` diagnostic.
/// - *Perform* runs before the destination is shown. At a tap through
///   ``NavigationHost/navigateAwaitingInterceptors(to:)`` it may wait (an
///   async login flow) and may redirect to another route, then continue to
///   the original destination. Everywhere else it answers synchronously
///   (`performSynchronously`), and ``DestinationRequest/phase`` says where:
///   at a tap through ``NavigationHost/navigate(to:)`` a refusal routes
///   nothing and a redirect sets its route first; inside `onPeek` a refusal
///   or a redirect means no preview, and the redirect is not routed (a press
///   never shows a screen the user may not see, nor presents a login
///   screen); at commit a refusal ends the peek `interrupted(vetoed)`, and a
///   redirect ends it `interrupted(vetoed)` too, then, after the session has
///   ended (S22), does what a tap does: its route is set and, if it asked to
///   continue, the interceptors after it are asked and the destination is
///   found or built.
/// - Routing calls an interceptor makes while asked inside `onPeek` are
///   refused (`Diagnostic.Code.transitionRefused`).
///
/// ```swift
/// host.addInterceptor(
///     DestinationInterceptor(
///         named: "login",
///         perform: { _ in
///             await session.logIn() ? .proceed : .refuse("login cancelled")
///         },
///         performSynchronously: { _ in
///             session.isLoggedIn ? .proceed : .redirect(to: "/tab:0/Home/login", thenContinue: true)
///         }
///     )
/// )
/// ```
///
/// `DestinationInterceptor` is main-actor isolated and therefore `Sendable`.
@MainActor
public struct DestinationInterceptor: Sendable {
    /// A name for diagnostics.
    public let name: String
    /// The synchronous phase: at a tap and at capture; not at commit.
    public let prepare: @MainActor (DestinationRequest) -> InterceptorDecision
    /// The phase that may wait: at a tap through the `async` navigate.
    public let perform: @MainActor (DestinationRequest) async -> InterceptorAction
    /// The synchronous form of perform: at capture (`onPeek`), at commit,
    /// and at a tap through the synchronous ``NavigationHost/navigate(to:)``.
    public let performSynchronously: @MainActor (DestinationRequest) -> InterceptorAction

    /// Creates an interceptor; every phase lets destinations through unless given.
    public init(
        named name: String,
        prepare: @escaping @MainActor (DestinationRequest) -> InterceptorDecision = { _ in .proceed },
        perform: @escaping @MainActor (DestinationRequest) async -> InterceptorAction = { _ in .proceed },
        performSynchronously: @escaping @MainActor (DestinationRequest) -> InterceptorAction = { _ in .proceed }
    ) {
        self.name = name
        self.prepare = prepare
        self.perform = perform
        self.performSynchronously = performSynchronously
    }
}

/// What a ``DestinationInterceptor`` is asked about.
///
/// `DestinationRequest` is `Sendable`.
public struct DestinationRequest: Hashable, Sendable, CustomStringConvertible {
    /// When a routing call is asked about (H10).
    public enum Phase: String, Hashable, Sendable, CustomStringConvertible {
        /// Inside a capture window (`onPeek`).
        case capture
        /// At a tap: performed at once.
        case direct
        /// At the commit of a frozen call (pop).
        case commit

        /// The phase's name.
        public var description: String { rawValue }
    }

    /// The destination's identity.
    public let identity: DestinationIdentity
    /// When the interceptor is asked.
    public let phase: Phase
    /// Whether a screen with the identity is in the tree (it will be found, not built).
    public let isInTree: Bool

    /// Creates a request.
    public init(identity: DestinationIdentity, phase: Phase, isInTree: Bool) {
        self.identity = identity
        self.phase = phase
        self.isInTree = isInTree
    }

    /// `product(42) at capture`.
    public var description: String { "\(identity) at \(phase)" }
}

/// What the perform phase of a ``DestinationInterceptor`` decides.
///
/// `InterceptorAction` is `Sendable`.
public enum InterceptorAction: Hashable, Sendable {
    /// Let the destination be shown.
    case proceed
    /// Refuse it, with a reason.
    case refuse(String)
    /// Set another route first (``NavigationHost/setRoute(_:)``, for example a
    /// login screen); then, if `thenContinue`, go on to the destination.
    case redirect(to: Route, thenContinue: Bool)
}
