/// What one tab of a ``TabContainer`` holds: a navigation stack, or a split
/// container for master/detail (a split view controller in a tab, as on an
/// iPad), each given by the builders of its modules, which run when the tab
/// is built.
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
}
