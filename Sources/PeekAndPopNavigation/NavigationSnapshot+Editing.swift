import PeekAndPop

/// The one application of a ``NavigationEdit`` to the tree as a value (H11),
/// and what planners read of it: where a screen is, which stack pushes go
/// to, what a container holds.
extension NavigationSnapshot {
    /// Applies `edit`, or throws why it does not apply and changes nothing.
    ///
    /// A screen is shown once: an edit that adds a screen the tree holds is
    /// refused, as the navigation host refuses the routing call (S23).
    public mutating func apply(_ edit: NavigationEdit) throws(NavigationEdit.Refusal) {
        try apply(edit, isInTree: nil)
    }

    /// Applies `edit`, asking `isInTree` whether a screen is in the tree
    /// before it (a caller that keeps an index answers at once, H1), or
    /// searching the tree when it is `nil`.
    mutating func apply(
        _ edit: NavigationEdit, isInTree: ((ObjectIdentifier) -> Bool)?
    ) throws(NavigationEdit.Refusal) {
        let inTree = isInTree ?? { [self] in contains($0) }
        var edited = self
        if case .setStack = edit {
            // Checked once the stack is cut: a screen above the kept ones may come back.
        } else {
            for screen in edit.addedScreens where inTree(screen.id) { throw .screenAlreadyInTree(screen) }
        }
        switch edit {
        case .push(let screen, let stack):
            try edited.updateStack(stack) { screens throws(NavigationEdit.Refusal) in
                screens = screens.appending(screen)
            }
        case .setStack(let stack, let keeping, let added):
            var cut: Set<ObjectIdentifier> = []
            try edited.updateStack(stack) { screens throws(NavigationEdit.Refusal) in
                guard (0...screens.count).contains(keeping) else {
                    throw .positionOutOfRange(keeping, of: stack, count: screens.count)
                }
                cut = Set(screens.suffix(from: keeping).map(\.id))
                screens = screens.prefix(keeping)
            }
            for screen in added where inTree(screen.id) && !cut.contains(screen.id) {
                throw .screenAlreadyInTree(screen)
            }
            try edited.updateStack(stack) { screens throws(NavigationEdit.Refusal) in
                for screen in added { screens = screens.appending(screen) }
            }
        case .present(let node, let style):
            edited.presentations.append(node)
            edited.presentationStyles.append(style)
        case .replacePresentation(let index, let node, let style):
            guard presentations.indices.contains(index) else {
                throw .presentationOutOfRange(index, count: presentations.count)
            }
            edited.presentations[index] = node
            if edited.presentationStyles.indices.contains(index) { edited.presentationStyles[index] = style }
        case .dismissPresentations(let keeping):
            guard (0...presentations.count).contains(keeping) else {
                throw .presentationsOutOfRange(keeping: keeping, count: presentations.count)
            }
            edited.presentations.removeSubrange(keeping...)
            edited.presentationStyles.removeSubrange(min(keeping, presentationStyles.count)...)
        case .selectTab(let index, let id):
            try edited.updateTabs(id) { tabs, selected throws(NavigationEdit.Refusal) in
                try Self.check(index, in: tabs.count, of: id)
                selected = index
            }
        case .insertTab(let node, let index, let id, let selecting):
            try edited.updateTabs(id) { tabs, selected throws(NavigationEdit.Refusal) in
                try Self.check(index, in: tabs.count + 1, of: id)
                tabs = tabs.inserting(node, at: index)
                selected = selecting ? index : index <= selected ? selected + 1 : selected
            }
        case .removeTab(let index, let id):
            try edited.updateTabs(id) { tabs, selected throws(NavigationEdit.Refusal) in
                try Self.check(index, in: tabs.count, of: id)
                guard tabs.count > 1 else { throw .lastTab(id) }
                tabs = tabs.removing(at: index)
                selected = index < selected ? selected - 1 : index == selected ? max(0, index - 1) : selected
            }
        case .replaceTab(let index, let node, let id):
            try edited.updateTabs(id) { tabs, _ throws(NavigationEdit.Refusal) in
                try Self.check(index, in: tabs.count, of: id)
                tabs = tabs.replacing(at: index, with: node)
            }
        case .showChild(let index, let id):
            try edited.update(id) { node throws(NavigationEdit.Refusal) in
                guard case .container(let id, let name, let children, _) = node else {
                    throw .wrongContainer(id, expected: "an app-defined container")
                }
                try Self.check(index, in: children.count, of: id)
                node = .container(id, name: name, children: children, visible: [index])
            }
        case .collapse(let id):
            try edited.updateSplit(id) { primary, secondary, isCollapsed in
                guard !isCollapsed else { return }
                isCollapsed = true
                guard case .stack(let primaryID, var screens) = primary,
                    case .stack(let secondaryID, let moved) = secondary
                else { return }
                for screen in moved { screens = screens.appending(screen) }
                primary = .stack(primaryID, screens)
                secondary = .stack(secondaryID, ScreenList())
            }
        case .expand(let id, let primaryCount):
            try edited.updateSplit(id) { primary, secondary, isCollapsed throws(NavigationEdit.Refusal) in
                guard isCollapsed else { return }
                isCollapsed = false
                guard case .stack(let primaryID, let screens) = primary, case .stack(let secondaryID, _) = secondary
                else { return }
                guard (0...screens.count).contains(primaryCount) else {
                    throw .positionOutOfRange(primaryCount, of: primaryID, count: screens.count)
                }
                primary = .stack(primaryID, screens.prefix(primaryCount))
                secondary = .stack(secondaryID, ScreenList(Array(screens.elements.dropFirst(primaryCount))))
            }
        case .replaceRoot(let node):
            edited.root = node
        }
        self = edited
    }

