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

/// A route's elements, each with where it lives (``RouteSlot``), kept as
/// two arrays side by side: the route planner takes the slots as they are,
/// without copying them, since a copy retains every screen of the route,
/// and on a long route each retain is a cache miss (H1, H8).
struct RouteSlots: RandomAccessCollection {
    /// The route's elements.
    private(set) var elements: [RouteElement] = []
    /// Where each element lives.
    private(set) var slots: [RouteSlot] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }

    subscript(position: Int) -> (element: RouteElement, slot: RouteSlot) {
        (elements[position], slots[position])
    }

    /// The route of the elements.
    var route: Route { Route(elements) }

    /// The first `count` elements with their slots.
    func first(_ count: Int) -> RouteSlots {
        var first = RouteSlots()
        first.elements = Array(elements.prefix(count))
        first.slots = Array(slots.prefix(count))
        return first
    }

    mutating func append(_ element: RouteElement, _ slot: RouteSlot) {
        elements.append(element)
        slots.append(slot)
    }

    mutating func append(contentsOf other: RouteSlots) {
        elements += other.elements
        slots += other.slots
    }

    /// Takes the slots out, leaving none, so that whoever changes them next
    /// holds the only reference and changes them in place.
    mutating func takeSlots() -> [RouteSlot] {
        defer { slots = [] }
        return slots
    }
}
