/// What a ``NavigationHost``'s window shows at the bottom of its tree, under
/// every modal presentation.
///
/// Set it with ``NavigationHost/setRootScreen(_:)``,
/// ``NavigationHost/setRootStack(_:)`` or ``NavigationHost/setRootTabs(_:selectedIndex:)``.
/// `NavigationRoot` is `Sendable`: its payloads are main-actor isolated.
public enum NavigationRoot: Sendable {
    /// A single screen, with no stack.
    case screen(any Screen)
    /// One navigation stack.
    case stack(ScreenStack)
    /// A tab container, one stack per tab.
    case tabs(TabContainer)
}
