import PeekAndPop

/// What one tab of a ``TabContainer`` holds: a navigation stack, a split
/// container for master/detail (a split view controller in a tab, as on an
/// iPad), or any other container (tabs in a tab, an app-defined container,
/// H5), each given by the builders of its modules, which run when the tab is
/// built.
///
/// ```swift
/// host.setRoot(.tabs([
///     .stack([{ seed in HomeScreen(seed: seed) }]),
///     .split(primary: [{ seed in InboxScreen(seed: seed) }], secondary: [{ seed in MailScreen(seed: seed) }]),
/// ]))
/// ```
///
/// `TabContent` is main-actor bound through its builders.
@MainActor
public struct TabContent {
    enum Shape {
        case stack([(RouterSeed) -> any Screen])
        case split(primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen])
        case content(RootContent)
    }

    let shape: Shape

    /// A navigation stack of modules, bottom first.
    ///
    /// - Precondition: `builders` is not empty.
    public static func stack(_ builders: [(RouterSeed) -> any Screen]) -> TabContent {
        precondition(!builders.isEmpty, "TabContent.stack: a tab's stack needs at least one screen")
        return TabContent(shape: .stack(builders))
    }

    /// A split container: primary (master) and secondary (detail) columns.
    ///
    /// - Precondition: `primary` is not empty.
    public static func split(
        primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen] = []
    ) -> TabContent {
        precondition(!primary.isEmpty, "TabContent.split: the primary column needs at least one screen")
        return TabContent(shape: .split(primary: primary, secondary: secondary))
    }

    /// Any container as the tab's content (H5): tabs, an app-defined
    /// container (``RootContent/container(_:make:)``), or as `stack(_:)`
    /// and `split(primary:secondary:)` do, a stack or a split; a screen is
    /// held in a stack of its own. The modules inside route as they would at
    /// the root: pushes go to the stack the tab's content shows (H4), and a
    /// module's ``ModuleRouter/tabsRouter`` acts on the innermost tabs it is in.
    ///
    /// ```swift
    /// host.setRoot(.tabs([
    ///     .stack([{ seed in HomeScreen(seed: seed) }]),
    ///     .container(.tabs([[{ seed in NewsScreen(seed: seed) }], [{ seed in SportScreen(seed: seed) }]])),
    /// ]))
    /// ```
    ///
    /// - Precondition: what `content` describes holds a stack once built
    ///   (a tab's ``TabContainer/tabs`` entry is its first stack).
    public static func container(_ content: RootContent) -> TabContent {
        TabContent(shape: .content(content))
    }
}
