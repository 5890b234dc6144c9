import PeekAndPop

/// The tree as the calls frozen so far leave it, as a value (H11, H12): the
/// live snapshot with each frozen call's edits applied in order.
///
/// A call frozen in a capture window is checked against it, so that it is
/// decided against what the calls before it do, whatever they are and
/// wherever their containers sit, with no replay of what those calls would
/// have done. Each ``TreeEdit`` is planned into ``NavigationEdit``s against
/// the tree as the edits before it leave it (H2), then applied.
///
/// A route planned at its call against this tree is its plan's edits; a
/// destination is where it lands: the screen found at the call revealed, or
/// the one built at the call pushed, presented, set in a split's column or
/// made the root. A route decided only when performed adds its screens to
/// `placedLater`: frozen, they are shown by the call that builds them,
/// wherever it puts them. Such calls, and a destination whose found screen
/// is gone, are `decidedWhenPerformed`: their edits are not known before.
///
/// Whether a screen is in the tree is answered from the live tree's index
/// and what the applied edits took out and put in (`Membership`), so a
/// check costs the same at any size of the tree (H1).
@MainActor
struct FrozenTree {
    /// The tree with the edits applied so far.
    private(set) var tree: NavigationSnapshot
    /// Screens added by routes and destinations, whose place is decided
    /// when they are performed, in the order they were added.
    private(set) var placedLater: [ObjectIdentifier] = []
    /// Every screen the applied edits added, in the tree now or not: a
    /// module that joined the tree and left it still routes from its last
    /// stack, as after a tap (H2).
    private(set) var joined: Set<ObjectIdentifier> = []
    /// The edits of each call applied, in order.
    private(set) var edits: [[NavigationEdit]] = []
    /// Whether an applied call made an edit.
    private var hasEdits = false
    /// The positions in `edits` of the calls decided only when performed,
    /// whose edits are not known before (a route planned then, a destination
    /// whose screen found at the call is gone).
    private(set) var decidedWhenPerformed: [Int] = []
    /// Whether the call being planned is decided only when performed.
    private var isDecidedWhenPerformed = false
    /// Whether an applied call decided only when performed may change the
    /// root's tabs then (a destination built when performed may be made the
    /// root); routes and deep links never do.
    private(set) var mayReplaceRootWhenPerformed = false
    /// The containers the applied calls built, by identifier, held weakly
    /// (the host keeps this value after the calls are discarded): those a
    /// module's router binds to before they are in the live tree.
    private var built: [ContainerID: WeakContainer] = [:]
    /// The screens the applied calls set on a stack or a column, by
    /// identity, held weakly.
    private var stackScreens: [ObjectIdentifier: WeakScreen] = [:]
    /// For a collapsed split, how many of its one stack's screens are the
    /// primary column's own, once a planned column edit changed it.
    private var primaryCounts: [ContainerID: Int] = [:]
    /// Identifiers for stacks a planned edit presents: negative, so that
    /// they never meet the host's own.
    private var nextStackID = -1
    /// Which screens `tree` holds, answered at once; `nil` when the live
    /// tree holds a container the app defines, whose children the host's
    /// index does not follow: `tree` is then searched.
    private var membership: Membership?

    /// The live tree of `host`, before any frozen call.
    init(_ host: NavigationHost) {
        self.tree = host.snapshot()
        if host.holdsOnlyOwnContainers {
            membership = Membership(liveIndex: host.treeIndex)
        }
    }

    /// The tree every call of `host` frozen in the open capture window or
    /// the active peek leaves.
    init(everyCallFrozenIn host: NavigationHost) {
        self.init(host)
        for call in host.frozen(in: .captureWindowOrPeek) { try? apply(call, in: host) }
    }

    /// Whether a screen is in `tree`: in the live tree when this value was
    /// made and not taken out by an applied edit since, or put in by one
    /// (H1: a check costs the same at any size of the tree).
    @MainActor
    private struct Membership {
        let liveIndex: TreeIndex
        var added: Set<ObjectIdentifier> = []
        var removed: Set<ObjectIdentifier> = []
        /// What the call being applied changed, to undo on a refusal: each
        /// screen and whether it was in `added` and in `removed` before.
        private var changes: [(id: ObjectIdentifier, wasAdded: Bool, wasRemoved: Bool)] = []

        init(liveIndex: TreeIndex) {
            self.liveIndex = liveIndex
        }

