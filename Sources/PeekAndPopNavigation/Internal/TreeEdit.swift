import PeekAndPop

/// One change a routing call makes to the navigation tree, as a value (H1).
///
/// A call plans its edits when it is made, with the modules it built; where
/// each edit lands is decided when it is applied, against the tree as it is
/// then (H2): a stack, a tab container or a split is named by how to find
/// it (`StackReference`, a ``ContainerRouter``'s binding), never captured
/// at the call. ``NavigationHost/whyNot(applying:)`` checks a list of edits
/// against the tree (S23) and ``NavigationHost/apply(edits:by:as:)`` applies
/// it, the one place a routing call changes the tree: router and container
/// calls, deep links (`openRelative(_:_:)`), routes (`setRoutes(_:)`)
/// and destinations (`show(_:)`) alike. The last two are planned against
/// the tree when applied (the route's smallest difference, find-or-create),
/// so what they do is printed as what they will decide.
///
/// Each edit prints what it does in the vocabulary of the snapshot strings
/// (`description`), so a frozen transition can say what it will do.
@MainActor
enum TreeEdit: @MainActor CustomStringConvertible {
    /// Pushes a screen onto a stack found when applied; a layer with no
    /// stack gets a presented stack holding it (H4).
    case push(any Screen, onto: StackReference, ModuleHandle?)
    /// Replaces a stack found when applied from the screens `kept` keeps
    /// up, with `screens` (set-stack and its variants: pop, pop to root and
    /// replace-top are truncations, H2); a layer with no stack gets a
    /// presented stack holding them.
    case replaceStack(StackReference, keeping: NavigationHost.KeptScreens, with: [any Screen], [ModuleHandle])
    /// Presents on top of the topmost presentation (H4).
    case present(Presentation)
    /// Dismisses a module and everything after it: pops it with what is
    /// above it, or dismisses its presentation and every one over it.
    case dismiss(ModuleReference)
    /// Undoes everything after a module: pops what is above it and dismisses
    /// every presentation over its layer.
    case focus(ModuleReference)
    /// Dismisses the presentations from a container module's layer up:
    /// its own presentation too when `including` is true (a dismiss), only
    /// those over it otherwise (a focus).
    case dismissPresentations(from: ContainerRouter, including: Bool)
    /// Replaces the root and dismisses every presentation.
    case replaceRoot(NavigationRoot)
    /// Selects a tab of the tab container a router binds to when applied.
    case selectTab(Int, of: ContainerRouter)
    /// Inserts a tab at a position (the end for `nil`), selecting it or
    /// keeping the selection on the same tab.
    case addTab(any NavigationContainer, at: Int?, select: Bool, of: ContainerRouter, [ModuleHandle])
    /// Removes a tab, keeping the selection on the same tab or the one before.
    case removeTab(at: Int, of: ContainerRouter)
    /// Replaces a tab; the selection stays where it was.
    case replaceTab(at: Int, with: any NavigationContainer, of: ContainerRouter, [ModuleHandle])
    /// Replaces a split column's stack with screens.
    case setColumn(NavigationHost.SplitColumn, [any Screen], of: ContainerRouter, [ModuleHandle])
    /// Pushes a screen onto a split column's stack (while collapsed, onto
    /// the one stack shown).
    case pushColumn(NavigationHost.SplitColumn, any Screen, of: ContainerRouter, [ModuleHandle])
    /// Shows one of a container's children: selects a tab, pops a stack to
    /// a screen, turns an app-defined container's page.
    case showChild(NavigationChild, in: ContainerReference)
    /// Opens a deep link relative to the tree (``NavigationHost/openRelative(_:)``):
    /// its steps from the topmost stack on, each finding its stack as the
    /// steps before it leave the tree (H2).
    case openRelative(Route, [RelativeStep])
    /// Sets routes (``NavigationHost/setRoute(_:)``): the smallest difference
    /// from the tree as it is when applied, with the screens built at the
    /// call (H2, H8).
    case setRoutes(RouteEdit)
    /// Shows a destination (``NavigationHost/navigate(to:)``): the screen the
    /// tree holds then is revealed, or the one built at the call is placed
    /// (H2, H9).
    case show(any DestinationEdit)

