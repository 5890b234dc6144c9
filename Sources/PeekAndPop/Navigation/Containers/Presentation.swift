/// One modal presentation: a single screen, or a navigation stack, shown over
/// everything presented before it.
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

    /// The presented stack, if the presentation shows one.
    public var stack: ScreenStack? {
        if case .stack(let stack) = content { return stack }
        return nil
    }

    /// The screens the presentation holds, bottom first.
    public var screens: [any Screen] {
        switch content {
        case .screen(let screen): [screen]
        case .stack(let stack): stack.screens
        }
    }

    /// The screen the presentation shows on top.
    public var topScreen: (any Screen)? { screens.last }

    var node: NavigationSnapshot.Node {
        switch content {
        case .screen(let screen): .screen(ScreenSnapshot(screen))
        case .stack(let stack): stack.node
        }
    }
}