        func contains(_ id: ObjectIdentifier) -> Bool {
            added.contains(id) || (!removed.contains(id) && liveIndex.contains(screen: id))
        }

        mutating func update(removing gone: [ObjectIdentifier], adding new: [ObjectIdentifier]) {
            for id in gone {
                note(id)
                if added.remove(id) == nil { removed.insert(id) }
            }
            for id in new {
                note(id)
                if removed.remove(id) == nil { added.insert(id) }
            }
        }

        private mutating func note(_ id: ObjectIdentifier) {
            changes.append((id, added.contains(id), removed.contains(id)))
        }

        mutating func beginCall() {
            changes.removeAll(keepingCapacity: true)
        }

        /// Undoes what the call being applied changed, last first.
        mutating func undoCall() {
            for change in changes.reversed() {
                if change.wasAdded { added.insert(change.id) } else { added.remove(change.id) }
                if change.wasRemoved { removed.insert(change.id) } else { removed.remove(change.id) }
            }
            changes.removeAll(keepingCapacity: true)
        }
    }

    /// Whether the screen with identity `id` is in `tree`.
    private func contains(_ id: ObjectIdentifier) -> Bool {
        membership?.contains(id) ?? tree.contains(id)
    }

    /// Applies one primitive edit to `tree`, keeping `membership` with it.
    private mutating func applyPrimitive(_ edit: NavigationEdit) throws(NavigationEdit.Refusal) {
        // Taken out while the edit is applied, so that updating it copies nothing.
        guard var known = membership.take() else { return try tree.apply(edit) }
        defer { membership = known }
        let gone = tree.screensRemoved(by: edit)
        try tree.apply(edit, isInTree: { known.contains($0) })
        known.update(removing: gone, adding: edit.addedScreens.map(\.id))
    }

    /// The screens a search of `search`'s scope looks through, in tree
    /// order: those of the tree it covers, then, for a search of the whole
    /// tree, those placed by frozen routes and destinations.
    func screens(searchedBy search: ScreenSearch) -> [ObjectIdentifier] {
        tree.screens(in: search.scope).map(\.id) + (search.isEverywhere ? placedLater : [])
    }

    /// The container numbered `id` that an applied call built, while it exists.
    func builtContainer(_ id: ContainerID) -> (any NavigationContainer)? {
        built[id]?.container
    }

    /// A container, held weakly.
    private struct WeakContainer {
        weak var container: (any NavigationContainer)?
    }

    /// The screen with identity `id` that an applied call set on a stack or
    /// a column, while it exists: a tab's bottom screen such a call
    /// changed is read by its route element.
    func stackScreen(_ id: ObjectIdentifier) -> (any Screen)? {
        stackScreens[id]?.screen
    }

    /// A screen, held weakly.
    private struct WeakScreen {
        weak var screen: (any Screen)?
    }

    /// Whether `screen` is in the tree, or placed by a frozen route or
    /// destination.
    func shows(_ screen: any Screen) -> Bool {
        let id = ObjectIdentifier(screen)
        return placedLater.contains(id) || contains(id)
    }

    /// Whether `screen` was put in the tree by an applied edit, or placed by
    /// a frozen route or destination, even if a later edit took it out.
    func hasJoined(_ screen: any Screen) -> Bool {
        let id = ObjectIdentifier(screen)
        return placedLater.contains(id) || joined.contains(id)
    }

    /// Plans and applies a call's edits; on a refusal, the tree stays as it
    /// was and the call's edits are none.
    ///
    /// What a refusal undoes is what the call changed, never a copy of what
    /// the calls before it left: a call costs the same however many came
    /// before it (H1).
    mutating func apply(_ call: PendingTransition, in host: NavigationHost) throws(NavigationEdit.Refusal) {
        let (savedTree, savedPlaced, savedStackID, savedCounts) = (tree, placedLater.count, nextStackID, primaryCounts)
        membership?.beginCall()
        isDecidedWhenPerformed = false
        var applied: [NavigationEdit] = []
        do throws(NavigationEdit.Refusal) {
            switch call.work {
            case .push(let screen, let handle):
                applied = try apply(.push(screen, onto: .topmost, handle), in: host)
            case .edits(let calls):
                for edit in calls { applied += try apply(edit, in: host) }
            }
        } catch {
            (tree, nextStackID, primaryCounts) = (savedTree, savedStackID, savedCounts)
            placedLater.removeLast(placedLater.count - savedPlaced)
            membership?.undoCall()
            edits.append([])
            throw error
        }
        for edit in applied {
            joined.formUnion(edit.addedScreens.lazy.map(\.id))
        }
        if case .edits(let calls) = call.work {
            for edit in calls {
                for container in Self.builtContainers(of: edit) {
                    built[container.id] = WeakContainer(container: container)
                }
                switch edit {
                case .replaceStack(_, _, let screens, _), .setColumn(_, let screens, _, _):
                    for screen in screens { stackScreens[ObjectIdentifier(screen)] = WeakScreen(screen: screen) }
                default: break
                }
            }
        }
        hasEdits = hasEdits || !applied.isEmpty
        if isDecidedWhenPerformed { decidedWhenPerformed.append(edits.count) }
        edits.append(applied)
    }

