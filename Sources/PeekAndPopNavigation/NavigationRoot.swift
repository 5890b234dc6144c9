import PeekAndPop

/// What a ``NavigationHost``'s window shows at the bottom of its tree, under
/// every modal presentation.
///
/// Set it with ``NavigationHost/setRoot(_:)`` or
/// ``NavigationHost/setRootContainer(_:)``, or route a new one with
/// ``ModuleRouter/replaceRoot(_:label:)``.
/// `NavigationRoot` is `Sendable`: its payloads are main-actor isolated.
public enum NavigationRoot: Sendable {
    /// A single screen, with no stack.
    case screen(any Screen)
    /// One navigation stack.
    case stack(ScreenStack)
    /// A tab container, one stack per tab.
    case tabs(TabContainer)
    /// A split container: master and detail columns.
    case split(SplitContainer)
    /// An app-defined container (H5).
    case container(any NavigationContainer)

    /// The root as a child of the window: the screen, or the container.
    @MainActor
    public var child: NavigationChild {
        switch self {
        case .screen(let screen): .screen(screen)
        case .stack(let stack): .container(stack)
        case .tabs(let tabs): .container(tabs)
        case .split(let split): .container(split)
        case .container(let container): .container(container)
        }
    }
}
