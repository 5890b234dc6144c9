import PeekAndPop

/// The one check and the one application of ``TreeEdit``s: every routing
/// call's change to the tree goes through `apply(edits:by:as:)`, each edit
/// bound to the tree as it is when applied (H2).
extension NavigationHost {
    /// Why `edits` can no longer be applied to the tree as it is, the first
    /// reason found, or `nil` (S23).
    func whyNot(applying edits: [TreeEdit]) -> String? {
        for edit in edits {
            if let why = whyNot(applying: edit) { return why }
        }
        return nil
    }

    /// Applies `edits` in order as `transition`, numbered `id`, each against
    /// the tree as the ones before it leave it (H2); an edit whose container
    /// has left the tree changes nothing.
    func apply(edits: [TreeEdit], by transition: PendingTransition, as id: TransitionID) {
        for edit in edits { apply(edit: edit, by: transition, as: id) }
    }

    /// Why `edit` can no longer be applied to the tree as it is, or `nil`.
    func whyNot(applying edit: TreeEdit) -> String? {
        switch edit {
        case .push(let screen, _, _):
            return whyAlreadyInTree(CollectionOfOne(screen))
        case .replaceStack(.ownStack(of: let module), _, let screens, _):
            // Its stack in the tree the calls frozen before it leave (H12):
            // one of them may have removed it, as a tap's earlier call does.
            let stack = ownStack(of: module)
            guard let screen = module.screen,
                stack.map({ !isTakenOutByFrozenCall($0) }) ?? hasJoinedByFrozenCall(screen)
            else {
                return "\(module.screen?.screenName ?? "the module")'s stack is no longer in the navigation tree"
            }
            return whyAlreadyInTree(screens)
        case .dismiss(let module), .focus(let module):
            return whyNotInTreeNorFrozen(module.screen)
        case .dismissPresentations(let router, _):
            guard let container = router.boundContainer(), layer(of: container) != nil else {
                return "the container is not in the navigation tree"
            }
            return nil
        case .selectTab(let index, let router):
            guard let tabs = router.current(TabContainer.self) else { return "the tab container is gone" }
            return (0..<tabCount(of: tabs)).contains(index) ? nil : "tab \(index) is gone"
        case .addTab(_, let index, _, let router, _):
            guard let tabs = router.current(TabContainer.self) else { return "the tab container is gone" }
            if let index, index > tabCount(of: tabs) { return "tab position \(index) is gone" }
            return whyAlreadyInTree(edit.addedScreens)
        case .removeTab(let index, let router):
            guard let tabs = router.current(TabContainer.self) else { return "the tab container is gone" }
            let count = tabCount(of: tabs)
            return (0..<count).contains(index) && count > 1 ? nil : "tab \(index) is gone"
        case .replaceTab(let index, _, let router, _):
            guard let tabs = router.current(TabContainer.self) else { return "the tab container is gone" }
            guard (0..<tabCount(of: tabs)).contains(index) else { return "tab \(index) is gone" }
            return whyAlreadyInTree(edit.addedScreens)
        case .setColumn(let column, _, let router, _), .pushColumn(let column, _, let router, _):
            guard let split = router.current(SplitContainer.self) else { return "the split container is gone" }
            if let why = column.whyNotAStack(in: split) { return why }
            return whyAlreadyInTree(edit.addedScreens)
        case .showChild(let child, let reference):
            guard let container = reference.container, contains(container) else { return "the container is gone" }
            guard container.children.contains(where: { $0.isSame(as: child) }) else {
                return "the child is no longer in \(container.containerName)\(container.id)"
            }
            return nil
        case .openRelative(let route, let steps):
            return whyNot(opening: route, steps) ?? whyAlreadyInTree(edit.addedScreens)
        case .replaceStack(.topmost, _, _, _), .present, .replaceRoot:
            return whyAlreadyInTree(edit.addedScreens)
        case .setRoutes(let routes):
            return routes.whyNot(in: self)
        case .show(let destination):
            return destination.whyNot(in: self)
        }
    }

    /// Why a deep link's steps no longer apply to the tree the calls frozen
    /// before it leave (H12): the first tab container is gone, or holds no
    /// tab at an index it selects; `nil` when they apply.
    private func whyNot(opening route: Route, _ steps: [TreeEdit.RelativeStep]) -> String? {
        guard steps.contains(where: { if case .selectTab = $0 { true } else { false } }) else { return nil }
        var tree = frozenTree() ?? FrozenTree(self)
        do throws(NavigationEdit.Refusal) {
            _ = try tree.apply(.openRelative(route, steps), in: self)
            return nil
        } catch {
            switch error {
            case .noTabContainer:
                return "\(route) selects a tab and the root has no tabs"
            case .positionOutOfRange(let index, _, let count):
                return "\(route) selects tab \(index) of \(count) tabs"
            default:
                return nil  // What else does not apply is checked below.
            }
        }
    }