    /// Plans `edit` against the tree as it is, applies what it plans, and
    /// returns it.
    mutating func apply(_ edit: TreeEdit, in host: NavigationHost) throws(NavigationEdit.Refusal) -> [NavigationEdit] {
        var planned: [NavigationEdit] = []
        for primitive in try plan(edit, in: host) {
            try applyPrimitive(primitive)
            planned.append(primitive)
        }
        if case .openRelative(_, let steps) = edit {
            // Each step is planned against the tree the steps before it
            // leave, from the stack they reached, as the host applies them.
            var cursor = tree.topmostStack
            for step in steps {
                for primitive in try plan(step, from: &cursor) {
                    try applyPrimitive(primitive)
                    planned.append(primitive)
                }
            }
        }
        return planned
    }

    /// The containers `edit` puts in the tree.
    private static func builtContainers(of edit: TreeEdit) -> [any NavigationContainer] {
        switch edit {
        case .present(let presentation): presentation.child.containers
        case .replaceRoot(let root): root.child.containers
        case .addTab(let tab, _, _, _, _), .replaceTab(_, let tab, _, _): NavigationChild.container(tab).containers
        case .openRelative(_, let steps):
            steps.flatMap { step -> [any NavigationContainer] in
                if case .present(let presentation) = step { return presentation.child.containers }
                return []
            }
        case .show(let destination):
            switch destination.landing {
            case .presented(let presentation)?: presentation.child.containers
            case .root(let stack)?: [stack]
            default: []
            }
        case .setRoutes(let routes):
            routes.parts.flatMap(\.operations).flatMap { operation -> [any NavigationContainer] in
                if case .present(let presentation) = operation { return presentation.child.containers }
                return []
            }
        default: []
        }
    }

    // MARK: Planning