    /// The snapshot with `edits` applied in order, or the first refusal.
    public func applying(_ edits: [NavigationEdit]) throws(NavigationEdit.Refusal) -> NavigationSnapshot {
        var tree = self
        for edit in edits { try tree.apply(edit) }
        return tree
    }

    /// The screens `edit` takes out of the tree, read before it is applied:
    /// those cut from a stack, dismissed, or in a tab or root it replaces.
    func screensRemoved(by edit: NavigationEdit) -> [ObjectIdentifier] {
        switch edit {
        case .setStack(let stack, let keeping, _):
            guard case .stack(_, let screens)? = node(stack) else { return [] }
            return screens.suffix(from: keeping).map(\.id)
        case .dismissPresentations(let keeping):
            guard keeping < presentations.count else { return [] }
            return presentations[max(0, keeping)...].flatMap(\.screens).map(\.id)
        case .replacePresentation(let index, _, _):
            return presentations.indices.contains(index) ? presentations[index].screens.map(\.id) : []
        case .removeTab(let index, let id), .replaceTab(let index, _, let id):
            guard case .tabs(_, let tabs, _)? = node(id), tabs.indices.contains(index) else { return [] }
            return tabs[index].screens.map(\.id)
        case .replaceRoot:
            return root?.screens.map(\.id) ?? []
        case .push, .present, .selectTab, .insertTab, .showChild, .collapse, .expand:
            return []
        }
    }

    // MARK: Reading the tree

    /// Whether a screen with identity `id` is in the tree.
    func contains(_ id: ObjectIdentifier) -> Bool {
        location(of: id) != nil
    }

    /// Where the screen `id` is: its layer (0 for the root, n for the n-th
    /// presentation) and, when it is in a stack, the stack and its position.
    func location(of id: ObjectIdentifier) -> (layer: Int, stack: ContainerID?, index: Int)? {
        for (layer, node) in layers.enumerated() {
            if let found = node.location(of: id) { return (layer, found.stack, found.index) }
        }
        return nil
    }

    /// The node of container `id`, wherever it is.
    func node(_ id: ContainerID) -> Node? {
        for node in layers {
            if let found = node.node(id) { return found }
        }
        return nil
    }

    /// The layer that holds container `id` (0 for the root).
    func layer(of id: ContainerID) -> Int? {
        layers.firstIndex { $0.node(id) != nil }
    }

    /// The innermost container that `matches` and holds screen `id`.
    func enclosing(of id: ObjectIdentifier, where matches: (Node) -> Bool) -> ContainerID? {
        for node in layers {
            if let path = node.path(to: id) { return path.last(where: matches)?.containerID }
        }
        return nil
    }

    /// The first container of the root layer that `matches`, in tree order,
    /// preferring one that is shown.
    func firstInRoot(where matches: (Node) -> Bool) -> ContainerID? {
        guard let root else { return nil }
        var all: [Node] = []
        var shown: [Node] = []
        func visit(_ node: Node, isShown: Bool) {
            if matches(node) {
                all.append(node)
                if isShown { shown.append(node) }
            }
            let visible = Set(node.visibleChildren.compactMap(\.containerID))
            for child in node.children {
                visit(child, isShown: isShown && child.containerID.map(visible.contains) == true)
            }
        }
        visit(root, isShown: true)
        return (shown.first ?? all.first)?.containerID
    }

