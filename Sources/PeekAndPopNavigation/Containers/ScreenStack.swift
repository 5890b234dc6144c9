import PeekAndPop

/// A navigation stack: an ordered list of screens whose last one is shown
/// (a `UINavigationController` on iOS).
///
/// The tree holds its screens strongly, as UIKit does. Stacks are changed only
/// by routing calls (``ModuleRouter``), by root set-up, and by the host's
/// interactive changes; everything else reads them. A stack keeps its
/// ``ScreenList`` up to date as it changes, so a snapshot of it costs nothing
/// and a push or a pop costs the same at any depth (H1).
///
/// `ScreenStack` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class ScreenStack: NavigationContainer {
    /// The stack's identifier within its host.
    public let id: ContainerID

    /// The screens, bottom (root) first; the last one is on top.
    public private(set) var screens: [any Screen] {
        didSet {
            TreeGeneration.bumpScreens()
            screenChanges &+= 1
        }
    }

    /// How many times ``screens`` changed.
    private(set) var screenChanges = 0

    /// The lowest position a change of ``screens`` made since the host last
    /// took the route through this stack (`Int.max` for none): the screens
    /// below it are the ones it had then.
    var lowestChange = Int.max

    /// The screens as a snapshot, kept up to date as the stack changes.
    public private(set) var list: ScreenList

    /// The host's index while the stack is in the tree.
    weak var index: TreeIndex?

    /// The tab container that holds the stack as a tab or as a column of a
    /// tab's split: told of every change, so that its snapshot stays up to
    /// date at the cost of what changed (H1).
    weak var tabs: TabContainer?

    init(id: ContainerID, screens: [any Screen] = []) {
        self.id = id
        self.screens = screens
        self.list = ScreenList(screens.map(ScreenSnapshot.init))
    }

    /// The screen on top of the stack, the one that is shown.
    public var topScreen: (any Screen)? { screens.last }

    /// The screen at the bottom of the stack.
    public var rootScreen: (any Screen)? { screens.first }

    /// The position of `screen` in the stack, or `nil` if it is not in it.
    ///
    /// O(1) while the stack is in the tree.
    public func index(of screen: any Screen) -> Int? {
        if let index, let entry = index.entry(for: screen) {
            guard case .stack(let holder) = entry.holder, holder === self else { return nil }
            return entry.position
        }
        return screens.lastIndex { $0 === screen }
    }

    // MARK: NavigationContainer

    /// The screens, bottom first.
    public var children: [NavigationChild] { screens.map { .screen($0) } }

    /// The top screen.
    public var visibleChildren: [NavigationChild] { topScreen.map { [.screen($0)] } ?? [] }

    /// `stack`.
    public var containerName: String { "stack" }

    /// Pops to `child`, one of the stack's screens; the host calls it inside
    /// a transition.
    public func makeVisible(_ child: NavigationChild) -> Bool {
        guard case .screen(let screen) = child, let position = index(of: screen) else { return false }
        replaceScreens(from: position + 1, with: [])
        return true
    }

    // MARK: Changing the stack

    /// Puts `screen` on top.
    func append(_ screen: any Screen, _: LiveTreeChange) {
        lowestChange = min(lowestChange, screens.count)
        screens.append(screen)
        list = list.appending(ScreenSnapshot(screen))
        index?.add(screen, .stack(self), at: screens.count - 1)
        tabs?.tabDidChange(self)
    }

    /// Gives a stack the host has just made, before it joins the tree, its
    /// screens; a stack in the tree changes by the host's edits only (H11).
    func setUp(_ newScreens: [any Screen]) {
        assert(index == nil, "a stack in the tree changes by the host's edits only")
        replaceScreens(from: 0, with: newScreens)
    }

    /// Keeps the first `start` screens and puts `newScreens` above them:
    /// costs what it changes.
    func replace(from start: Int, with newScreens: [any Screen], _: LiveTreeChange) {
        replaceScreens(from: start, with: newScreens)
    }

    private func replaceScreens(from start: Int, with newScreens: [any Screen]) {
        let start = max(0, min(start, screens.count))
        lowestChange = min(lowestChange, start)
        if let index {
            for screen in screens[start...] { index.remove(screen) }
        }
        screens.replaceSubrange(start..., with: newScreens)
        var list = self.list.prefix(start)
        for screen in newScreens {
            list = list.appending(ScreenSnapshot(screen))
        }
        self.list = list
        tabs?.tabDidChange(self)
        if let index {
            for (offset, screen) in newScreens.enumerated() {
                index.add(screen, .stack(self), at: start + offset)
            }
        }
    }

    var node: NavigationSnapshot.Node {
        .stack(id, list)
    }
}
