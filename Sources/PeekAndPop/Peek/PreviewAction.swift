/// A choice offered with a preview: 3D Touch's preview actions, a context
/// menu's items (S24).
///
/// Selecting an action ends its session `actionSelected(id)`: the frozen
/// transitions are discarded, then the action's handler runs as ordinary work,
/// so its routing calls are performed at once (S1). An action made with
/// ``committing(_:id:style:isDisabled:then:)`` pops instead (S7).
///
/// A peek offers the actions set on ``PreviewingContext/previewActions``
/// inside `onPeek`, followed by those of a preview screen that conforms to
/// ``PreviewActionProviding``.
///
/// ```swift
/// engine.register(host: list, sourceView: table) { context, location in
///     let item = list.item(at: location)
///     router.showDetail(for: item)   // frozen: the preview
///     context.previewActions = [
///         PreviewAction("Add to cart", id: "cart") { cart.add(item) },
///         PreviewAction.group("Share", id: "share", children: [
///             PreviewAction("Message", id: "share.message") { router.presentShareSheet(item) },
///         ]),
///         PreviewAction("Delete", id: "delete", style: .destructive) { list.delete(item) },
///     ]
/// }
/// ```
@MainActor
public struct PreviewAction: Identifiable {
    /// Identifies an action within one peek.
    public struct ID: Hashable, Sendable, Codable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The identifier's stable name, as exported to analytics.
        public let rawValue: String

        /// Creates an identifier from its stable name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public init(stringLiteral value: String) { self.rawValue = value }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { rawValue }
    }

    /// How an action is drawn.
    public enum Style: String, Hashable, Sendable, Codable, CustomStringConvertible {
        /// An ordinary action.
        case `default`
        /// An action shown as selected (a check mark).
        case selected
        /// An action that destroys something (drawn in red).
        case destructive

        public var description: String { rawValue }
    }

    /// The action's identifier; unique within one peek.
    public let id: ID
    /// The title shown to the user.
    public let title: String
    /// How the action is drawn.
    public let style: Style
    /// Whether the action is shown but cannot be chosen.
    public let isDisabled: Bool
    /// Whether choosing the action pops (commits the peek) instead of ending
    /// it `actionSelected` (S24).
    public let commitsPeek: Bool
    /// The actions of a group (a submenu); empty for an action.
    public let children: [PreviewAction]

    let handler: (@MainActor () -> Void)?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title shown to the user.
    ///   - id: The identifier; defaults to the title.
    ///   - style: How the action is drawn.
    ///   - isDisabled: Whether it is shown but cannot be chosen.
    ///   - handler: Runs after the session ended `actionSelected`, as ordinary
    ///     work: its routing calls are performed at once.
    public init(
        _ title: String,
        id: ID? = nil,
        style: Style = .default,
        isDisabled: Bool = false,
        handler: @escaping @MainActor () -> Void
    ) {
        self.init(
            title: title,
            id: id ?? ID(title),
            style: style,
            isDisabled: isDisabled,
            commitsPeek: false,
            children: [],
            handler: handler
        )
    }

    /// An action that pops when chosen: the frozen transitions are committed
    /// with the previewed screen and the session ends `popped` (S7), then
    /// `handler`, if any, runs as ordinary work.
    public static func committing(
        _ title: String,
        id: ID? = nil,
        style: Style = .default,
        isDisabled: Bool = false,
        then handler: (@MainActor () -> Void)? = nil
    ) -> PreviewAction {
        PreviewAction(
            title: title,
            id: id ?? ID(title),
            style: style,
            isDisabled: isDisabled,
            commitsPeek: true,
            children: [],
            handler: handler
        )
    }

    /// A group of actions (a submenu). A group itself cannot be chosen; its
    /// children can.
    public static func group(
        _ title: String,
        id: ID? = nil,
        style: Style = .default,
        children: [PreviewAction]
    ) -> PreviewAction {
        PreviewAction(
            title: title,
            id: id ?? ID(title),
            style: style,
            isDisabled: false,
            commitsPeek: false,
            children: children,
            handler: nil
        )
    }

    private init(
        title: String,
        id: ID,
        style: Style,
        isDisabled: Bool,
        commitsPeek: Bool,
        children: [PreviewAction],
        handler: (@MainActor () -> Void)?
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.isDisabled = isDisabled
        self.commitsPeek = commitsPeek
        self.children = children
        self.handler = handler
    }

    /// Whether this is a group (a submenu) rather than an action.
    public var isGroup: Bool { handler == nil && !commitsPeek }

    /// The action with `id` in this action or its descendants, depth first.
    func find(_ id: ID) -> PreviewAction? {
        if self.id == id { return self }
        for child in children {
            if let found = child.find(id) { return found }
        }
        return nil
    }

    /// This action's identifier and its descendants', depth first.
    var allIDs: [ID] { [id] + children.flatMap(\.allIDs) }
}

/// A preview screen that offers preview actions of its own, as a view
/// controller's `previewActionItems` does (S24).
///
/// The engine asks when the peek begins, after `onPeek`; the screen's actions
/// follow those set on ``PreviewingContext/previewActions``.
@MainActor
public protocol PreviewActionProviding: Screen {
    /// The actions this screen offers while it is previewed.
    var previewActions: [PreviewAction] { get }
}
