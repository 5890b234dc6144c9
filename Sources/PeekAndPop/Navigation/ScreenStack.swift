/// A navigation stack: an ordered list of screens whose last one is shown
/// (a `UINavigationController` on iOS).
///
/// The tree holds its screens strongly, as UIKit does. Stacks are changed only
/// by routing calls (``ModuleRouter``), by root set-up, and by the host's
/// interactive changes; everything else reads them.
///
/// `ScreenStack` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class ScreenStack {
    /// The stack's identifier within its host.
    public let id: ContainerID

    /// The screens, bottom (root) first; the last one is on top.
    public internal(set) var screens: [any Screen]

    init(id: ContainerID, screens: [any Screen] = []) {
        self.id = id
        self.screens = screens
    }

    /// The screen on top of the stack, the one that is shown.
    public var topScreen: (any Screen)? { screens.last }

    /// The screen at the bottom of the stack.
    public var rootScreen: (any Screen)? { screens.first }

    /// The position of `screen` in the stack, or `nil` if it is not in it.
    public func index(of screen: any Screen) -> Int? {
        screens.firstIndex { $0 === screen }
    }

    var node: NavigationSnapshot.Node {
        .stack(id, screens.map(ScreenSnapshot.init))
    }
}
