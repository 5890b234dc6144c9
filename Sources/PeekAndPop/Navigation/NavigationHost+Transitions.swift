/// The transitions behind ``ModuleRouter``'s calls. Each builds its modules
/// now (so the screen exists as the transition's destination, the preview of
/// a peek), and changes the tree only when the engine performs it.
extension NavigationHost {
    private func validateModule(
        _ module: (any Screen)?,
        in stack: ScreenStack?,
        adding screens: [any Screen]
    ) -> String? {
        if let why = whyNotInTree(module) {
            return why
        }
        if let stack, let module, locate(module)?.stack !== stack {
            return "\(module.screenName)'s stack is no longer in the navigation tree"
        }
        return whyAlreadyInTree(screens)
    }

    func routePush(
        _ builder: (RouterSeed) -> any Screen,
        onto stack: ScreenStack,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let (screen, handle) = build(builder, kind: .push, container: stack.id, presenter: nil)
        return submit(
            PendingTransition(
                kind: .push,
                label: label,
                destination: screen,
                source: module,
                modules: [handle],
                validate: { [weak self, weak stack, weak module] in
                    guard let self, let stack else { return "the stack is gone" }
                    return self.validateModule(module, in: stack, adding: [screen])
                },
                apply: { [weak stack] in
                    stack?.screens.append(screen)
                }
            )
        )
    }

    func routePresentModally(
        _ builder: (RouterSeed) -> any Screen,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let id = makeContainerID()
        let (screen, handle) = build(builder, kind: .presentModally, container: id, presenter: module)
        let presentation = Presentation(id: id, content: .screen(screen))
        return submitPresentation(presentation, kind: .presentModally, from: module, handle: handle, label: label)
    }

    func routePresentInNavigationStack(
        _ builder: (RouterSeed) -> any Screen,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let stack = makeStack()
        let (screen, handle) = build(builder, kind: .presentInNavigationStack, container: stack.id, presenter: module)
        stack.screens = [screen]
        let presentation = Presentation(id: makeContainerID(), content: .stack(stack))
        return submitPresentation(
            presentation, kind: .presentInNavigationStack, from: module, handle: handle, label: label)
    }

    /// Presents on top of the topmost presentation, whichever module asks
    /// (forwarded to the topmost container, as in Marshroute).
    private func submitPresentation(
        _ presentation: Presentation,
        kind: TransitionKind,
        from module: any Screen,
        handle: ModuleHandle,
        label: String?
    ) -> RoutingOutcome {
        submit(
            PendingTransition(
                kind: kind,
                label: label,
                destination: presentation.screens.first,
                source: module,
                modules: [handle],
                validate: { [weak self, weak module] in
                    guard let self else { return "the navigation host is gone" }
                    return self.validateModule(module, in: nil, adding: presentation.screens)
                },
                apply: { [weak self] in
                    self?.presentations.append(presentation)
                }
            )
        )
    }

    func routeSetStack(
        _ builders: [(RouterSeed) -> any Screen],
        in stack: ScreenStack,
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let built = builders.map { build($0, kind: .setStack, container: stack.id, presenter: nil) }
        let screens = built.map(\.screen)
        return submit(
            PendingTransition(
                kind: .setStack,
                label: label ?? "setStack [\(screens.map(\.screenName).joined(separator: ", "))]",
                destination: screens.last,
                source: module,
                modules: built.map(\.handle),
                validate: { [weak self, weak stack, weak module] in
                    guard let self, let stack else { return "the stack is gone" }
                    return self.validateModule(module, in: stack, adding: screens)
                },
                apply: { [weak stack] in
                    stack?.screens = screens
                }
            )
        )
    }

    func routeSelectTab(_ index: Int, in tabs: TabContainer, from module: any Screen) -> RoutingOutcome {
        submit(
            PendingTransition(
                kind: .selectTab,
                label: "selectTab \(index)",
                destination: nil,
                source: module,
                modules: [],
                validate: { [weak self, weak tabs, weak module] in
                    guard let self, let tabs, self.rootTabs === tabs else { return "the tab container is gone" }
                    return self.whyNotInTree(module)
                },
                apply: { [weak tabs] in
                    tabs?.selectedIndex = index
                }
            )
        )
    }

    /// Undoes the transition that showed `module` and everything after it.
    func routeDismiss(_ module: any Screen) -> RoutingOutcome {
        routeUndo(.dismiss, module) { host, location in
            switch location.place {
            case .stack(let stack, let index) where index > 0:
                stack.screens.removeSubrange(index...)
                host.presentations.removeSubrange(location.level...)
            case .stack, .presentedScreen:
                if location.level > 0 {
                    host.presentations.removeSubrange((location.level - 1)...)
                }
            case .rootScreen:
                break
            }
        }
    }

    /// Undoes everything after `module`.
    func routeFocus(_ module: any Screen) -> RoutingOutcome {
        routeUndo(.focus, module) { host, location in
            if case .stack(let stack, let index) = location.place {
                stack.screens.removeSubrange((index + 1)...)
            }
            host.presentations.removeSubrange(location.level...)
        }
    }

    /// A dismiss or focus of `module`: valid while the module is in the tree,
    /// applied by `undo` against where the module is when it runs.
    private func routeUndo(
        _ kind: TransitionKind,
        _ module: any Screen,
        undo: @escaping @MainActor (NavigationHost, ModuleLocation) -> Void
    ) -> RoutingOutcome {
        submit(
            PendingTransition(
                kind: kind,
                label: "\(kind) \(module.screenName)",
                destination: nil,
                source: module,
                modules: [],
                validate: { [weak self, weak module] in
                    guard let self else { return "the navigation host is gone" }
                    return self.whyNotInTree(module)
                },
                apply: { [weak self, weak module] in
                    guard let self, let module, let location = self.locate(module) else { return }
                    undo(self, location)
                }
            )
        )
    }
}
