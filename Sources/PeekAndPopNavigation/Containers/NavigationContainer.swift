import PeekAndPop

/// A container of a ``NavigationHost``'s tree: what it holds, what it shows,
/// and how it makes one of its children visible (H5).
///
/// The package's containers conform: ``ScreenStack`` (its screens, the top
/// one shown), ``TabContainer`` (its tabs, the selected one shown) and
/// ``SplitContainer`` (its columns, both shown while expanded). An app
/// conforms its own containers (a page container, a side menu) and puts them
/// at the root with ``NavigationHost/setRootContainer(_:)``; the host then
/// walks them like its own: it forwards pushes and presentations to the
/// stack its last visible child leads to (H4), makes only their visible
/// screens available for previewing (H7), describes them in snapshots and
/// asks them to show a child when a destination is found in them (H9).
///
/// ```swift
/// @MainActor
/// final class PagesContainer: NavigationContainer {
///     let id: ContainerID
///     let pages: [ScreenStack]
///     var current = 0
///
///     init(id: ContainerID, pages: [ScreenStack]) {
///         self.id = id
///         self.pages = pages
///     }
///
///     var children: [NavigationChild] { pages.map { .container($0) } }
///     var visibleChildren: [NavigationChild] { [.container(pages[current])] }
///
///     func makeVisible(_ child: NavigationChild) -> Bool {
///         guard let index = pages.firstIndex(where: { child.is($0) }) else { return false }
///         current = index
///         return true
///     }
/// }
/// ```
///
/// The host reads `children` when the container joins the tree and when it
/// asks the container to change, so a container changes its children only
/// when the host asks (`makeVisible(_:)` changes what is shown, never what
/// is held). Conforming types are main-actor isolated and therefore
/// `Sendable`.
@MainActor
public protocol NavigationContainer: AnyObject, Sendable {
    /// The container's identifier within its host; make it with
    /// ``NavigationHost/makeContainerID()`` so that it is unique.
    var id: ContainerID { get }

    /// What the container holds, in order.
    var children: [NavigationChild] { get }

    /// What the container shows now, in order; the last one is where pushes
    /// and presentations are forwarded (H4).
    var visibleChildren: [NavigationChild] { get }

    /// A short name for descriptions and snapshots, such as `pages`.
    var containerName: String { get }

    /// Shows `child`, one of `children`; returns whether it could. The
    /// host calls it inside a transition, so the change is recorded,
    /// published and animated like any other.
    func makeVisible(_ child: NavigationChild) -> Bool
}

extension NavigationContainer {
    /// The type's name in lower case, such as `pagescontainer`.
    public var containerName: String { String(describing: Self.self).lowercased() }
}

/// One child of a ``NavigationContainer``: a screen or another container.
///
/// `NavigationChild` is `Sendable`: its payloads are main-actor isolated.
public enum NavigationChild: Sendable {
    /// A screen held directly by the container.
    case screen(any Screen)
    /// A container held by the container, such as a tab's stack.
    case container(any NavigationContainer)

    /// Whether the child is `container`.
    @MainActor
    public func `is`(_ container: any NavigationContainer) -> Bool {
        if case .container(let mine) = self { return mine === container }
        return false
    }

    /// Whether the child is `screen`.
    @MainActor
    public func `is`(_ screen: any Screen) -> Bool {
        if case .screen(let mine) = self { return mine === screen }
        return false
    }
}

extension NavigationChild {
    /// Whether both are the same screen or the same container.
    @MainActor
    func isSame(as other: NavigationChild) -> Bool {
        switch (self, other) {
        case (.screen(let a), .screen(let b)): a === b
        case (.container(let a), .container(let b)): a === b
        default: false
        }
    }
}

extension Diagnostic.Code {
    /// An app-defined container reported a visible child it does not hold
    /// (``NavigationContainer/visibleChildren`` not among
    /// ``NavigationContainer/children``): pushes and presentations are not
    /// forwarded there, and stay within the tree (H4, H5).
    public static let containerMisreported = Diagnostic.Code(rawValue: "containerMisreported")
}
