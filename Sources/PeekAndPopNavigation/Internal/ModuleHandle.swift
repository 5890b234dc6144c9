import PeekAndPop

/// What a ``RouterSeed`` knows about its module, shared by every copy of the
/// seed: filled in as the module is built and routed.
///
/// Everything is held weakly, so a router (held by its screen) never keeps
/// its host, its screen or its presenter alive.
@MainActor
final class ModuleHandle {
    weak var host: NavigationHost?
    weak var screen: (any Screen)?
    weak var presenter: (any Screen)?
    let kind: TransitionKind?
    /// The container the module went into; known when it is performed for
    /// a call that binds late (H2).
    var containerID: ContainerID?
    /// Whether the module has been in the tree: a router whose module has
    /// left may still forward calls to the topmost container (H4); the router
    /// of a screen that is only previewed may not.
    var hasJoinedTree = false
    /// Told when the transition that shows the module reaches the engine's seam.
    var transitionID: TransitionID?

    init(host: NavigationHost, kind: TransitionKind?, containerID: ContainerID?, presenter: (any Screen)?) {
        self.host = host
        self.kind = kind
        self.containerID = containerID
        self.presenter = presenter
    }
}
