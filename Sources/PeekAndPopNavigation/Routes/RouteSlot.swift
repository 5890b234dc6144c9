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

    /// How an element is shown, as a route's registration may show it
    /// (`NavigationHost.isShownAsRegistered(_:at:)`).
    enum Placement {
        /// A screen presented modally, with no stack.
        case presentedScreen
        /// The bottom screen of a presented stack.
        case presentedStackBottom
        /// A screen pushed onto a stack (above its bottom).
        case pushed
        /// Anything else: a root, a tab, a column, a container.
        case other
    }

    /// How the element is shown.
    nonisolated var placement: Placement {
        switch self {
        case .presentedScreen: .presentedScreen
        case .stackScreen(_, 0, .some, _): .presentedStackBottom
        case .stackScreen(_, let index, _, _) where index > 0: .pushed
        default: .other
        }
    }

    /// The stack the element is in, its index there, and the stack's presentation.
    var stack: (ScreenStack, Int, Presentation?)? {
        if case .stackScreen(let stack, let index, let presentation, _) = self {
            return (stack, index, presentation)
        }
        return nil
    }

    /// Whether the slot selects a tab or an app-defined container's child.
    var selectsAChild: Bool {
        switch self {
        case .tab, .child: true
        default: false
        }
    }

    /// Whether the slot is `split`'s secondary column (`column:1`).
    func isColumn(of split: SplitContainer) -> Bool {
        if case .column(let shown) = self { return shown === split }
        return false
    }

    /// The stacks of the tabs (and app-defined containers' children) that
    /// `slots` shows and `after` leaves for another tab of the same
    /// container: their screens only leave the route (H5).
    static func stacksLeftAsTheyAre(from slots: [RouteSlot], after: [RouteSlot]) -> Set<ObjectIdentifier> {
        var left: Set<ObjectIdentifier> = []
        for slot in slots {
            let container: any NavigationContainer
            let index: Int
            switch slot {
            case .tab(let tabs, let selected): (container, index) = (tabs, selected)
            case .child(let shown, let child): (container, index) = (shown, child)
            default: continue
            }
            let selectsAnother = after.contains { other in
                switch other {
                case .tab(let tabs, let selected): tabs === container && selected != index
                case .child(let shown, let child): shown === container && child != index
                default: false
                }
            }
            guard selectsAnother, container.children.indices.contains(index) else { continue }
            for stack in (container.children[index]).stacks { left.insert(ObjectIdentifier(stack)) }
        }
        return left
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
    /// The positions whose elements were read from the screens themselves
    /// (an identity, a name: none remembered for them), in order.
    private(set) var readPositions: [Int] = []
    /// How each element is shown, read without touching its screen
    /// (``RouteSlot/Placement``).
    private(set) var placements: [RouteSlot.Placement] = []

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
        first.readPositions = readPositions.filter { $0 < count }
        first.placements = Array(placements.prefix(count))
        return first
    }

    /// Appends an element and where it lives; `isRead` when the element was
    /// read from the screen itself.
    mutating func append(_ element: RouteElement, _ slot: RouteSlot, isRead: Bool = false) {
        if isRead { readPositions.append(elements.count) }
        elements.append(element)
        placements.append(slot.placement)
        slots.append(slot)
    }

    mutating func append(contentsOf other: RouteSlots) {
        readPositions += other.readPositions.map { $0 + elements.count }
        elements += other.elements
        placements += other.placements
        slots += other.slots
    }

    /// Removes the last `count` elements.
    mutating func removeLast(_ count: Int) {
        elements.removeLast(count)
        placements.removeLast(count)
        slots.removeLast(count)
        while let last = readPositions.last, last >= elements.count { readPositions.removeLast() }
    }

    /// Replaces the element at `position`, read again from its screen.
    mutating func setElement(_ element: RouteElement, at position: Int) {
        elements[position] = element
    }

    /// Whether `other` holds the same elements in the same places.
    @MainActor
    func isSame(as other: RouteSlots) -> Bool {
        elements == other.elements && slots.count == other.slots.count
            && zip(slots, other.slots).allSatisfy { $0.isSame(as: $1) }
            && readPositions == other.readPositions
    }

    /// Takes the slots out, leaving none, so that whoever changes them next
    /// holds the only reference and changes them in place.
    mutating func takeSlots() -> [RouteSlot] {
        defer { slots = [] }
        return slots
    }
}

