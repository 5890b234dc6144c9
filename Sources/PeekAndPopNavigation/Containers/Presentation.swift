import PeekAndPop

/// One modal presentation: a single screen, a navigation stack, or any other
/// container (tabs, a split, an app-defined one, H5), shown over everything
/// presented before it.
///
/// A ``NavigationHost`` keeps its presentations as a chain, oldest first; the
/// last one is topmost. Presentation transitions from any module are forwarded
/// to the top of the chain, as in Marshroute.
///
/// `Presentation` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class Presentation {
    /// What a presentation shows.
    public enum Content {
        /// A single screen, with no stack of its own (``ModuleRouter/presentModally(style:label:_:)``).
        case screen(any Screen)
        /// A new navigation stack (``ModuleRouter/presentInNavigationStack(style:label:_:)``).
        case stack(ScreenStack)
        /// A container of new modules other than a stack: tabs, a split, or
        /// an app-defined container (``ModuleRouter/present(_:style:label:)``, H5).
        /// The modules inside route as they would at the root: pushes go to
        /// the stack its last visible child leads to (H4).
        case container(any NavigationContainer)
    }

    /// The presentation's identifier within its host.
    public let id: ContainerID

    /// What the presentation shows.
    public let content: Content

    /// How the platform is asked to present it (sheet, full screen, popover
    /// with an anchor); ``PresentationStyle/sheet`` unless the call, the
    /// route element or the destination that presented it asked for another.
    public let style: PresentationStyle

    init(id: ContainerID, content: Content, style: PresentationStyle = .sheet) {
        self.id = id
        self.content = content
        self.style = style
    }

    /// What the presentation shows, as a child of the window: the screen, or
    /// the container.
    public var child: NavigationChild {
        switch content {
        case .screen(let screen): .screen(screen)
        case .stack(let stack): .container(stack)
        case .container(let container): .container(container)
        }
    }

    /// The stack that pushes into the presentation go to (H4): the presented
    /// stack, or for a presented container the stack its last visible child
    /// leads to (the selected tab's, a split's detail column); `nil` for a
    /// presented screen.
    public var stack: ScreenStack? {
        switch content {
        case .screen: nil
        case .stack(let stack): stack
        case .container(let container): NavigationChild.container(container).topmostStack
        }
    }

    /// The screens the presentation holds, bottom first (every container's,
    /// in tree order).
    public var screens: [any Screen] {
        switch content {
        case .screen(let screen): [screen]
        case .stack(let stack): stack.screens
        case .container(let container): NavigationChild.container(container).screens
        }
    }

    /// The screen the presentation shows on top: for a presented container,
    /// the one its last visible child leads to.
    public var topScreen: (any Screen)? {
        switch content {
        case .screen(let screen): screen
        case .stack(let stack): stack.topScreen
        case .container(let container): NavigationChild.container(container).topmostScreen
        }
    }

    var node: NavigationSnapshot.Node {
        switch content {
        case .screen(let screen): .screen(ScreenSnapshot(screen))
        case .stack(let stack): stack.node
        case .container(let container): NavigationChild.container(container).node
        }
    }
}
