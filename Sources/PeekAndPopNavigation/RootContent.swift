import PeekAndPop

/// What a new root or a presentation holds: a screen, a stack, tabs of
/// stacks or splits, a split of two columns, or an app-defined container of
/// any of these, each given by the builders of its modules, which run when
/// the root or the presentation is built (H1, H5).
///
/// `RootContent` is main-actor bound through its builders.
@MainActor
public struct RootContent {
    enum Shape {
        case screen((RouterSeed) -> any Screen)
        case stack([(RouterSeed) -> any Screen])
        case tabs([TabContent], selectedIndex: Int)
        case split(primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen])
        indirect case splitOf(primary: RootContent, secondary: RootContent?)
        case container([RootContent], make: (ContainerID, [NavigationChild]) -> any NavigationContainer)
    }

    let shape: Shape

    /// A single screen, with no stack.
    public static func screen(_ build: @escaping (RouterSeed) -> any Screen) -> RootContent {
        RootContent(shape: .screen(build))
    }

    /// One stack of modules, bottom first.
    ///
    /// - Precondition: `builders` is not empty.
    public static func stack(_ builders: [(RouterSeed) -> any Screen]) -> RootContent {
        precondition(!builders.isEmpty, "RootContent.stack: a stack needs at least one screen")
        return RootContent(shape: .stack(builders))
    }

    /// A tab container, one stack per tab.
    ///
    /// - Precondition: at least one tab, every tab with a screen, and
    ///   `selectedIndex` in range.
    public static func tabs(_ tabs: [[(RouterSeed) -> any Screen]], selectedIndex: Int = 0) -> RootContent {
        precondition(!tabs.isEmpty && !tabs.contains { $0.isEmpty }, "RootContent.tabs: every tab needs a screen")
        return Self.tabs(tabs.map { TabContent.stack($0) }, selectedIndex: selectedIndex)
    }

    /// A tab container whose tabs hold stacks or splits.
    ///
    /// - Precondition: at least one tab, and `selectedIndex` in range.
    public static func tabs(_ tabs: [TabContent], selectedIndex: Int = 0) -> RootContent {
        precondition(!tabs.isEmpty, "RootContent.tabs: every tab needs a screen")
        precondition(tabs.indices.contains(selectedIndex), "RootContent.tabs: the selected index is out of range")
        return RootContent(shape: .tabs(tabs, selectedIndex: selectedIndex))
    }

    /// A split container: primary (master) and secondary (detail) columns.
    ///
    /// - Precondition: `primary` is not empty.
    public static func split(
        primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen] = []
    ) -> RootContent {
        precondition(!primary.isEmpty, "RootContent.split: the primary column needs at least one screen")
        return RootContent(shape: .split(primary: primary, secondary: secondary))
    }

    /// A split container whose columns hold any container (H5): tabs, an
    /// app-defined container, or a stack as `split(primary:secondary:)` of
    /// builders makes; a screen is held in a stack of its own, and no
    /// `secondary` is an empty stack. The modules inside route as they would
    /// at the root: pushes go to the stack the column shows (H4), and a
    /// module's ``ModuleRouter/tabsRouter`` acts on the tabs it is in. The
    /// master/detail calls of a column that is not a stack throw
    /// `ErrorCode.columnNotAStack`; collapsing shows the primary column
    /// and hides such a secondary one, unchanged (``SplitContainer``). The
    /// route names a column's tabs after `column:1`
    /// (`/Inbox/column:1/tab:1/Notes`).
    ///
    /// ```swift
    /// host.setRoot(.split(
    ///     primary: .stack([{ seed in InboxScreen(seed: seed) }]),
    ///     secondary: .tabs([[{ seed in MailScreen(seed: seed) }], [{ seed in NotesScreen(seed: seed) }]])))
    /// ```
    ///
    /// - Precondition: each column, once built, holds a stack (its
    ///   ``SplitContainer/primary`` or ``SplitContainer/secondary`` is the
    ///   first one).
    public static func split(primary: RootContent, secondary: RootContent? = nil) -> RootContent {
        RootContent(shape: .splitOf(primary: primary, secondary: secondary))
    }

    /// An app-defined container (H5) holding what `children` describe, each
    /// a screen or a container of new modules (stacks, tabs, splits, other
    /// app-defined containers), built in order when the content is built.
    ///
    /// `make` receives a new identifier and the built children, in the
    /// order of `children`, and returns the container holding exactly them:
    ///
    /// ```swift
    /// try router.present(
    ///     .container([.stack([{ seed in PageScreen(seed: seed) }]), .stack([{ seed in OtherScreen(seed: seed) }])]) {
    ///         id, pages in PagesContainer(id: id, pages: pages)
    ///     })
    /// ```
    ///
    /// - Parameters:
    ///   - children: What the container holds, in order.
    ///   - make: Makes the container from its identifier and its children;
    ///     runs when the content is built, after the children.
    public static func container(
        _ children: [RootContent],
        make: @escaping (ContainerID, [NavigationChild]) -> any NavigationContainer
    ) -> RootContent {
        RootContent(shape: .container(children, make: make))
    }
}
