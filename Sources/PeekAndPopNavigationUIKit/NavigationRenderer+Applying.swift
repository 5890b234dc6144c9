#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation

    /// Applying a change of the tree to UIKit: only what changed, by container identity (R3).
    extension NavigationRenderer {
        /// Applies the change from `old` (what UIKit shows) to `new`, and calls `completion`
        /// once every UIKit transition it started has ended (R2).
        func apply(
            from old: NavigationSnapshot, to new: NavigationSnapshot, animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            let group = CompletionGroup(completion)
            let change = NavigationChange(cause: .interaction, from: old, to: new)
            var rootReplaced = false
            let previousRoot = rootViewController
            renderedSnapshot = new
            for detail in change.details {
                switch detail {
                case .root(let node):
                    rootReplaced = true
                    installRoot(node.map { controller(for: $0) })
                case .tabSelection(let id, let index):
                    if let tabs = containerControllers[id] as? UITabBarController, tabs.selectedIndex != index {
                        tabs.selectedIndex = index
                    }
                case .children(let node):
                    _ = controller(for: node)
                case .splitCollapse:
                    break  // UIKit collapses a split for its size class; the model follows it (R4).
                case .visibleChildren(let id, _):
                    if let node = Self.node(id, in: new) { _ = controller(for: node, animated: animated, group) }
                case .stack(let id, let list):
                    let before = Self.node(id, in: old).map(\.screens) ?? []
                    editStack(id, from: before, to: list.elements, animated: animated, group)
                case .presentations:
                    break  // Below, after the root and the stacks.
                }
            }
            let oldChain = rootReplaced ? [] : old.presentations
            if rootReplaced || change.details.contains(where: { if case .presentations = $0 { true } else { false } }) {
                editPresentations(
                    from: oldChain, styles: old.presentationStyles, to: new, animated: animated,
                    presentedBy: previousRoot, dismissAll: rootReplaced, group)
            }
            group.leave()
        }

        // MARK: Containers

        /// The controller of `node`, made or reused by identity, its contents brought to
        /// `node`'s with one UIKit call where they differ and none where they do not (R3).
        @discardableResult
        func controller(
            for node: NavigationSnapshot.Node, animated: Bool = false, _ group: CompletionGroup? = nil
        ) -> UIViewController {
            switch node {
            case .screen(let screen):
                return controller(for: screen, inStack: false)
            case .stack(let id, let list):
                let navigation = navigationController(id)
                let target = list.elements.map { controller(for: $0, inStack: true) }
                if !navigation.viewControllers.elementsEqual(target, by: ===) {
                    navigation.setViewControllers(target, animated: false)
                }
                return navigation
            case .tabs(let id, let tabs, let selectedIndex):
                let tabBar: UITabBarController = container(id) {
                    let made = factory.makeTabBarController(id)
                    made.delegate = self
                    return made
                }
                let target = tabs.map { controller(for: $0) }
                if !(tabBar.viewControllers ?? []).elementsEqual(target, by: ===) {
                    tabBar.setViewControllers(target, animated: false)
                }
                if tabBar.selectedIndex != selectedIndex { tabBar.selectedIndex = selectedIndex }
                return tabBar
            case .split(let id, let primary, let secondary, _):
                let split: UISplitViewController = container(id) {
                    let made = factory.makeSplitViewController(id)
                    made.delegate = self
                    return made
                }
                for (column, child) in [(UISplitViewController.Column.primary, primary), (.secondary, secondary)] {
                    let target = controller(for: child)
                    if split.viewController(for: column) !== target { split.setViewController(target, for: column) }
                }
                return split
            case .container(let id, let name, let children, let visible):
                let targets = children.map { controller(for: $0) }
                if let existing = containerControllers[id] as? any NavigationContainerController {
                    group?.enter()
                    existing.setChildren(targets, visible: visible, animated: animated) { group?.leave() }
                    return existing
                }
                guard let made = factory.makeContainer(id, name) else {
                    report(.containerNotRendered, "\(name)\(id) has no view controller; showing its visible child")
                    return visible.last.map { targets[$0] } ?? UIViewController()
                }
                register(made, id)
                made.setChildren(targets, visible: visible, animated: false) {}
                return made
            }
        }

        /// The navigation controller of the stack `id`, made once.
        func navigationController(_ id: ContainerID) -> UINavigationController {
            container(id) {
                let made = factory.makeNavigationController(id)
                made.delegate = self
                return made
            }
        }

        private func container<Controller: UIViewController>(_ id: ContainerID, make: () -> Controller) -> Controller {
            if let existing = containerControllers[id] as? Controller { return existing }
            let made = make()
            register(made, id)
            return made
        }

        private func register(_ controller: UIViewController, _ id: ContainerID) {
            containerControllers[id] = controller
            containerIDs[ObjectIdentifier(controller)] = id
        }

        /// The controller of a screen; an empty one, with a diagnostic, for a screen UIKit
        /// cannot show there (R5: never a UIKit exception).
        func controller(for screen: ScreenSnapshot, inStack: Bool) -> UIViewController {
            guard let controller = screens.controller(for: screen.id) else {
                report(.screenNotRenderable, "\(screen.name) is not a view controller; an empty one stands in for it")
                return placeholder(for: screen)
            }
            if inStack, controller is UINavigationController {
                report(.screenNotRenderable, "\(screen.name) is a navigation controller, which UIKit cannot push")
                return placeholder(for: screen)
            }
            return controller
        }

        private func placeholder(for screen: ScreenSnapshot) -> UIViewController {
            let placeholder = UIViewController()
            placeholder.title = screen.name
            screens.remember(placeholder, screen.id)
            return placeholder
        }

        // MARK: Stacks

        /// Brings a stack from `before` to `after` with one UIKit call (R3): a push, a pop, a pop
        /// to a screen or to the root, or a set; the navigation controller's own stack is
        /// checked against `before` first (R5).
        private func editStack(
            _ id: ContainerID, from before: [ScreenSnapshot], to after: [ScreenSnapshot], animated: Bool,
            _ group: CompletionGroup
        ) {
            let navigation = navigationController(id)
            let current = navigation.viewControllers
            let expected = before.map { screens.controller(for: $0.id) }
            if !current.elementsEqual(expected, by: { $0 === $1 }) {
                report(
                    .renderedTreeDiverged,
                    "stack\(id) was changed outside the host; setting it to the tree's \(after.map(\.name))")
            }
            let target = after.map { controller(for: $0, inStack: true) }
            let isPrefix = target.count < current.count && zip(current, target).allSatisfy { $0 === $1 }
            if target.count == current.count + 1, zip(current, target).allSatisfy({ $0 === $1 }), let top = target.last
            {
                navigation.pushViewController(top, animated: animated)
            } else if isPrefix, target.count == current.count - 1 {
                navigation.popViewController(animated: animated)
            } else if isPrefix, target.count == 1 {
                navigation.popToRootViewController(animated: animated)
            } else if isPrefix, let top = target.last {
                navigation.popToViewController(top, animated: animated)
            } else if current.elementsEqual(target, by: ===) {
                return
            } else {
                navigation.setViewControllers(target, animated: animated)
            }
            wait(for: navigation, animated: animated, group)
        }

        /// Waits for the transition a navigation controller started: its coordinator's
        /// completion when animated (R2), none otherwise.
        private func wait(for controller: UIViewController, animated: Bool, _ group: CompletionGroup) {
            guard animated, let coordinator = controller.transitionCoordinator else { return }
            group.enter()
            coordinator.animate(alongsideTransition: nil) { _ in group.leave() }
        }

        // MARK: Presentations

        /// Dismisses the presentations above the common part of the chains, with one
        /// `dismiss`, then presents the new ones one after the other, each from the one below
        /// it, in the previous one's completion (UIKit refuses a presentation during another).
        private func editPresentations(
            from old: [NavigationSnapshot.Node], styles oldStyles: [PresentationStyle], to new: NavigationSnapshot,
            animated: Bool, presentedBy previousRoot: UIViewController?, dismissAll: Bool, _ group: CompletionGroup
        ) {
            var common = 0
            while !dismissAll, common < old.count, common < new.presentations.count,
                Self.key(of: old[common]) == Self.key(of: new.presentations[common]),
                oldStyles.indices.contains(common), new.presentationStyles.indices.contains(common),
                oldStyles[common] == new.presentationStyles[common]
            {
                common += 1
            }
            let dismissed = presentedControllers.count > common
            // A replaced root dismisses what the old one presented before it goes.
            let presenterOfFirstRemoved = common == 0 ? previousRoot : presentedControllers[common - 1]
            presentedControllers.removeSubrange(min(common, presentedControllers.count)...)
            let toPresent = Array(zip(new.presentations, new.presentationStyles).dropFirst(common))
            group.enter()
            let presentRest = { [weak self] in
                self?.present(toPresent[...], animated: animated) { group.leave() }
            }
            if dismissed, let presenter = presenterOfFirstRemoved {
                presenter.dismiss(animated: animated) { presentRest() }
            } else {
                presentRest()
            }
        }

        private func present(
            _ chain: ArraySlice<(NavigationSnapshot.Node, PresentationStyle)>, animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            guard let (node, style) = chain.first,
                let presenter = presentedControllers.last ?? rootViewController
            else { return completion() }
            let controller = controller(for: node)
            if controller.presentingViewController != nil || controller.parent != nil {
                report(.screenNotRenderable, "\(node) is already shown elsewhere; UIKit cannot present it")
                return completion()
            }
            configure(controller, for: style)
            presentedControllers.append(controller)
            presenter.present(controller, animated: animated) { [weak self] in
                guard let self else { return completion() }
                present(chain.dropFirst(), animated: animated, completion: completion)
            }
        }

        /// Sets a presented controller's style and popover anchor, and makes the renderer the
        /// delegate of its presentation controller (R4: a sheet pulled down).
        private func configure(_ controller: UIViewController, for style: PresentationStyle) {
            switch style {
            case .sheet:
                controller.modalPresentationStyle = .pageSheet
            case .fullScreen:
                controller.modalPresentationStyle = .fullScreen
            case .popover(let anchor, let options):
                controller.modalPresentationStyle = .popover
                if let popover = controller.popoverPresentationController {
                    switch anchor {
                    case .rect(let rect):
                        popover.sourceView = rootViewController?.view
                        popover.sourceRect = CGRect(rect)
                    case .sourceView(let identifier, let rect):
                        popover.sourceView = factory.sourceView(identifier)
                        if let rect { popover.sourceRect = CGRect(rect) }
                    case .barItem(let identifier):
                        popover.sourceItem = factory.barButtonItem(identifier)
                    }
                    popover.permittedArrowDirections = UIPopoverArrowDirection(options.permittedArrowDirections)
                }
            }
            controller.presentationController?.delegate = self
        }

        // MARK: Reading snapshots

        /// What makes two nodes the same container: its identifier, or the screen's identity.
        enum NodeKey: Hashable {
            case screen(ObjectIdentifier)
            case container(ContainerID)
        }

        static func key(of node: NavigationSnapshot.Node) -> NodeKey {
            switch node {
            case .screen(let screen): .screen(screen.id)
            case .stack(let id, _), .tabs(let id, _, _), .split(let id, _, _, _), .container(let id, _, _, _):
                .container(id)
            }
        }

        /// The node of the container `id` in `snapshot`, if there.
        static func node(_ id: ContainerID, in snapshot: NavigationSnapshot) -> NavigationSnapshot.Node? {
            for layer in (snapshot.root.map { [$0] } ?? []) + snapshot.presentations {
                if let found = node(id, in: layer) { return found }
            }
            return nil
        }

        static func node(_ id: ContainerID, in node: NavigationSnapshot.Node) -> NavigationSnapshot.Node? {
            switch node {
            case .screen: return nil
            case .stack(let mine, _): return mine == id ? node : nil
            case .tabs(let mine, let tabs, _):
                if mine == id { return node }
                for tab in tabs { if let found = self.node(id, in: tab) { return found } }
                return nil
            case .split(let mine, let primary, let secondary, _):
                if mine == id { return node }
                return self.node(id, in: primary) ?? self.node(id, in: secondary)
            case .container(let mine, _, let children, _):
                if mine == id { return node }
                for child in children { if let found = self.node(id, in: child) { return found } }
                return nil
            }
        }
    }

    /// Calls its completion once every part it waits for has ended.
    @MainActor
    final class CompletionGroup {
        private var count = 1
        private var completion: (@MainActor () -> Void)?

        init(_ completion: @escaping @MainActor () -> Void) { self.completion = completion }

        func enter() { count += 1 }

        func leave() {
            count -= 1
            if count == 0, let completion {
                self.completion = nil
                completion()
            }
        }
    }

    extension CGRect {
        init(_ rect: Rect) {
            self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        }
    }

    extension UIPopoverArrowDirection {
        init(_ directions: PopoverOptions.ArrowDirections) {
            var result: UIPopoverArrowDirection = []
            if directions.contains(.up) { result.insert(.up) }
            if directions.contains(.down) { result.insert(.down) }
            if directions.contains(.left) { result.insert(.left) }
            if directions.contains(.right) { result.insert(.right) }
            self = result
        }
    }
#endif
