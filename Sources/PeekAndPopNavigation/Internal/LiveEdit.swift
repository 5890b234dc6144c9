import PeekAndPop

/// A ``NavigationEdit`` of the live tree: the same primitive edit, naming the
/// containers and screens themselves instead of their identities (H11).
///
/// Every change of the live tree is one of these, made by
/// `NavigationHost.apply(_:)`, the one place the tree changes: a routing
/// call's ``TreeEdit``s, a route's operations, a destination, a deep link's
/// steps, the user's interactions and the root's set-up are planned into
/// them against the tree as it is when they are performed (H2). Each
/// describes itself as the ``NavigationEdit``s it makes (`values(in:)`), so
/// that the tree before an edit, with those applied, is the tree after it;
/// the model-based fuzzer checks this on every change it makes.
///
/// A split's column edits are the split's: while it is collapsed, they act
/// on the primary stack below or above the screens that came from the
/// secondary column (``SplitContainer``), and describe themselves as the
/// stack edits they make.
@MainActor
enum LiveEdit {
    /// Pushes a screen onto a stack.
    case push(any Screen, onto: ScreenStack)
    /// Keeps a stack's first `keeping` screens and puts `screens` above them.
    case setStack(ScreenStack, keeping: Int, screens: [any Screen])
    /// Presents on top of the topmost presentation.
    case present(Presentation)
    /// Dismisses every presentation but the first `keeping`.
    case dismissPresentations(keeping: Int)
    /// Replaces the presentation at a position, keeping those over it.
    case replacePresentation(at: Int, with: Presentation)
    /// Selects a tab.
    case selectTab(Int, of: TabContainer)
    /// Inserts a tab, selecting it or keeping the selection on its tab.
    case insertTab(any NavigationContainer, at: Int, of: TabContainer, selecting: Bool)
    /// Removes a tab; the selection stays on its tab, or goes to the one
    /// before the removed selected tab.
    case removeTab(at: Int, of: TabContainer)
    /// Replaces a tab; the selection stays where it was.
    case replaceTab(at: Int, with: any NavigationContainer, of: TabContainer)
    /// Shows the child at a position of an app-defined container.
    case showChild(Int, of: any NavigationContainer)
    /// Replaces a split column's screens.
    case setColumn(NavigationHost.SplitColumn, of: SplitContainer, screens: [any Screen])
    /// Pushes a screen onto a split column.
    case pushColumn(NavigationHost.SplitColumn, of: SplitContainer, any Screen)
    /// Collapses a split (`true`) or expands it (`false`).
    case setCollapsed(Bool, of: SplitContainer)
    /// Replaces the root; the presentations stay.
    case replaceRoot(NavigationRoot)

    /// The edit as the ``NavigationEdit``s it makes, read before it is
    /// applied.
    func values(in host: NavigationHost) -> [NavigationEdit] {
        switch self {
        case .push(let screen, let stack):
            return [.push(ScreenSnapshot(screen), onto: stack.id)]
        case .setStack(let stack, let keeping, let screens):
            return [
                .setStack(
                    stack.id, keeping: min(keeping, stack.screens.count), screens: screens.map(ScreenSnapshot.init))
            ]
        case .present(let presentation):
            return [.present(presentation.node, style: presentation.style)]
        case .dismissPresentations(let keeping):
            return keeping < host.presentations.count ? [.dismissPresentations(keeping: keeping)] : []
        case .replacePresentation(let index, let presentation):
            return [.replacePresentation(at: index, with: presentation.node, style: presentation.style)]
        case .selectTab(let index, let tabs):
            return [.selectTab(index, of: tabs.id)]
        case .insertTab(let tab, let index, let tabs, let selecting):
            return [.insertTab(NavigationChild.container(tab).node, at: index, of: tabs.id, selecting: selecting)]
        case .removeTab(let index, let tabs):
            return [.removeTab(at: index, of: tabs.id)]
        case .replaceTab(let index, let tab, let tabs):
            return [.replaceTab(at: index, with: NavigationChild.container(tab).node, of: tabs.id)]
        case .showChild(let index, let container):
            return [.showChild(index, of: container.id)]
        case .setColumn(let column, let split, let screens):
            return Self.columnValues(column, of: split, keepingOwn: false, screens.map(ScreenSnapshot.init))
        case .pushColumn(let column, let split, let screen):
            return Self.columnValues(column, of: split, keepingOwn: true, [ScreenSnapshot(screen)])
        case .setCollapsed(let collapsed, let split):
            return [collapsed ? .collapse(split.id) : .expand(split.id, primaryCount: split.primaryCount)]
        case .replaceRoot(let root):
            return [.replaceRoot(root.child.node)]
        }
    }

    /// A column edit as the stack edit it makes: while the split is
    /// collapsed onto its primary stack, the primary column's screens are
    /// the stack's first `primaryCount`, the secondary column's the rest.
    private static func columnValues(
        _ column: NavigationHost.SplitColumn, of split: SplitContainer, keepingOwn: Bool, _ added: [ScreenSnapshot]
    ) -> [NavigationEdit] {
        let stack = column == .primary ? split.primary : split.secondary
        guard split.isCollapsed, split.movesOnCollapse else {
            return [.setStack(stack.id, keeping: keepingOwn ? stack.screens.count : 0, screens: added)]
        }
        let primary = split.primary
        let count = split.primaryCount
        switch column {
        case .primary:
            let above = primary.list.elements.dropFirst(count)
            return [.setStack(primary.id, keeping: keepingOwn ? count : 0, screens: added + above)]
        case .secondary:
            return [.setStack(primary.id, keeping: keepingOwn ? primary.screens.count : count, screens: added)]
        }
    }

