import PeekAndPop

/// How a screen that a route element or a destination builds is shown (H8, H9).
///
/// `RoutePresentation` is `Sendable`.
public enum RoutePresentation: Hashable, Sendable, Codable {
    /// Pushed onto the stack of the element before it.
    case push
    /// Presented modally, with no stack of its own, in a style.
    case presentModally(PresentationStyle)
    /// Presented modally at the root of a new navigation stack, in a style.
    case presentInNavigationStack(PresentationStyle)
    /// Shown in the secondary (detail) column of the topmost presentation's
    /// split (a presented split, or one in presented tabs, H5) with nothing
    /// dismissed, or else of the root layer's split with every presentation
    /// dismissed, replacing what it shows (Marshroute's `setDetail`); pushed
    /// onto the topmost stack when the tree has no split by then, or when
    /// that split's secondary column holds tabs or another container, not a
    /// stack (H4, H5). For a destination; a route element so registered is
    /// pushed, since a route places its screens by its elements (`column:1`).
    case showInSecondaryColumn
    /// The root of the tree: a new stack holding the screen, with every
    /// presentation dismissed (kind `TransitionKind.replaceRoot`). For a
    /// destination; a route element so registered is pushed.
    case setRoot

    /// The kind of the transition that shows the screen.
    public var transitionKind: TransitionKind {
        switch self {
        case .push: .push
        case .presentModally: .presentModally
        case .presentInNavigationStack: .presentInNavigationStack
        case .showInSecondaryColumn: .setSecondary
        case .setRoot: .replaceRoot
        }
    }

    /// How a route places an element so registered: a destination's
    /// secondary column and root are pushed (a route places its screens by
    /// its elements).
    var placedByRoute: RoutePresentation {
        switch self {
        case .showInSecondaryColumn, .setRoot: .push
        case .push, .presentModally, .presentInNavigationStack: self
        }
    }

    /// The presentation style, for the presenting kinds.
    public var style: PresentationStyle? {
        switch self {
        case .push, .showInSecondaryColumn, .setRoot: nil
        case .presentModally(let style), .presentInNavigationStack(let style): style
        }
    }
}