    /// Applies `edit` as `transition`, numbered `id`, against the tree as it
    /// is (H2); a push calls this with no list, free of allocations.
    func apply(edit: TreeEdit, by transition: PendingTransition, as id: TransitionID) {
        switch edit {
        case .push(let screen, let stack, let handle):
            push(screen, onto: stack, handle: handle)
        case .replaceStack(let stack, let kept, let screens, let handles):
            replaceStack(stack, keeping: kept, with: screens, handles: handles)
        case .present(let presentation):
            apply(.present(presentation))
        case .dismiss(let module):
            guard let screen = module.screen, let location = locate(screen) else { return }
            switch location.place {
            case .stack(let stack, let index) where index > 0:
                apply(.setStack(stack, keeping: index, screens: []))
                apply(.dismissPresentations(keeping: location.level))
            case .stack, .presentedScreen:
                if location.level > 0 { apply(.dismissPresentations(keeping: location.level - 1)) }
            case .rootScreen:
                break
            }
        case .focus(let module):
            guard let screen = module.screen, let location = locate(screen) else { return }
            apply(.dismissPresentations(keeping: location.level))
            if case .stack(let stack, let index) = location.place {
                apply(.setStack(stack, keeping: index + 1, screens: []))
            }
        case .dismissPresentations(let router, let including):
            guard let container = router.boundContainer(), let level = layer(of: container) else { return }
            if !including {
                apply(.dismissPresentations(keeping: level))
            } else if level > 0 {
                apply(.dismissPresentations(keeping: level - 1))
            }
        case .replaceRoot(let newRoot):
            apply(.dismissPresentations(keeping: 0))
            apply(.replaceRoot(newRoot))
        case .selectTab, .addTab, .removeTab, .replaceTab:
            applyTabEdit(edit)
        case .setColumn, .pushColumn:
            applySplitEdit(edit)
        case .showChild(let child, let reference):
            guard let container = reference.container, contains(container) else { return }
            // A stack finds its screen at once, at any depth (H1).
            let position: Int? =
                if let stack = container as? ScreenStack, case .screen(let screen) = child {
                    stack.index(of: screen)
                } else {
                    container.children.firstIndex { $0.isSame(as: child) }
                }
            switch (container, position) {
            case (let stack as ScreenStack, let position?):
                apply(.setStack(stack, keeping: position + 1, screens: []))
            case (let tabs as TabContainer, let position?):
                apply(.selectTab(position, of: tabs))
            case (is SplitContainer, _), (_, nil):
                break
            case (_, let position?):
                apply(.showChild(position, of: container))
            }
        case .openRelative(_, let steps):
            applyRelative(steps)
        case .setRoutes(let routes):
            routes.apply(in: self)
        case .show(let destination):
            destination.apply(in: self, by: transition, as: id)
        }
    }

    /// Pushes `screen` onto the stack `reference` finds now (H2); when there
    /// is none, presents a new stack holding it.
    private func push(_ screen: any Screen, onto reference: TreeEdit.StackReference, handle: ModuleHandle?) {
        switch reference {
        case .topmost:
            pushOntoTopmostStack(screen, handle: handle)
        case .ownStack:
            replaceStack(reference, keeping: .first(.max), with: [screen], handles: handle.map { [$0] } ?? [])
        }
    }

    /// The one set-stack: the stack `reference` finds now (H2) keeps what
    /// `kept` says and gets `screens` above; with no stack, a presented
    /// stack holds them.
    private func replaceStack(
        _ reference: TreeEdit.StackReference,
        keeping kept: KeptScreens,
        with screens: [any Screen],
        handles: [ModuleHandle]
    ) {
        // The module's own stack as it is now (H2). If an earlier call of
        // the same commit removed it (one decided only when performed, which
        // the check could not foresee), it changes nothing, as at a tap,
        // where the module's call throws: never another stack.
        let found: ScreenStack?
        switch reference {
        case .topmost:
            found = topmostStack
        case .ownStack(let module):
            guard let own = ownStack(of: module) else { return }
            found = own
        }
        if let stack = found {
            apply(.setStack(stack, keeping: kept.count(in: stack), screens: screens))
            for handle in handles { handle.containerID = stack.id }
        } else {
            let stack = makeStack(screens)
            for handle in handles { handle.containerID = stack.id }
            apply(.present(Presentation(id: makeContainerID(), content: .stack(stack))))
        }
    }

    /// The stack `module` acts on now: the one it is in, or the one it was
    /// last in while that stack is in the tree.
    private func ownStack(of module: TreeEdit.ModuleReference) -> ScreenStack? {
        guard let screen = module.screen else { return nil }
        guard let handle = module.handle else { return locate(screen)?.stack }
        return ownStack(of: screen, handle: handle)
    }

    private func applyTabEdit(_ edit: TreeEdit) {
        let router: ContainerRouter
        let handles: [ModuleHandle]
        switch edit {
        case .selectTab(_, let of), .removeTab(_, let of): (router, handles) = (of, [])
        case .addTab(_, _, _, let of, let built), .replaceTab(_, _, let of, let built): (router, handles) = (of, built)
        default: return
        }
        guard let tabs = router.current(TabContainer.self) else { return }
        switch edit {
        case .selectTab(let index, _):
            apply(.selectTab(index, of: tabs))
        case .addTab(let tab, let index, let select, _, _):
            // Against the tabs as they are now (H2): an earlier transition of
            // the same commit may have removed some.
            let count = tabs.contents.count
            apply(.insertTab(tab, at: min(index ?? count, count), of: tabs, selecting: select))
        case .removeTab(let index, _):
            apply(.removeTab(at: index, of: tabs))
        case .replaceTab(let index, let tab, _, _):
            apply(.replaceTab(at: index, with: tab, of: tabs))
        default:
            return
        }
        placeBuilt(handles)
    }

    private func applySplitEdit(_ edit: TreeEdit) {
        switch edit {
        case .setColumn(let column, let screens, let router, let handles):
            guard let split = router.current(SplitContainer.self) else { return }
            apply(.setColumn(column, of: split, screens: screens))
            placeBuilt(handles)
        case .pushColumn(let column, let screen, let router, let handles):
            guard let split = router.current(SplitContainer.self) else { return }
            apply(.pushColumn(column, of: split, screen))
            placeBuilt(handles)
        default:
            return
        }
    }

    /// Tells each built module the stack it went into.
    private func placeBuilt(_ handles: [ModuleHandle]) {
        for handle in handles {
            handle.containerID = handle.screen.flatMap { locate($0)?.stack?.id }
        }
    }
}