    /// The screens a search of `scope` looks through, in tree order, as
    /// ``NavigationHost/findScreen(_:where:)`` looks through the live tree.
    func screens(in scope: ScreenSearch.Scope) -> [ScreenSnapshot] {
        if scope.isSuperset(of: .everywhere) { return screens }
        var found: [ScreenSnapshot] = []
        if let root {
            if scope.contains(.rootLayer) {
                found += root.screens
            } else {
                var included = Set<ObjectIdentifier>()
                if scope.contains(.shownRoot) { included.formUnion(root.shownScreens.map(\.id)) }
                if scope.contains(.allTabs) {
                    for tabs in root.allNodes where tabs.isTabs { included.formUnion(tabs.screens.map(\.id)) }
                }
                if presentations.isEmpty, scope.contains(.currentStack), let stack = root.topmostStack {
                    included.formUnion((node(stack)?.screens ?? []).map(\.id))
                }
                if presentations.isEmpty, scope.contains(.topmostScreen), let screen = root.topmostScreen {
                    included.insert(screen.id)
                }
                found += root.screens.filter { included.contains($0.id) }
            }
        }
        if scope.contains(.presented) {
            found += presentations.flatMap(\.screens)
        } else if scope.contains(.currentStack), let last = presentations.last, let stack = last.topmostStack {
            found += last.node(stack)?.screens ?? []
        } else if scope.contains(.topmostScreen), let screen = presentations.last?.topmostScreen {
            found.append(screen)
        }
        return found
    }

    /// The stack pushes go to: the topmost presentation's, or the root's
    /// current stack when nothing is presented (H4).
    var topmostStack: ContainerID? {
        presentations.isEmpty ? root?.topmostStack : presentations.last?.topmostStack
    }

    /// The first tab container of the root layer, in tree order.
    var firstTabs: ContainerID? {
        root?.firstTabs
    }

    /// How many tabs container `id` holds, if it is a tab container of the tree.
    func tabCount(of id: ContainerID) -> Int? {
        guard case .tabs(_, let tabs, _)? = node(id) else { return nil }
        return tabs.count
    }

    /// The number of screens of stack `id`, if it is a stack of the tree.
    func stackCount(of id: ContainerID) -> Int? {
        guard case .stack(_, let screens)? = node(id) else { return nil }
        return screens.count
    }

    /// Every tab container of the tree and the containers of its tabs, in
    /// order: what tab edits change, and selections and pushes do not.
    var tabLayout: [ContainerID: [ContainerID?]] {
        var layout: [ContainerID: [ContainerID?]] = [:]
        func visit(_ node: Node) {
            if case .tabs(let id, let tabs, _) = node { layout[id] = tabs.map(\.containerID) }
            node.children.forEach(visit)
        }
        layers.forEach(visit)
        return layout
    }

    private var layers: [Node] {
        (root.map { [$0] } ?? []) + presentations
    }

    /// Why the root's tabs in this tree (or the tabs of its expanded split's
    /// secondary column) refuse `route`, as the route planner refuses it at
    /// a tap: a `tab:` element that names no tab, or a tab
    /// whose stack (a split's primary stack) does not start with the
    /// element after it; `nil` when they do not refuse it. What lies past a
    /// tab's bottom screen, or under another container, is not read: it is
    /// decided when the route is performed (H2, H12).
    ///
    /// `element` gives the route element of a stack's bottom screen, or
    /// `nil` where it is not known (the stack's bottom is not the screen
    /// the snapshot names): then nothing is refused. `isPushed` tells an
    /// element pushed onto the stack before it from one that presents:
    /// only a `column` element after pushed ones names the root split's.
    func whyRootTabsRefuse(
        _ route: Route, element: (_ stack: ContainerID, _ bottom: ScreenSnapshot) -> RouteElement?,
        isPushed: (RouteElement) -> Bool
    ) -> String? {
        var node = root
        var position = 0
        if case .split(_, _, let secondary, isCollapsed: false)? = root, case .tabs = secondary,
            let column = route.elements.firstIndex(where: { $0.name == "column" }),
            route.elements[..<column].allSatisfy(isPushed)
        {
            // Tabs in an expanded split's secondary column: named after
            // `column:1`, as the root's are.
            node = secondary
            position = column + 1
        }
        while case .tabs(_, let tabs, _)? = node, position < route.elements.count {
            let tab = route.elements[position]
            guard tab.name == "tab", let index = tab.argument.flatMap(Int.init) else { return nil }
            guard tabs.indices.contains(index) else { return "\(route): \(tab) is not a tab of \(tabs.count)" }
            position += 1
            var main = tabs[index]
            if case .split(_, let primary, _, _) = main {
                // A split's tab starts with its primary column's stack.
                guard case .stack = primary else { return nil }
                main = primary
            }
            guard case .stack(let stack, let screens) = main else {
                // Tabs in a tab name their own tab next; anything else is
                // decided when performed.
                node = main
                continue
            }
            guard position < route.elements.count else { return nil }
            let bottom = route.elements[position]
            guard let first = screens.first else { return "\(route): tab \(index) does not start with \(bottom)" }
            guard let shown = element(stack, first), shown != bottom else { return nil }
            return "\(route): tab \(index) does not start with \(bottom)"
        }
        return nil
    }