    /// A step of a deep link, applied from the stack the steps before it
    /// reached.
    @MainActor
    enum RelativeStep: @MainActor CustomStringConvertible {
        /// Dismisses every presentation; the root's current stack is next.
        case dismissPresentations
        /// Selects a tab of the first tab container, if it still has it.
        case selectTab(Int)
        /// Pops the stack reached to its bottom screen.
        case popToRoot
        /// Pushes onto the stack reached; where there is none by then,
        /// presents a stack holding the screen (H2).
        case push(any Screen, ModuleHandle)
        /// Presents on top of the topmost presentation.
        case present(Presentation)

        /// The screens the step adds.
        var addedScreens: [any Screen] {
            switch self {
            case .push(let screen, _): [screen]
            case .present(let presentation): presentation.screens
            case .dismissPresentations, .selectTab, .popToRoot: []
            }
        }

        var description: String {
            switch self {
            case .dismissPresentations: "dismiss every presentation"
            case .selectTab(let index): "select tab \(index)"
            case .popToRoot: "pop to the root"
            case .push(let screen, _): "push \(screen.screenName)"
            case .present(let presentation): "present \(presentation.child.node)"
            }
        }
    }

    /// A stack named by how it is found when the edit is applied (H2).
    @MainActor
    enum StackReference: @MainActor CustomStringConvertible {
        /// The topmost stack of the tree.
        case topmost
        /// The module's own stack: the one it is in, or the one it was last
        /// in while that stack is in the tree; none if that is gone too (the
        /// call then changes nothing, as at a tap, where it throws).
        case ownStack(of: ModuleReference)

        var description: String {
            switch self {
            case .topmost: "the topmost stack"
            case .ownStack(let module): "the stack of \(module)"
            }
        }
    }

    /// A module, held weakly: the screen that asked and its handle.
    @MainActor
    struct ModuleReference: @MainActor CustomStringConvertible {
        weak var screen: (any Screen)?
        let handle: ModuleHandle?
        /// Its name when the call was made, to print after it is gone.
        let name: String

        init(_ screen: any Screen, handle: ModuleHandle? = nil) {
            self.screen = screen
            self.handle = handle
            self.name = screen.screenName
        }

        var description: String { name }
    }

    /// A container, held weakly.
    @MainActor
    struct ContainerReference: @MainActor CustomStringConvertible {
        weak var container: (any NavigationContainer)?
        let description: String

        init(_ container: any NavigationContainer) {
            self.container = container
            self.description = "\(container.containerName)\(container.id)"
        }
    }

    /// The screens the edit adds to the tree.
    var addedScreens: [any Screen] {
        switch self {
        case .push(let screen, _, _), .pushColumn(_, let screen, _, _): [screen]
        case .replaceStack(_, _, let screens, _), .setColumn(_, let screens, _, _): screens
        case .present(let presentation): presentation.screens
        case .replaceRoot(let root): root.child.screens
        case .addTab(let tab, _, _, _, _), .replaceTab(_, let tab, _, _): NavigationChild.container(tab).screens
        case .openRelative(_, let steps): steps.flatMap(\.addedScreens)
        case .setRoutes(let routes): routes.screens
        case .show(let destination): destination.addedScreens
        case .dismiss, .focus, .dismissPresentations, .selectTab, .removeTab, .showChild: []
        }
    }