    /// What `edit` does to the tree as it is, as primitive edits.
    private mutating func plan(
        _ edit: TreeEdit, in host: NavigationHost
    ) throws(NavigationEdit.Refusal)
        -> [NavigationEdit]
    {
        switch edit {
        case .push(let screen, .topmost, _):
            return [pushOntoTopmost(ScreenSnapshot(screen))]
        case .push(let screen, .ownStack(let module), let handle):
            return setStack(of: module, handle: handle, keeping: .first(.max), with: [screen])
        case .replaceStack(.topmost, let kept, let screens, _):
            guard let stack = tree.topmostStack, let count = tree.stackCount(of: stack) else {
                return [presentStack(screens)]
            }
            return [.setStack(stack, keeping: kept.count(of: count), screens: screens.map(ScreenSnapshot.init))]
        case .replaceStack(.ownStack(let module), let kept, let screens, let handles):
            return setStack(of: module, handle: handles.first, keeping: kept, with: screens)
        case .present(let presentation):
            return [.present(presentation.node, style: presentation.style)]
        case .dismiss(let module):
            guard let screen = module.screen, let location = tree.location(of: ObjectIdentifier(screen)) else {
                return []
            }
            if let stack = location.stack, location.index > 0 {
                return [.setStack(stack, keeping: location.index, screens: [])] + dismiss(over: location.layer)
            }
            return location.layer > 0 ? [.dismissPresentations(keeping: location.layer - 1)] : []
        case .focus(let module):
            guard let screen = module.screen, let location = tree.location(of: ObjectIdentifier(screen)) else {
                return []
            }
            let pop = location.stack.map { [NavigationEdit.setStack($0, keeping: location.index + 1, screens: [])] }
            return (pop ?? []) + dismiss(over: location.layer)
        case .dismissPresentations(let router, let including):
            guard let container = container(of: router, where: { _ in true }), let layer = tree.layer(of: container)
            else { return [] }
            guard including else { return dismiss(over: layer) }
            return layer > 0 ? [.dismissPresentations(keeping: layer - 1)] : []
        case .replaceRoot(let root):
            return (tree.presentations.isEmpty ? [] : [.dismissPresentations(keeping: 0)]) + [
                .replaceRoot(root.child.node)
            ]
        case .selectTab(let index, let router):
            guard let tabs = tabs(of: router) else { return [] }
            return [.selectTab(index, of: tabs)]
        case .addTab(let tab, let index, let select, let router, _):
            guard let tabs = tabs(of: router), let count = tree.tabCount(of: tabs) else { return [] }
            let node = NavigationChild.container(tab).node
            return [.insertTab(node, at: min(index ?? count, count), of: tabs, selecting: select)]
        case .removeTab(let index, let router):
            guard let tabs = tabs(of: router) else { return [] }
            return [.removeTab(at: index, of: tabs)]
        case .replaceTab(let index, let tab, let router, _):
            guard let tabs = tabs(of: router) else { return [] }
            return [.replaceTab(at: index, with: NavigationChild.container(tab).node, of: tabs)]
        case .setColumn(let column, let screens, let router, _):
            return columnEdit(column, of: router, setting: screens, pushing: false, in: host)
        case .pushColumn(let column, let screen, let router, _):
            return columnEdit(column, of: router, setting: [screen], pushing: true, in: host)
        case .showChild(let child, let reference):
            return show(child, in: reference)
        case .openRelative:
            return []
        case .setRoutes(let routes):
            if let edits = routeEdits(routes) { return edits }
            placedLater += routes.screens.map(ObjectIdentifier.init)
            isDecidedWhenPerformed = true
            return []
        case .show(let destination):
            switch destination.landing {
            case .topmostStack(let screen)?:
                return [pushOntoTopmost(ScreenSnapshot(screen))]
            case .presented(let presentation)?:
                return [.present(presentation.node, style: presentation.style)]
            case .secondaryColumn(let screen)?:
                return secondaryColumnEdits(showing: screen, in: host)
            case .root(let stack)?:
                return dismiss(over: 0) + [.replaceRoot(stack.node)]
            case .found(let screen)? where contains(ObjectIdentifier(screen)):
                // Found at the call in the tree the calls before it leave:
                // the search finds it there again when performed (H2, H9).
                return revealEdits(of: ObjectIdentifier(screen))
            case .found?, nil:
                // Gone from that tree: searched for again, or built, when
                // performed.
                isDecidedWhenPerformed = true
                mayReplaceRootWhenPerformed = true
                return []
            }
        }
    }

    /// What routes planned at their call do, as primitive edits, when they
    /// were planned against this tree (no frozen call changed it before
    /// them) and every operation applies; `nil` otherwise: they are planned
    /// again when performed (H2, H8).
    private func routeEdits(_ routes: RouteEdit) -> [NavigationEdit]? {
        guard !routes.isUnplanned, !hasEdits, placedLater.isEmpty else { return nil }
        var copy = tree
        var planned: [NavigationEdit] = []
        for operation in routes.parts.flatMap(\.operations) {
            guard let edits = Self.edits(for: operation, in: copy) else { return nil }
            for edit in edits {
                guard (try? copy.apply(edit)) != nil else { return nil }
                planned.append(edit)
            }
        }
        return planned
    }