/// Where each element of a route lives as a plan's steps change it: the
/// slots the plan started from, shared and never copied, up to a count, then
/// the slots the steps put in their place. Popping, changing and pushing at
/// the end cost what they change, not the length of the route (H1, H8).
struct PlannedSlots {
    /// The slots the plan started from.
    private var base: [RouteSlot]
    /// How many of `base` are still the route's.
    private var baseCount: Int
    /// The slots the steps put after them.
    private var tail: [RouteSlot] = []

    init(_ base: [RouteSlot] = []) {
        self.base = base
        baseCount = base.count
    }

    var count: Int { baseCount + tail.count }

    var last: RouteSlot? { count > 0 ? self[count - 1] : nil }

    subscript(position: Int) -> RouteSlot {
        get { position < baseCount ? base[position] : tail[position - baseCount] }
        set {
            if position < baseCount {
                // The slots from there on become the plan's own.
                tail = Array(base[position..<baseCount]) + tail
                baseCount = position
            }
            tail[position - baseCount] = newValue
        }
    }

    mutating func append(_ slot: RouteSlot) {
        tail.append(slot)
    }

    mutating func removeLast() -> RouteSlot {
        if let slot = tail.popLast() { return slot }
        baseCount -= 1
        return base[baseCount]
    }

    mutating func reserveCapacity(adding count: Int) {
        tail.reserveCapacity(tail.count + count)
    }

    /// The slots as one array; a copy unless the steps changed nothing.
    var array: [RouteSlot] {
        if tail.isEmpty && baseCount == base.count { return base }
        return Array(base[..<baseCount]) + tail
    }
}

/// The hidden column of a collapsed split as a route names it: `column:1`
/// and what the column shows, with where each element lives (H5).
@MainActor
struct HiddenColumn {
    let split: SplitContainer
    var elements: [RouteElement]
    var slots: [RouteSlot]

    /// Whether `slots` holds `split`'s secondary column (`column:1`).
    static func holdsColumn(_ slots: [RouteSlot], of split: SplitContainer) -> Bool {
        slots.contains { $0.isColumn(of: split) }
    }

    /// `route` and its slots with each hidden column put back after the
    /// last screen of the stack its split's primary column shows, unless
    /// it is there already.
    static func inserting(
        _ hidden: [HiddenColumn], into route: Route, _ slots: [RouteSlot]
    ) -> (Route, [RouteSlot]) {
        var elements = route.elements
        var slots = slots
        for column in hidden where !holdsColumn(slots, of: column.split) {
            let primary = NavigationChild.container(column.split.primaryColumn).topmostStack
            let last = slots.lastIndex { slot in
                guard case .stackScreen(let stack, _, nil, _) = slot else { return false }
                return stack === primary
            }
            guard let last, elements.count == slots.count else { continue }
            elements.insert(contentsOf: column.elements, at: last + 1)
            slots.insert(contentsOf: column.slots, at: last + 1)
        }
        return (Route(elements), slots)
    }

    /// `route` and its slots with every hidden column taken out, from its
    /// `column:1` up to what is presented over its split, each kept in
    /// `hidden` as the route leaves it (H5).
    static func cutting(
        _ hidden: inout [HiddenColumn], from route: Route, _ slots: [RouteSlot]
    ) -> (Route, [RouteSlot]) {
        var elements = route.elements
        var slots = Array(slots.prefix(elements.count))
        // A route that names no column holds no hidden one: its slots are
        // not walked (H1).
        guard elements.contains(where: { $0.name == "column" }) else { return (route, slots) }
        var position = 0
        while position < slots.count {
            guard case .column(let split) = slots[position], split.isCollapsed, !split.movesOnCollapse else {
                position += 1
                continue
            }
            let end =
                slots[(position + 1)...].firstIndex { slot in
                    switch slot {
                    case .presentedScreen, .presentedContainer, .stackScreen(_, _, .some, _): true
                    default: false
                    }
                } ?? slots.count
            let column = HiddenColumn(
                split: split, elements: Array(elements[position..<end]), slots: Array(slots[position..<end]))
            if let index = hidden.firstIndex(where: { $0.split === split }) {
                hidden[index] = column
            } else {
                hidden.append(column)
            }
            elements.removeSubrange(position..<end)
            slots.removeSubrange(position..<end)
        }
        return (Route(elements), slots)
    }
}