    // MARK: Editing

    private static func check(_ index: Int, in count: Int, of id: ContainerID) throws(NavigationEdit.Refusal) {
        guard (0..<count).contains(index) else { throw .positionOutOfRange(index, of: id, count: count) }
    }

    private mutating func updateStack(
        _ id: ContainerID, _ body: (inout ScreenList) throws(NavigationEdit.Refusal) -> Void
    ) throws(NavigationEdit.Refusal) {
        try update(id) { node throws(NavigationEdit.Refusal) in
            guard case .stack(let id, var screens) = node else { throw .wrongContainer(id, expected: "a stack") }
            try body(&screens)
            node = .stack(id, screens)
        }
    }

    private mutating func updateTabs(
        _ id: ContainerID, _ body: (inout NodeList, inout Int) throws(NavigationEdit.Refusal) -> Void
    ) throws(NavigationEdit.Refusal) {
        try update(id) { node throws(NavigationEdit.Refusal) in
            guard case .tabs(let id, var tabs, var selected) = node else {
                throw .wrongContainer(id, expected: "a tab container")
            }
            try body(&tabs, &selected)
            node = .tabs(id, tabs, selectedIndex: selected)
        }
    }

    private mutating func updateSplit(
        _ id: ContainerID, _ body: (inout Node, inout Node, inout Bool) throws(NavigationEdit.Refusal) -> Void
    ) throws(NavigationEdit.Refusal) {
        try update(id) { node throws(NavigationEdit.Refusal) in
            guard case .split(let id, var primary, var secondary, var isCollapsed) = node else {
                throw .wrongContainer(id, expected: "a split container")
            }
            try body(&primary, &secondary, &isCollapsed)
            node = .split(id, primary: primary, secondary: secondary, isCollapsed: isCollapsed)
        }
    }

    /// Changes the node of container `id` wherever it is.
    private mutating func update(
        _ id: ContainerID, _ body: (inout Node) throws(NavigationEdit.Refusal) -> Void
    ) throws(NavigationEdit.Refusal) {
        if var node = root, try node.update(id, body) {
            root = node
            return
        }
        for index in presentations.indices {
            var node = presentations[index]
            if try node.update(id, body) {
                presentations[index] = node
                return
            }
        }
        throw .containerNotInTree(id)
    }
}

extension NavigationSnapshot.Node {
    /// The container's identifier; `nil` for a bare screen.
    var containerID: ContainerID? {
        switch self {
        case .screen: nil
        case .stack(let id, _), .tabs(let id, _, _), .split(let id, _, _, _), .container(let id, _, _, _): id
        }
    }

    /// Whether `other` is this node, whatever either holds now: the same
    /// container, or the same bare screen. (A presentation's node read from
    /// the live tree is found in a snapshot whose edits changed what it
    /// holds, as a route's planned pops do before its dismissals.)
    func isTheSame(_ other: Self) -> Bool {
        guard let id = containerID else { return self == other }
        return other.containerID == id
    }

    /// The nodes this node holds, in tree order.
    var children: [Self] {
        switch self {
        case .screen, .stack: []
        case .tabs(_, let tabs, _): Array(tabs)
        case .split(_, let primary, let secondary, _): [primary, secondary]
        case .container(_, _, let children, _): children
        }
    }

    /// What this node shows among its children, last on top: the selected
    /// tab; a split's primary column, and its secondary one while expanded
    /// and not empty; an app-defined container's visible children.
    var visibleChildren: [Self] {
        switch self {
        case .screen, .stack: []
        case .tabs(_, let tabs, let selected): tabs.indices.contains(selected) ? [tabs[selected]] : []
        case .split(_, let primary, let secondary, let isCollapsed):
            isCollapsed || secondary.isEmptyStack ? [primary] : [primary, secondary]
        case .container(_, _, let children, let visible): visible.filter(children.indices.contains).map { children[$0] }
        }
    }