    /// A route's operation as primitive edits of `tree`; `nil` for one
    /// whose stack or presentation is not in it.
    private static func edits(
        for operation: NavigationHost.RouteOperation, in tree: NavigationSnapshot
    ) -> [NavigationEdit]? {
        func screens(of stack: ScreenStack) -> [ScreenSnapshot]? {
            guard case .stack(_, let screens)? = tree.node(stack.id) else { return nil }
            return screens.elements
        }
        switch operation {
        case .removeScreen(let stack, let screen):
            guard let screens = screens(of: stack),
                let position = screens.lastIndex(where: { $0.id == ObjectIdentifier(screen) })
            else { return nil }
            return [.setStack(stack.id, keeping: position, screens: Array(screens[(position + 1)...]))]
        case .truncate(let stack, let kept):
            guard let screens = screens(of: stack) else { return nil }
            return [.setStack(stack.id, keeping: min(kept, screens.count), screens: [])]
        case .dismiss(let presentation):
            guard let index = tree.presentations.lastIndex(where: presentation.node.isTheSame) else { return nil }
            return [.dismissPresentations(keeping: index)]
        case .selectTab(let tabs, let index):
            return [.selectTab(index, of: tabs.id)]
        case .showChild(let container, let index):
            switch tree.node(container.id) {
            case .tabs?: return [.selectTab(index, of: container.id)]
            case .container?: return [.showChild(index, of: container.id)]
            default: return nil
            }
        case .replaceInStack(let stack, let index, let screen):
            guard let screens = screens(of: stack), screens.indices.contains(index) else { return nil }
            return [.setStack(stack.id, keeping: index, screens: [ScreenSnapshot(screen)] + screens[(index + 1)...])]
        case .replaceRootScreen(let screen):
            return [.replaceRoot(.screen(ScreenSnapshot(screen)))]
        case .setRootStack(let stack):
            return [.replaceRoot(stack.node)]
        case .replacePresentation(let old, let new):
            guard let index = tree.presentations.firstIndex(where: old.node.isTheSame) else { return nil }
            return [.replacePresentation(at: index, with: new.node, style: new.style)]
        case .push(let stack, let screen):
            return [.push(ScreenSnapshot(screen), onto: stack.id)]
        case .present(let presentation):
            return [.present(presentation.node, style: presentation.style)]
        }
    }

    /// What a deep link's step does to the tree as the steps before it leave it.
    /// What a deep link's step does to the tree as the steps before it
    /// leave it, from the stack they reached (`cursor`), which it moves on.
    private mutating func plan(
        _ step: TreeEdit.RelativeStep, from cursor: inout ContainerID?
    ) throws(NavigationEdit.Refusal) -> [NavigationEdit] {
        switch step {
        case .dismissPresentations:
            cursor = tree.root?.topmostStack
            return tree.presentations.isEmpty ? [] : [.dismissPresentations(keeping: 0)]
        case .selectTab(let index):
            guard let tabs = tree.firstTabs, case .tabs(_, let list, _)? = tree.node(tabs) else {
                throw .noTabContainer
            }
            if list.indices.contains(index) { cursor = list[index].topmostStack }
            return [.selectTab(index, of: tabs)]
        case .popToRoot:
            guard let stack = cursor, let count = tree.stackCount(of: stack), count > 1 else { return [] }
            return [.setStack(stack, keeping: 1, screens: [])]
        case .push(let screen, _):
            if let stack = cursor, tree.stackCount(of: stack) != nil {
                return [.push(ScreenSnapshot(screen), onto: stack)]
            }
            let edit = pushOntoTopmost(ScreenSnapshot(screen))
            if case .present(let node, _) = edit { cursor = node.topmostStack } else { cursor = tree.topmostStack }
            return [edit]
        case .present(let presentation):
            let node = presentation.node
            cursor = node.topmostStack
            return [.present(node, style: presentation.style)]
        }
    }

    private mutating func pushOntoTopmost(_ screen: ScreenSnapshot) -> NavigationEdit {
        guard let stack = tree.topmostStack else { return presentStack([screen]) }
        return .push(screen, onto: stack)
    }

    private mutating func presentStack(_ screens: [any Screen]) -> NavigationEdit {
        presentStack(screens.map(ScreenSnapshot.init))
    }

    private mutating func presentStack(_ screens: [ScreenSnapshot]) -> NavigationEdit {
        defer { nextStackID -= 1 }
        return .present(.stack(ContainerID(rawValue: nextStackID), ScreenList(screens)), style: .sheet)
    }

    /// Dismisses the presentations over layer `layer`, if there are any.
    private func dismiss(over layer: Int) -> [NavigationEdit] {
        layer < tree.presentations.count ? [.dismissPresentations(keeping: layer)] : []
    }

