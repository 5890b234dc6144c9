import PeekAndPop

/// An error from a routing call that a host can make by mistake: nothing was
/// built, nothing reached the engine, and the tree is unchanged.
///
/// Routers check what they can when the call is made (is the module in the
/// tree, in a stack, is the tab index in range, does every route element have
/// a handler) and throw before running any builder. What can only be known
/// later (the module's container went away while a peek was shown, an
/// interceptor vetoed) is decided by the transition's check when it runs: a
/// frozen transition then ends its peek `interrupted` with
/// `InterruptionReason.stale` or `InterruptionReason.vetoed`, and
/// `PeekEngine.commit(_:)` throws `PeekError`.
///
/// ```swift
/// do {
///     try router.selectTab(7)
/// } catch let error where error.code == .tabIndexOutOfRange {
///     // Nothing happened.
/// }
/// ```
///
/// `NavigationError` is `Sendable`.
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, comparable error code: `ErrorCode` for ``NavigationError``, whose
    /// codes it lists.
    public typealias Code = ErrorCode<NavigationError>

    /// What went wrong.
    public let code: Code
    /// A human-readable explanation.
    public let message: String

    /// Creates an error, so that an app's own routers and containers can
    /// throw the package's error type.
    ///
    /// ```swift
    /// throw NavigationError(.moduleNotInTree, "the checkout screen has closed")
    /// ```
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - message: A human-readable explanation.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// An error for a route handler to throw when an element is malformed,
    /// such as a product identifier that is not a number.
    ///
    /// ```swift
    /// host.registerRouteHandler(for: "product") { element throws(NavigationError) in
    ///     guard let id = element.argument.flatMap(Int.init) else {
    ///         throw .invalidRoute("product needs a numeric identifier")
    ///     }
    ///     return [.push { seed in ProductScreen(id: id, seed: seed) }]
    /// }
    /// ```
    public static func invalidRoute(_ message: String) -> NavigationError {
        NavigationError(.invalidRoute, message)
    }

    /// `NavigationError.<code>: <message>`.
    public var description: String { "NavigationError.\(code): \(message)" }
}

extension ErrorCode where Failure == NavigationError {
    /// A presentation's style cannot be shown: a popover anchored at a rect
    /// that is not finite or has a negative size, at an empty identifier, or
    /// with no permitted arrow direction. Thrown before anything is built.
    public static var invalidPresentationStyle: Self { Self(#function) }

    /// The router's ``NavigationHost`` is gone.
    public static var hostGone: Self { Self(#function) }

    /// The router's module is not (or no longer, or not yet) in the tree;
    /// for example, the router of a screen that is only being previewed.
    public static var moduleNotInTree: Self { Self(#function) }

    /// The transition needs a navigation stack and the module is not in one
    /// (it is the root screen or a modally presented screen), or a route
    /// pushes where there is no stack.
    public static var notInStack: Self { Self(#function) }

    /// A tab was selected and the tree has no tab container.
    public static var noTabContainer: Self { Self(#function) }

    /// A tab index is outside the tab container's tabs.
    public static var tabIndexOutOfRange: Self { Self(#function) }

    /// A stack was to be set to no screens.
    public static var emptyStack: Self { Self(#function) }

    /// A route has no elements.
    public static var emptyRoute: Self { Self(#function) }

    /// No handler is registered for an element of a route.
    public static var unknownRouteElement: Self { Self(#function) }

    /// A route handler refused an element (see ``NavigationError/invalidRoute(_:)``).
    public static var invalidRoute: Self { Self(#function) }

    /// A container router's container is not (or no longer) in the tree.
    public static var containerNotInTree: Self { Self(#function) }

    /// The only tab of a tab container was to be removed.
    public static var lastTab: Self { Self(#function) }

    /// A master/detail call was made for a split's column that holds tabs
    /// or another container, not a stack (``SplitContainer/primaryColumn``,
    /// ``SplitContainer/secondaryColumn``, H5). Thrown when the call is made
    /// and nothing changes; a call frozen in a peek whose column changed
    /// since is stale when committed.
    public static var columnNotAStack: Self { Self(#function) }
}