    private var isEmptyStack: Bool {
        if case .stack(_, let screens) = self { return screens.isEmpty }
        return false
    }

    /// The stack pushes into this node go to: itself for a stack, else the
    /// one its last visible child leads to.
    var topmostStack: ContainerID? {
        if case .stack(let id, _) = self { return id }
        for child in visibleChildren.reversed() {
            if let stack = child.topmostStack { return stack }
        }
        return nil
    }

    /// The screen this node shows on top: the one its last visible child
    /// leads to.
    var topmostScreen: ScreenSnapshot? {
        switch self {
        case .screen(let screen): return screen
        case .stack(_, let screens): return screens.last
        default:
            for child in visibleChildren.reversed() {
                if let screen = child.topmostScreen { return screen }
            }
            return nil
        }
    }

    /// The screens this node shows: every screen of each stack it shows.
    var shownScreens: [ScreenSnapshot] {
        switch self {
        case .screen(let screen): [screen]
        case .stack(_, let screens): screens.elements
        default: visibleChildren.flatMap(\.shownScreens)
        }
    }

    /// This node and every node it holds, in tree order.
    var allNodes: [Self] {
        [self] + children.flatMap(\.allNodes)
    }

    /// Whether this node is a split whose secondary column is a stack.
    var hasStackSecondary: Bool {
        guard case .split(_, _, .stack, _) = self else { return false }
        return true
    }

    /// The first tab container in this node, itself first, in tree order.
    var firstTabs: ContainerID? {
        if case .tabs(let id, _, _) = self { return id }
        for child in children {
            if let found = child.firstTabs { return found }
        }
        return nil
    }

    /// The node of container `id` in this node, itself included.
    func node(_ id: ContainerID) -> Self? {
        if containerID == id { return self }
        for child in children {
            if let found = child.node(id) { return found }
        }
        return nil
    }

    /// The nodes from this one down to the one that holds screen `id`, or
    /// `nil` when this node does not hold it.
    func path(to id: ObjectIdentifier) -> [Self]? {
        switch self {
        case .screen(let screen): return screen.id == id ? [self] : nil
        case .stack(_, let screens): return screens.elements.contains { $0.id == id } ? [self] : nil
        default:
            for child in children {
                if let path = child.path(to: id) { return [self] + path }
            }
            return nil
        }
    }

    /// Whether this node is a tab container.
    var isTabs: Bool {
        if case .tabs = self { return true }
        return false
    }

    /// Whether this node is a split container.
    var isSplit: Bool {
        if case .split = self { return true }
        return false
    }

    /// Where screen `id` is in this node: the stack that holds it and its
    /// position, or no stack for a bare screen.
    func location(of id: ObjectIdentifier) -> (stack: ContainerID?, index: Int)? {
        switch self {
        case .screen(let screen):
            return screen.id == id ? (nil, 0) : nil
        case .stack(let stack, let screens):
            return screens.elements.firstIndex { $0.id == id }.map { (stack, $0) }
        default:
            for child in children {
                if let found = child.location(of: id) { return found }
            }
            return nil
        }
    }

    /// Changes the node of container `id` in this node; whether it was found.
    mutating func update(
        _ id: ContainerID, _ body: (inout Self) throws(NavigationEdit.Refusal) -> Void
    ) throws(NavigationEdit.Refusal) -> Bool {
        if containerID == id {
            try body(&self)
            return true
        }
        switch self {
        case .screen, .stack:
            return false
        case .tabs(let tabsID, let tabs, let selected):
            for (index, tab) in tabs.enumerated() {
                var edited = tab
                if try edited.update(id, body) {
                    self = .tabs(tabsID, tabs.replacing(at: index, with: edited), selectedIndex: selected)
                    return true
                }
            }
            return false
        case .split(let splitID, var primary, var secondary, let isCollapsed):
            var found = try primary.update(id, body)
            if !found { found = try secondary.update(id, body) }
            if found { self = .split(splitID, primary: primary, secondary: secondary, isCollapsed: isCollapsed) }
            return found
        case .container(let containerID, let name, var children, let visible):
            for index in children.indices {
                guard try children[index].update(id, body) else { continue }
                self = .container(containerID, name: name, children: children, visible: visible)
                return true
            }
            return false
        }
    }
}
