import PeekAndPop

/// The transitions behind ``ModuleRouter``'s calls. Each builds its modules
/// now (so the screen exists as the transition's destination, the preview of
/// a peek), and decides where they go only when the engine performs it,
/// against the tree as it is then (H2).
extension NavigationHost {
    func routePush(
        _ builder: (RouterSeed) -> any Screen,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let (screen, handle) = build(builder, kind: .push, container: nil, presenter: nil)
        return submit(PendingTransition(pushing: screen, handle: handle, source: module, label: label))
    }

    /// Pushes `screen` onto the topmost stack as it is now (H2, H4); when
    /// the topmost layer has no stack, presents a new stack holding it.
    func pushOntoTopmostStack(_ screen: any Screen, handle: ModuleHandle?) {
        if presentations.isEmpty, let root, let container = root.child.misreportingContainer {
            report(
                .containerMisreported,
                "\(container.containerName)\(container.id) reports a visible child it does not hold; "
                    + "\(screen.screenName) is pushed within the tree instead"
            )
        }
        if let stack = topmostStack {
            apply(.push(screen, onto: stack))
            handle?.containerID = stack.id
        } else {
            let stack = makeStack([screen])
            handle?.containerID = stack.id
            apply(.present(Presentation(id: makeContainerID(), content: .stack(stack))))
        }
    }

    func routePresentModally(
        _ builder: (RouterSeed) -> any Screen,
        style: PresentationStyle = .sheet,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let id = makeContainerID()
        let (screen, handle) = build(builder, kind: .presentModally, container: id, presenter: module)
        let presentation = Presentation(id: id, content: .screen(screen), style: style)
        return submitPresentation(presentation, kind: .presentModally, from: module, handles: [handle], label: label)
    }

    func routePresentInNavigationStack(
        _ builder: (RouterSeed) -> any Screen,
        style: PresentationStyle = .sheet,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let stack = makeStack()
        let (screen, handle) = build(builder, kind: .presentInNavigationStack, container: stack.id, presenter: module)
        stack.setUp([screen])
        let presentation = Presentation(id: makeContainerID(), content: .stack(stack), style: style)
        return submitPresentation(
            presentation, kind: .presentInNavigationStack, from: module, handles: [handle], label: label)
    }

    /// Presents what `content` describes, built now: a screen as
    /// `routePresentModally(_:style:from:label:)` does, a stack as
    /// `routePresentInNavigationStack(_:style:from:label:)` does, any other
    /// container as one presentation of kind `TransitionKind.presentContainer`
    /// (H5); its topmost screen is the destination (the preview of a peek).
    func routePresent(
        _ content: RootContent,
        style: PresentationStyle,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        switch content.shape {
        case .screen(let builder):
            return routePresentModally(builder, style: style, from: module, label: label)
        case .stack(let builders):
            let (stack, handles) = buildStack(builders, kind: .presentInNavigationStack, presenter: module)
            let presentation = Presentation(id: makeContainerID(), content: .stack(stack), style: style)
            return submitPresentation(
                presentation, kind: .presentInNavigationStack, from: module, handles: handles, label: label)
        case .tabs, .split, .splitOf, .container:
            let (made, handles) = makeRoot(content, kind: .presentContainer, presenter: module)
            guard case .container(let container) = made.child else { preconditionFailure("a container") }
            let presentation = Presentation(id: makeContainerID(), content: .container(container), style: style)
            return submitPresentation(
                presentation, kind: .presentContainer, from: module, handles: handles,
                label: label ?? "presentContainer \(container.containerName)\(container.id)")
        }
    }

    /// Presents on top of the topmost presentation as it is when performed,
    /// whichever module asks (forwarded to the topmost container, H4).
    private func submitPresentation(
        _ presentation: Presentation,
        kind: TransitionKind,
        from module: any Screen,
        handles: [ModuleHandle],
        label: String?
    ) -> RoutingOutcome {
        submit(
            PendingTransition(
                kind: kind, label: label, destination: presentation.topScreen, source: module, modules: handles,
                edits: [.present(presentation)])
        )
    }