    /// Makes the edit on `host`'s live tree; `false` when its position is
    /// not there.
    fileprivate func perform(on host: NavigationHost) -> Bool {
        let change = LiveTreeChange()
        switch self {
        case .push(let screen, let stack):
            stack.append(screen, change)
        case .setStack(let stack, let keeping, let screens):
            guard keeping >= 0 else { return false }
            stack.replace(from: keeping, with: screens, change)
        case .present(let presentation):
            host.appendPresentation(presentation, change)
        case .dismissPresentations(let keeping):
            guard keeping >= 0 else { return false }
            host.removePresentations(from: keeping, change)
        case .replacePresentation(let index, let presentation):
            guard host.presentations.indices.contains(index) else { return false }
            host.replacePresentation(at: index, with: presentation, change)
        case .selectTab(let index, let tabs):
            guard tabs.contents.indices.contains(index) else { return false }
            tabs.select(index, change)
        case .insertTab(let tab, let position, let tabs, let selecting):
            guard (0...tabs.contents.count).contains(position) else { return false }
            let selected = tabs.selectedIndex
            tabs.insert(tab, at: position, indexing: host.treeIndex, change)
            // The selected tab moves up when the new one comes before it:
            // no search of the tabs (adding one costs the same at any count).
            tabs.select(selecting ? position : position <= selected ? selected + 1 : selected, change)
        case .removeTab(let position, let tabs):
            guard tabs.contents.indices.contains(position), tabs.contents.count > 1 else { return false }
            let selected = tabs.selectedIndex
            tabs.remove(at: position, indexing: host.treeIndex, change)
            tabs.select(
                position < selected ? selected - 1 : position == selected ? max(0, position - 1) : selected, change)
        case .replaceTab(let position, let tab, let tabs):
            guard tabs.contents.indices.contains(position) else { return false }
            tabs.replace(at: position, with: tab, indexing: host.treeIndex, change)
        case .showChild(let index, let container):
            let children = container.children
            guard children.indices.contains(index) else { return false }
            _ = container.makeVisible(children[index])
        case .setColumn(let column, let split, let screens):
            guard column.whyNotAStack(in: split) == nil else { return false }
            switch column {
            case .primary: split.setPrimary(screens, change)
            case .secondary: split.setSecondary(screens, change)
            }
        case .pushColumn(let column, let split, let screen):
            guard column.whyNotAStack(in: split) == nil else { return false }
            switch column {
            case .primary: split.pushPrimary(screen, change)
            case .secondary: split.pushSecondary(screen, change)
            }
        case .setCollapsed(let collapsed, let split):
            guard split.isCollapsed != collapsed else { return false }
            split.setCollapsed(collapsed, change)
        case .replaceRoot(let newRoot):
            host.replaceRoot(with: newRoot, change)
        }
        return true
    }

    /// The edits that make `target` visible in `child`: every container on
    /// the way down to it shows the next one, the innermost first (H9);
    /// `nil` when `target` is not there.
    static func revealing(_ target: NavigationChild, in child: NavigationChild) -> [LiveEdit]? {
        if child.isSame(as: target) { return [] }
        guard case .container(let container) = child, !(container is ScreenStack) else { return nil }
        for (index, inner) in container.children.enumerated() {
            guard let inside = revealing(target, in: inner) else { continue }
            switch container {
            case let tabs as TabContainer: return inside + [.selectTab(index, of: tabs)]
            case is SplitContainer: return inside
            default: return inside + [.showChild(index, of: container)]
            }
        }
        return nil
    }
}

/// Leave to change the live tree, made only in this file, as
/// `NavigationHost.apply(_:)` performs an edit: every method that changes a
/// container, the root or the presentations asks for one, so the compiler
/// keeps the tree's changes in one place (H11).
struct LiveTreeChange {
    fileprivate init() {}
}

extension NavigationHost {
    /// Applies `edit` to the live tree: the one place it changes (H11).
    ///
    /// An edit whose position is not there changes nothing and answers
    /// `false`; the planners check their edits against the tree before
    /// (S23), so this only keeps a late one from trapping.
    @discardableResult
    func apply(_ edit: LiveEdit) -> Bool {
        let values = editObserver == nil ? [] : edit.values(in: self)
        // The route's slots follow the edits at its end; any other edit
        // drops them (``RouteSlotCache``). Taken out while the edit is made.
        var cache = RouteSlotCache.taken(from: self, before: edit)
        editsApplied &+= 1
        let applied = editsApplied
        guard edit.perform(on: self) else { return false }
        // An edit made inside this one (user code called back) leaves a
        // tree the slots did not follow.
        if editsApplied == applied, var moved = cache.take(), moved.moveOn(after: edit, in: self) {
            routeSlotCache = moved
        }
        if let editObserver {
            for value in values { editObserver(value) }
        }
        return true
    }
}
