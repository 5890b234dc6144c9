import PeekAndPop

/// The kinds of the navigation host's transitions (H1): each change a router,
/// a route, a destination or a container call makes to the tree.
extension TransitionKind {
    /// Presents a new navigation stack modally.
    public static let presentInNavigationStack = TransitionKind(rawValue: "presentInNavigationStack")
    /// Presents a container of new modules modally: tabs, a split or an
    /// app-defined container (H5).
    public static let presentContainer = TransitionKind(rawValue: "presentContainer")
    /// Replaces the contents of a navigation stack.
    public static let setStack = TransitionKind(rawValue: "setStack")
    /// Selects a tab.
    public static let selectTab = TransitionKind(rawValue: "selectTab")
    /// Undoes everything after a module.
    public static let focus = TransitionKind(rawValue: "focus")
    /// Adds a tab to a tab container.
    public static let addTab = TransitionKind(rawValue: "addTab")
    /// Removes a tab from a tab container.
    public static let removeTab = TransitionKind(rawValue: "removeTab")
    /// Replaces a tab of a tab container with a new one.
    public static let replaceTab = TransitionKind(rawValue: "replaceTab")
    /// Replaces the primary (master) column of a split container.
    public static let setPrimary = TransitionKind(rawValue: "setPrimary")
    /// Pushes onto the primary (master) column of a split container.
    public static let pushPrimary = TransitionKind(rawValue: "pushPrimary")
    /// Replaces the secondary (detail) column of a split container.
    public static let setSecondary = TransitionKind(rawValue: "setSecondary")
    /// Pushes onto the secondary (detail) column of a split container.
    public static let pushSecondary = TransitionKind(rawValue: "pushSecondary")
    /// Shows one child of a container (an app-defined container's page).
    public static let showChild = TransitionKind(rawValue: "showChild")
    /// Replaces the root of the tree and dismisses every presentation.
    public static let replaceRoot = TransitionKind(rawValue: "replaceRoot")
    /// Applies a route (deep link): several transitions as one.
    public static let deepLink = TransitionKind(rawValue: "deepLink")
}
