import PeekAndPop

/// One entry of a ``NavigationHost``'s history: a transition that was applied
/// to the tree.
///
/// The record holds its screens weakly: history never keeps a screen alive
/// (S19), so a screen that outlives its removal is a real leak (see
/// ``NavigationHost/checkForRetainCycles()``). Post-routing tasks receive the
/// record of the transition that just ran. `TransitionRecord` is `Sendable`.
public struct TransitionRecord: Sendable, CustomStringConvertible {
    /// The transition's identifier, as returned by `PeekEngine.route(_:)`.
    public let id: TransitionID
    /// What the transition did.
    public let kind: TransitionKind
    /// The transition's description.
    public let label: String
    /// When it was applied, as an offset from the host's clock origin.
    public let appliedAt: Duration
    /// The route, for a deep link.
    public let route: Route?
    /// How the tree changed: what the transition's edits did, as data (H1),
    /// the same value its ``AnimatedTransition/change`` gives the animator.
    public let change: NavigationChange
    /// How the platform presents each presentation in the tree after the
    /// transition, oldest first (``Presentation/style``).
    public internal(set) var presentationStyles: [PresentationStyle] = []
    /// The screen the transition showed, while something else keeps it alive.
    public weak var destination: (any Screen)?
    /// The screen of the module whose router asked, while something else keeps
    /// it alive.
    public weak var source: (any Screen)?

    /// The label, the identifier and the time, such as `push Detail (transition#3) at 0.0 seconds`.
    public var description: String { "\(label) (\(id)) at \(appliedAt)" }
}
