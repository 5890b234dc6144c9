import PeekAndPop

/// What a new module's router is made from: the host, the transition that
/// shows the module, the container it lives in, and the module that presented
/// it.
///
/// Every builder receives the seed of the module it builds, so that every
/// module gets its own ``ModuleRouter``:
///
/// ```swift
/// try router.push { seed in
///     ProductScreen(product: product, router: ModuleRouter(seed: seed))
/// }
/// ```
///
/// A seed holds everything weakly: a screen that keeps its router keeps
/// neither the host nor any other screen alive. `RouterSeed` is `Sendable`.
@MainActor
public struct RouterSeed: Sendable {
    let handle: ModuleHandle

    init(handle: ModuleHandle) {
        self.handle = handle
    }

    /// The host whose tree the module lives in, while it is alive.
    public var host: NavigationHost? { handle.host }

    /// The kind of the transition that shows the module; `nil` for a root
    /// module (set up with the root, not routed to).
    public var transitionKind: TransitionKind? { handle.kind }

    /// The identifier of the transition that shows the module, from when that
    /// transition reaches the engine's seam, before it is checked, frozen or
    /// performed (so also while it is performed); `nil` for a root module, and
    /// inside the builder, which runs before the routing call reaches the seam.
    public var transitionID: TransitionID? { handle.transitionID }

    /// The container the module is shown in: its stack, or its presentation
    /// for a modally presented screen; `nil` for a root screen.
    public var containerID: ContainerID? { handle.containerID }

    /// The screen of the module that presented this one, for a presented
    /// module, while it is alive.
    public var presentingScreen: (any Screen)? { handle.presenter }

    /// The module's screen, once its builder has returned and while it is alive.
    public var screen: (any Screen)? { handle.screen }
}
