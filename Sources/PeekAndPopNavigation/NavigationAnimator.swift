import PeekAndPop

/// Animates the transitions of a ``NavigationHost``; supplied by the host.
///
/// The host applies a transition to its tree, then asks the animator to
/// animate it and waits for `completion` before it applies the next one: one
/// transition is in flight at a time, and routing calls made meanwhile are
/// queued in order. If `completion` is not called within the host's
/// ``NavigationHost/watchdogTimeout``, the host reports a
/// `Diagnostic.Code.transitionWatchdog` diagnostic and moves on; a later
/// call of that `completion` is ignored, as is a second one.
///
/// ```swift
/// struct FadeAnimator: NavigationAnimator {
///     func animate(_ transition: AnimatedTransition, completion: @escaping @MainActor () -> Void) {
///         renderer.fade(from: transition.before, to: transition.after, then: completion)
///     }
/// }
/// ```
@MainActor
public protocol NavigationAnimator {
    /// Animates `transition`, which has already been applied to the tree, and
    /// calls `completion` once when the animation ends (synchronously, for no
    /// animation).
    func animate(_ transition: AnimatedTransition, completion: @escaping @MainActor () -> Void)
}

/// An animator with no animation: every transition completes at once. The
/// default of a ``NavigationHost``.
///
/// `ImmediateAnimator` is `Sendable`.
public struct ImmediateAnimator: NavigationAnimator, Sendable {
    /// Creates the animator.
    public init() {}

    /// Calls `completion` at once.
    public func animate(_ transition: AnimatedTransition, completion: @escaping @MainActor () -> Void) {
        completion()
    }
}

extension NavigationAnimator where Self == ImmediateAnimator {
    /// An animator with no animation: every transition completes at once.
    public static var immediate: ImmediateAnimator { ImmediateAnimator() }
}

/// A transition for a ``NavigationAnimator`` to animate: what it is, and the
/// tree before and after it.
///
/// `AnimatedTransition` is `Sendable` and holds no screen.
public struct AnimatedTransition: Hashable, Sendable, CustomStringConvertible {
    /// The transition's identifier.
    public let id: TransitionID
    /// What the transition does.
    public let kind: TransitionKind
    /// The transition's description.
    public let label: String
    /// The tree before the transition.
    public let before: NavigationSnapshot
    /// The tree after the transition.
    public let after: NavigationSnapshot
    /// How the platform presents each presentation of `after`, oldest
    /// first (``Presentation/style``): a host maps a sheet, a full-screen
    /// cover or a popover with its anchor onto the platform's presentation.
    public let presentationStyles: [PresentationStyle]

    /// Creates a description of a transition to animate.
    public init(
        id: TransitionID,
        kind: TransitionKind,
        label: String,
        before: NavigationSnapshot,
        after: NavigationSnapshot,
        presentationStyles: [PresentationStyle] = []
    ) {
        self.id = id
        self.kind = kind
        self.label = label
        self.before = before
        self.after = after
        self.presentationStyles = presentationStyles
    }

    /// What the transition changed, as data (H1): the root, the tab
    /// selections, the split collapses, the stacks and the presentation chain
    /// that differ between `before` and `after`, each container named by
    /// its ``ContainerID``, so that a renderer changes only what changed (one
    /// push is one stack's change). Computed when asked, in what the
    /// transition changed (lists that share their parts compare in O(1), H1).
    ///
    /// ```swift
    /// for detail in transition.change.details {
    ///     if case .stack(let id, let screens) = detail { renderer.setStack(id, to: screens) }
    /// }
    /// ```
    public var change: NavigationChange {
        NavigationChange(cause: .transition(id, kind), from: before, to: after)
    }

    /// The label and the identifier, such as `push Detail (transition#3)`.
    public var description: String { "\(label) (\(id))" }
}
