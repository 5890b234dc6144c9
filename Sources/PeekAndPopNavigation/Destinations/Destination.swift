import PeekAndPop

/// A reusable route value (H9): a destination's identity (its kind and typed
/// context), how to build its screen, how to show it, and the context tasks
/// that prepare the screen before it is shown.
///
/// The same value serves a tap, `onPeek` and a deep link:
///
/// ```swift
/// func product(_ id: Int) -> Destination<Int> {
///     Destination("product", context: id) { id, seed throws(NavigationError) in
///         ProductScreen(id: id, router: ModuleRouter(seed: seed))
///     }
///     .withContextTask { screen, id in (screen as? ProductScreen)?.highlight(id) }
/// }
///
/// try host.navigate(to: product(42))   // builds it, or makes the one in the tree visible
/// ```
///
/// `Destination` holds closures that run on the main actor and is main-actor
/// isolated, therefore `Sendable`.
@MainActor
public struct Destination<Context: Hashable & Sendable>: Sendable {
    /// The destination's kind, such as `product`.
    public let kind: String
    /// The destination's context, such as a product identifier.
    public let context: Context
    /// How a new screen is shown; a screen found in the tree is made visible
    /// where it is.
    public let presentation: RoutePresentation

    var build: @MainActor (Context, RouterSeed) throws(NavigationError) -> any Screen
    var contextTasks: [@MainActor (any Screen, Context) -> Void] = []
    /// The perform steps that may refuse (`withRefusingContextTask(_:)`):
    /// run on a screen found in the tree; a built one runs them in `build`.
    var refusingTasks: [@MainActor (any Screen, Context) throws(NavigationError) -> Void] = []
    /// Where find-or-create looks for the destination's screen (H9); see
    /// `searching(_:)`.
    public internal(set) var search: ScreenSearch = .everywhere
    /// Whether a shown screen of the destination's kind, with any context,
    /// is the destination's screen, updated in place; see `identifiedByKind()`.
    public internal(set) var isIdentifiedByKind = false
    var prepareSteps: [@MainActor (Context) throws(NavigationError) -> Void] = []
    /// Describes the presented container that holds a new screen, given the
    /// screen's builder; see `presentedInContainer(style:_:)`.
    var container: (@MainActor (@escaping (RouterSeed) -> any Screen) -> RootContent)?

    /// Creates a destination.
    ///
    /// - Parameters:
    ///   - kind: The destination's kind.
    ///   - context: The destination's context; with the kind, its identity.
    ///   - presentation: How a new screen is shown; by default pushed onto the
    ///     topmost stack (H4).
    ///   - build: Builds the screen; runs before anything is routed and may
    ///     throw to refuse the destination.
    public init(
        _ kind: String,
        context: Context,
        shownBy presentation: RoutePresentation = .push,
        build: @escaping @MainActor (Context, RouterSeed) throws(NavigationError) -> any Screen
    ) {
        self.kind = kind
        self.context = context
        self.presentation = presentation
        self.build = build
    }

    /// The destination's identity: its kind and context.
    public var identity: DestinationIdentity { DestinationIdentity(kind: kind, context: context) }

    /// The route element the destination's screen contributes to the current
    /// route (H8): `kind:context`, such as `product:42`, the element the deep
    /// link `/product:42` parses to; so a route through it round-trips
    /// (equals that deep link's route, restores where `kind` is registered
    /// with ``NavigationHost/registerRouteElement(_:shownBy:_:)``, and
    /// setting it again finds the screen, H9).
    public var routeElement: RouteElement {
        RouteElement(kind, argument: "\(context)")
    }

    /// A copy that also runs `task` on the destination's screen when it is
    /// built (at once, inside a capture window too, so the preview is prepared
    /// as the tapped screen would be) or found in the tree (when the
    /// transition that makes it visible is performed: once that transition
    /// is recorded and published, before its animation plays), before it is
    /// shown. A routing call the task makes on a found screen is a transition
    /// of its own that follows the focus, at a tap and at a commit alike.
    public func withContextTask(_ task: @escaping @MainActor (any Screen, Context) -> Void) -> Destination {
        var copy = self
        copy.contextTasks.append(task)
        return copy
    }

    /// A copy whose new screen is presented inside a container (H5, H9):
    /// tabs, a split or an app-defined container, as ``ModuleRouter/present(_:style:label:)``
    /// presents one, with the destination's screen where `content` puts it.
    ///
    /// `content` receives the builder of the destination's screen and
    /// returns what the presentation holds, using that builder exactly once
    /// (a tab's stack, a column, a page); the other modules are built with
    /// it. Find-or-create is unchanged: a screen with the destination's
    /// identity in the tree is made visible where it is (its tab selected,
    /// what is above it popped or dismissed) and nothing is presented;
    /// otherwise the container is built and presented over the topmost
    /// presentation as one transition (H4), the destination's screen being
    /// its preview in `onPeek`. Its kind is the one
    /// ``ModuleRouter/present(_:style:label:)`` gives the same content:
    /// `TransitionKind.presentContainer` for tabs, a split or an
    /// app-defined container, `TransitionKind.presentInNavigationStack`
    /// for a stack, `TransitionKind.presentModally` for a lone screen.
    ///
    /// ```swift
    /// try host.navigate(to: product(42).presentedInContainer { screen in
    ///     .split(primary: [{ seed in CatalogueScreen(seed: seed) }], secondary: [screen])
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - style: How the container is presented; a popover's anchor is
    ///     checked before anything is built (`ErrorCode.invalidPresentationStyle`).
    ///   - content: What the presentation holds, around the destination's screen.
    /// - Returns: The copy; `presentation` is `.presentInNavigationStack(style)`,
    ///   and `shown(by:)` on it shows the screen that other way, with no container.
    public func presentedInContainer(
        style: PresentationStyle = .fullScreen,
        _ content: @escaping @MainActor (_ screen: @escaping (RouterSeed) -> any Screen) -> RootContent
    ) -> Destination {
        var copy = shown(by: .presentInNavigationStack(style))
        copy.container = content
        return copy
    }

    /// The kind of the transition that shows a new screen; for one inside
    /// a container, until the container is built and says which.
    var transitionKind: TransitionKind {
        container == nil ? presentation.transitionKind : .presentContainer
    }

    /// A copy shown another way (with no container, H5).
    public func shown(by presentation: RoutePresentation) -> Destination {
        var copy = Destination(kind, context: context, shownBy: presentation, build: build)
        copy.contextTasks = contextTasks
        copy.refusingTasks = refusingTasks
        copy.search = search
        copy.isIdentifiedByKind = isIdentifiedByKind
        copy.prepareSteps = prepareSteps
        return copy
    }

    func runContextTasks(on screen: any Screen) {
        for task in contextTasks {
            task(screen, context)
        }
    }
}
