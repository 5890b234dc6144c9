import PeekAndPop

/// Where one element of the current route lives in the tree (H8).
@MainActor
enum RouteSlot {
    /// A tab container's selection: the element `tab:<index>`.
    case tab(TabContainer, Int)
    /// An app-defined container's shown child: the element
    /// `<container name>:<index>` (H5).
    case child(any NavigationContainer, Int)
    /// The secondary column of an expanded split (`column:1`): the screens
    /// after it are the secondary column's.
    case column(SplitContainer)
    /// A screen of a stack at an index; the stack's presentation, for a presented stack.
    case stackScreen(ScreenStack, Int, Presentation?, any Screen)
    /// The root screen, with no stack.
    case rootScreen(any Screen)
    /// A modally presented screen, with no stack.
    case presentedScreen(Presentation)
    /// A presented container other than a stack (tabs, a split, an
    /// app-defined one): the element that names it (H5).
    case presentedContainer(Presentation)

    /// The screen the element stands for; `nil` for a tab selection.
    var screen: (any Screen)? {
        switch self {
        case .tab, .column, .child, .presentedContainer: nil
        case .stackScreen(_, _, _, let screen): screen
        case .rootScreen(let screen): screen
        case .presentedScreen(let presentation): presentation.topScreen
        }
    }

    /// The stack the element is in, its index there, and the stack's presentation.
    var stack: (ScreenStack, Int, Presentation?)? {
        if case .stackScreen(let stack, let index, let presentation, _) = self {
            return (stack, index, presentation)
        }
        return nil
    }

    /// Whether two slots are the same place holding the same screen.
    func isSame(as other: RouteSlot) -> Bool {
        switch (self, other) {
        case (.tab(let a, let i), .tab(let b, let j)): a === b && i == j
        case (.column(let a), .column(let b)): a === b
        case (.child(let a, let i), .child(let b, let j)): a === b && i == j
        case (.stackScreen(let a, let i, let p, let x), .stackScreen(let b, let j, let q, let y)):
            a === b && i == j && p === q && x === y
        case (.rootScreen(let a), .rootScreen(let b)): a === b
        case (.presentedScreen(let a), .presentedScreen(let b)): a === b
        case (.presentedContainer(let a), .presentedContainer(let b)): a === b
        default: false
        }
    }
}