    /// The set-stack of a module's own stack: the one it is in, or the one
    /// it was last in while that stack is in the tree; nothing if that is
    /// gone too, as at a tap, where the call throws (H2).
    private mutating func setStack(
        of module: TreeEdit.ModuleReference, handle: ModuleHandle?, keeping kept: NavigationHost.KeptScreens,
        with screens: [any Screen]
    ) -> [NavigationEdit] {
        let located = module.screen.flatMap { tree.location(of: ObjectIdentifier($0))?.stack }
        let last = module.handle?.containerID.flatMap { tree.stackCount(of: $0) != nil ? $0 : nil }
        guard let stack = located ?? last, let count = tree.stackCount(of: stack) else { return [] }
        return [.setStack(stack, keeping: kept.count(of: count), screens: screens.map(ScreenSnapshot.init))]
    }

    /// The tab container `router` binds to in this tree.
    private func tabs(of router: ContainerRouter) -> ContainerID? {
        container(of: router, where: \.isTabs)
    }

    /// The container `router` binds to in this tree, of the kind `matches`
    /// accepts: its own while the tree holds it; for a module's router, the
    /// one that holds the module, or else the root layer's first one (a
    /// router handed out in a presentation binds only while its module is
    /// in the tree, H2). Read from this tree, never from the live one.
    private func container(
        of router: ContainerRouter, where matches: (NavigationSnapshot.Node) -> Bool
    ) -> ContainerID? {
        switch router.binding {
        case .own:
            guard let id = router.container?.id, let node = tree.node(id), matches(node) else { return nil }
            return id
        case .splitOf(let handle), .tabsOf(let handle):
            let screen = handle.screen.map(ObjectIdentifier.init)
            let isInTree = screen.map(contains) ?? false
            guard isInTree || !router.isBoundInPresentation else { return nil }
            return screen.flatMap { tree.enclosing(of: $0, where: matches) } ?? tree.firstInRoot(where: matches)
        }
    }

    /// A split column's edit: while collapsed, the secondary column's
    /// screens go onto the one stack shown, above the primary ones.
    private mutating func columnEdit(
        _ column: NavigationHost.SplitColumn, of router: ContainerRouter, setting screens: [any Screen],
        pushing: Bool, in host: NavigationHost
    ) -> [NavigationEdit] {
        guard let id = container(of: router, where: \.isSplit) else { return [] }
        return columnEdit(column, ofSplit: id, setting: screens, pushing: pushing, in: host)
    }

    /// Where a destination shown in a secondary column lands, as the host
    /// places it when performed: the topmost presentation's first split,
    /// revealed, with nothing dismissed; else, with no split in that
    /// presentation, the root's split (the one shown first), revealed, with
    /// every presentation dismissed; pushed as a push is where the split
    /// found has no stack for a secondary column, or there is none (H4, H5).
    private mutating func secondaryColumnEdits(showing screen: any Screen, in host: NavigationHost) -> [NavigationEdit]
    {
        if let last = tree.presentations.last, let split = last.allNodes.first(where: \.isSplit) {
            guard let id = split.containerID, split.hasStackSecondary else {
                return [pushOntoTopmost(ScreenSnapshot(screen))]
            }
            return (Self.revealing(id, in: last) ?? [])
                + columnEdit(.secondary, ofSplit: id, setting: [screen], pushing: false, in: host)
        }
        guard let root = tree.root, let id = tree.firstInRoot(where: \.isSplit),
            tree.node(id)?.hasStackSecondary == true
        else { return [pushOntoTopmost(ScreenSnapshot(screen))] }
        return dismiss(over: 0) + (Self.revealing(id, in: root) ?? [])
            + columnEdit(.secondary, ofSplit: id, setting: [screen], pushing: false, in: host)
    }

    /// The edits that make screen `id` of the tree visible, as the host
    /// reveals a found destination: the tabs and pages on the way to its
    /// stack (or to it, with no stack) show it, the presentations over its
    /// layer are dismissed, and the screens above it in its stack popped.
    private func revealEdits(of id: ObjectIdentifier) -> [NavigationEdit] {
        guard let location = tree.location(of: id) else { return [] }
        let layer = location.layer == 0 ? tree.root : tree.presentations[location.layer - 1]
        var edits =
            layer.flatMap { node in
                Self.revealing(in: node) { candidate in
                    if let stack = location.stack { return candidate.containerID == stack }
                    if case .screen(let screen) = candidate { return screen.id == id }
                    return false
                }
            } ?? []
        edits += dismiss(over: location.layer)
        if let stack = location.stack, let count = tree.stackCount(of: stack), count > location.index + 1 {
            edits.append(.setStack(stack, keeping: location.index + 1, screens: []))
        }
        return edits
    }