    /// The stack a module acts on: the one it is in, or the one it was last
    /// in while that stack is still in the tree.
    func ownStack(of module: any Screen, handle: ModuleHandle) -> ScreenStack? {
        if let location = locate(module) {
            return location.stack
        }
        guard handle.hasJoinedTree, let id = handle.containerID else { return nil }
        return stack(withID: id)
    }

    /// The stack `id` of the tree, if it is in it.
    func stack(withID id: ContainerID) -> ScreenStack? {
        if let stack = rootStacks.first(where: { $0.id == id }) {
            return stack
        }
        return presentations.lazy.flatMap { $0.child.stacks }.first { $0.id == id }
    }

    /// Which screens of a module's stack a set-stack keeps, counted against
    /// the stack as it is when the transition is performed (H2).
    enum KeptScreens {
        /// The first `count` screens (all of them, if fewer).
        case first(Int)
        /// Every screen but the top one.
        case allButTop

        /// Whether a stack that holds at least one screen keeps one.
        var keepsAScreen: Bool {
            switch self {
            case .first(let count): count > 0
            case .allButTop: false
            }
        }

        @MainActor func count(in stack: ScreenStack) -> Int {
            switch self {
            case .first(let count): min(count, stack.screens.count)
            case .allButTop: max(stack.screens.count - 1, 0)
            }
        }
    }

    /// The one set-stack transition, behind ``ModuleRouter/setStack(label:_:)``,
    /// ``ModuleRouter/setStack(keepingFirst:label:_:)`` and
    /// ``ModuleRouter/replaceTopModule(label:_:)``: the module's own stack as
    /// it is when performed (H2) keeps what `kept` says and gets the new
    /// modules above. The module's own stack is the one it is in, or the one
    /// it was last in while that stack is in the tree (a module that an
    /// earlier call dismissed); if that is gone too, it changes nothing.
    func routeSetStack(
        _ builders: [(RouterSeed) -> any Screen],
        keeping kept: KeptScreens = .first(0),
        from module: any Screen,
        handle source: ModuleHandle,
        label: String?
    ) -> RoutingOutcome {
        let built = builders.map { build($0, kind: .setStack, container: nil, presenter: nil) }
        let screens = built.map(\.screen)
        let handles = built.map(\.handle)
        let keeping: String
        switch kept {
        case .first(0): keeping = ""
        case .first(let count): keeping = "keeping \(count) "
        case .allButTop: keeping = "keeping \(ownStack(of: module, handle: source).map(kept.count(in:)) ?? 0) "
        }
        return submit(
            PendingTransition(
                kind: .setStack,
                label: label ?? "setStack \(keeping)[\(screens.map(\.screenName).joined(separator: ", "))]",
                destination: screens.last,
                source: module,
                modules: handles,
                edits: [
                    .replaceStack(
                        .ownStack(of: TreeEdit.ModuleReference(module, handle: source)), keeping: kept, with: screens,
                        handles)
                ]
            )
        )
    }

    /// Undoes the transition that showed `module` and everything after it.
    func routeDismiss(_ module: any Screen) -> RoutingOutcome {
        routeUndo(.dismiss, module, .dismiss(TreeEdit.ModuleReference(module)))
    }

    /// Undoes everything after `module`.
    func routeFocus(_ module: any Screen) -> RoutingOutcome {
        routeUndo(.focus, module, .focus(TreeEdit.ModuleReference(module)))
    }

    /// A dismiss or focus of `module`: valid while the module is in the tree,
    /// applied against where the module is when it runs (H2, H4).
    private func routeUndo(_ kind: TransitionKind, _ module: any Screen, _ edit: TreeEdit) -> RoutingOutcome {
        submit(
            PendingTransition(
                kind: kind, label: "\(kind) \(module.screenName)", destination: nil, source: module, modules: [],
                edits: [edit])
        )
    }
}
