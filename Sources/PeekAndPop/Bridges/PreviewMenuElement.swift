/// A preview action as the system draws it: a `UIPreviewAction` or a
/// `UIAction` for an action, a `UIPreviewActionGroup` or a `UIMenu` for a
/// group (P4, S24).
///
/// Elements are values made from a peek's ``PreviewAction``s; the glue maps
/// each one onto the system's type and, when the user chooses it, hands its
/// ``id`` back to the bridge, which selects the action.
///
/// ```swift
/// let elements = PreviewMenuElement.elements(for: engine.activePeek?.actions ?? [])
/// // [Add to cart, Share ▸ [Message, Mail], Delete (destructive)]
/// ```
package struct PreviewMenuElement: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The action's identifier, handed back when the user chooses it.
    package let id: PreviewAction.ID
    /// The title shown to the user.
    package let title: String
    /// How the element is drawn.
    package let style: PreviewAction.Style
    /// Whether the element is shown but cannot be chosen.
    package let isDisabled: Bool
    /// Whether this is a group (a submenu) rather than an action.
    package let isGroup: Bool
    /// The elements of a group; empty for an action.
    package let children: [PreviewMenuElement]

    /// Creates an element, as a test or a host that draws its own menu may.
    package init(
        id: PreviewAction.ID,
        title: String,
        style: PreviewAction.Style = .default,
        isDisabled: Bool = false,
        isGroup: Bool = false,
        children: [PreviewMenuElement] = []
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.isDisabled = isDisabled
        self.isGroup = isGroup
        self.children = children
    }

    /// The element that draws `action`, with its group's children (P4).
    @MainActor
    package init(_ action: PreviewAction) {
        self.init(
            id: action.id,
            title: action.title,
            style: action.style,
            isDisabled: action.isDisabled,
            isGroup: action.isGroup,
            children: action.children.map(PreviewMenuElement.init)
        )
    }

    /// The elements that draw `actions`, in order; groups become submenus (P4).
    @MainActor
    package static func elements(for actions: [PreviewAction]) -> [PreviewMenuElement] {
        actions.map(PreviewMenuElement.init)
    }

    /// A compact form for logs and tests, such as `Share▸[Message, Mail]`.
    package var description: String {
        var text = title
        if style != .default { text += "(\(style))" }
        if isDisabled { text += "(disabled)" }
        if isGroup { text += "▸[" + children.map(\.description).joined(separator: ", ") + "]" }
        return text
    }
}