    /// The edits that show container `target` in `node`: each tab container
    /// and app-defined container on the way down shows the next one, the
    /// innermost first, as the host reveals it; `nil` when it is not there.
    private static func revealing(_ target: ContainerID, in node: NavigationSnapshot.Node) -> [NavigationEdit]? {
        revealing(in: node) { $0.containerID == target }
    }

    /// The edits that show the first node that `isTarget` in `node`, the
    /// innermost first; `nil` when there is none. A stack is not searched:
    /// a screen in one is shown by showing its stack.
    private static func revealing(
        in node: NavigationSnapshot.Node, where isTarget: (NavigationSnapshot.Node) -> Bool
    ) -> [NavigationEdit]? {
        if isTarget(node) { return [] }
        switch node {
        case .screen, .stack:
            return nil
        case .tabs(let id, let tabs, _):
            for (index, tab) in tabs.enumerated() {
                if let inside = revealing(in: tab, where: isTarget) { return inside + [.selectTab(index, of: id)] }
            }
        case .split(_, let primary, let secondary, _):
            return revealing(in: primary, where: isTarget) ?? revealing(in: secondary, where: isTarget)
        case .container(let id, _, let children, _):
            for (index, child) in children.enumerated() {
                if let inside = revealing(in: child, where: isTarget) { return inside + [.showChild(index, of: id)] }
            }
        }
        return nil
    }

    private mutating func columnEdit(
        _ column: NavigationHost.SplitColumn, ofSplit id: ContainerID, setting screens: [any Screen],
        pushing: Bool, in host: NavigationHost
    ) -> [NavigationEdit] {
        guard case .split(_, let primary, let secondary, let isCollapsed)? = tree.node(id),
            case .stack(let primaryID, let primaryScreens) = primary,
            case .stack(let secondaryID, let secondaryScreens) = secondary
        else { return [] }
        let added = screens.map(ScreenSnapshot.init)
        // While collapsed, the live split knows how many of the one stack's
        // screens are the primary column's own.
        let split = host.container(id) as? SplitContainer
        let own = isCollapsed && split?.movesOnCollapse == true ? split?.collapsedPrimaryCount : nil
        let kept = min(primaryCounts[id] ?? own ?? primaryScreens.count, primaryScreens.count)
        if isCollapsed, column == .primary { primaryCounts[id] = pushing ? kept + 1 : added.count }
        switch (column, isCollapsed) {
        case (.secondary, false):
            return [.setStack(secondaryID, keeping: pushing ? secondaryScreens.count : 0, screens: added)]
        case (.primary, false):
            return [.setStack(primaryID, keeping: pushing ? primaryScreens.count : 0, screens: added)]
        case (.secondary, true):
            return [.setStack(primaryID, keeping: pushing ? primaryScreens.count : kept, screens: added)]
        case (.primary, true):
            let detail = Array(primaryScreens.elements.dropFirst(kept))
            return [.setStack(primaryID, keeping: pushing ? kept : 0, screens: added + detail)]
        }
    }

    /// Shows `child` in a container of the tree: pops a stack to it, selects
    /// its tab, turns an app-defined container's page.
    private func show(_ child: NavigationChild, in reference: TreeEdit.ContainerReference) -> [NavigationEdit] {
        guard let container = reference.container, let node = tree.node(container.id) else { return [] }
        switch node {
        case .stack(let id, let screens):
            guard case .screen(let screen) = child,
                let index = screens.elements.firstIndex(where: { $0.id == ObjectIdentifier(screen) })
            else { return [] }
            return [.setStack(id, keeping: index + 1, screens: [])]
        case .tabs(let id, _, _):
            guard let index = container.children.firstIndex(where: { $0.isSame(as: child) }) else { return [] }
            return [.selectTab(index, of: id)]
        case .container(let id, _, _, _):
            guard let index = container.children.firstIndex(where: { $0.isSame(as: child) }) else { return [] }
            return [.showChild(index, of: id)]
        case .screen, .split:
            return []
        }
    }
}

extension NavigationHost.KeptScreens {
    /// How many of `count` screens are kept.
    func count(of count: Int) -> Int {
        switch self {
        case .first(let kept): Swift.min(kept, count)
        case .allButTop: Swift.max(0, count - 1)
        }
    }
}