    /// What the edit does, such as `push Product7 onto the topmost stack`.
    var description: String {
        switch self {
        case .push(let screen, let stack, _):
            "push \(screen.screenName) onto \(stack)"
        case .replaceStack(let stack, let kept, let screens, _):
            "set \(stack) to \(Self.names(screens))" + (kept.keepsNone ? "" : ", keeping \(kept)")
        case .present(let presentation):
            "present \(presentation.child.node)"
        case .dismiss(let module):
            "dismiss \(module) and everything after it"
        case .focus(let module):
            "dismiss everything after \(module)"
        case .dismissPresentations(let router, let including):
            "dismiss the presentations \(including ? "from" : "over") the layer of \(router.boundDescription)"
        case .replaceRoot(let root):
            "replace the root with \(root.child.node)"
        case .selectTab(let index, let router):
            "select tab \(index) of \(router.boundDescription)"
        case .addTab(let tab, let index, let select, let router, _):
            "add \(NavigationChild.container(tab).node) to \(router.boundDescription) at "
                + (index.map { "\($0)" } ?? "the end") + (select ? ", selected" : "")
        case .removeTab(let index, let router):
            "remove tab \(index) of \(router.boundDescription)"
        case .replaceTab(let index, let tab, let router, _):
            "replace tab \(index) of \(router.boundDescription) with \(NavigationChild.container(tab).node)"
        case .setColumn(let column, let screens, let router, _):
            "set the \(column) column of \(router.boundDescription) to \(Self.names(screens))"
        case .pushColumn(let column, let screen, let router, _):
            "push \(screen.screenName) onto the \(column) column of \(router.boundDescription)"
        case .showChild(let child, let container):
            "show \(child.node) in \(container)"
        case .openRelative(let route, let steps):
            "open \(route) from the topmost stack: " + steps.map(\.description).joined(separator: ", ")
        case .setRoutes(let routes):
            routes.description
        case .show(let destination):
            destination.description
        }
    }

    private static func names(_ screens: [any Screen]) -> String {
        "[\(screens.map(\.screenName).joined(separator: ", "))]"
    }
}

/// Showing a destination as a tree edit (H1): checked and applied by the
/// host's one check and one application, and decided again when applied,
/// against the tree as it is then (H2, H9).
@MainActor
protocol DestinationEdit: CustomStringConvertible {
    /// The screens the edit adds, if it places the one built at the call.
    var addedScreens: [any Screen] { get }
    /// Where the destination lands, planned against the tree the frozen
    /// calls leave (H12): the screen found at the call, revealed, or the one
    /// built at the call, pushed onto the topmost stack, presented, set in a
    /// split's secondary column, or made the root; `nil` when the screen
    /// found at the call is gone (it is searched for, or built, when
    /// performed).
    var landing: DestinationLanding? { get }
    /// Why the edit no longer applies to `host`'s tree, or `nil` (S23).
    func whyNot(in host: NavigationHost) -> String?
    /// Shows the destination in `host`'s tree as `transition`, numbered `id`
    /// (its identity is filed under `id`; context tasks run afterwards).
    func apply(in host: NavigationHost, by transition: PendingTransition, as id: TransitionID)
}

/// Where a destination built at its call lands (``DestinationEdit/landing``).
@MainActor
enum DestinationLanding {
    /// Pushed onto the topmost stack, or presented in a new stack when
    /// there is none (H4).
    case topmostStack(any Screen)
    /// Presented on top of the topmost presentation.
    case presented(Presentation)
    /// Set as the secondary column of the topmost presentation's split, or
    /// of the root's (every presentation dismissed); pushed as a push is
    /// where there is none whose secondary column is a stack (H4, H5).
    case secondaryColumn(any Screen)
    /// The root, in a new stack; every presentation dismissed.
    case root(ScreenStack)
    /// A screen the tree holds, revealed: the tabs and pages on the way to
    /// it selected, the presentations over it dismissed, the screens above
    /// it in its stack popped (H9).
    case found(any Screen)
}

extension NavigationHost.KeptScreens: CustomStringConvertible {
    /// Which screens are kept, as in `the first 2` or `all but the top`.
    var description: String {
        switch self {
        case .first(let count): "the first \(count)"
        case .allButTop: "all but the top"
        }
    }

    /// Whether no screen is kept.
    var keepsNone: Bool {
        if case .first(0) = self { return true }
        return false
    }
}
