/// The handle of one registration: a host screen, a source view that can start
/// previews, the host's callbacks, and, during a peek, the source rect.
///
/// Made by ``PeekEngine/register(host:sourceView:onPeek:onPreviewingContextChange:)``.
/// The context holds its host and source view weakly (S13).
@MainActor
public final class PreviewingContext {
    /// The registration's identifier.
    public let id: ContextID
    /// The host screen that owns the source view, while it is alive.
    public private(set) weak var hostScreen: (any Screen)?
    /// The view that can start previews, while it is alive.
    public private(set) weak var sourceView: ViewNode?
    /// Whether the registration is still in force.
    public internal(set) var isRegistered = true

    let hostID: ObjectIdentifier
    let hostName: String
    let sourceID: ObjectIdentifier
    let onPeek: @MainActor (PreviewingContext, Point) -> Void
    let onPreviewingContextChange: (@MainActor (PreviewingContext) -> Void)?
    weak var engine: PeekEngine?

    init(
        id: ContextID,
        host: any Screen,
        sourceView: ViewNode,
        engine: PeekEngine,
        onPeek: @escaping @MainActor (PreviewingContext, Point) -> Void,
        onPreviewingContextChange: (@MainActor (PreviewingContext) -> Void)?
    ) {
        self.id = id
        self.hostScreen = host
        self.hostID = ObjectIdentifier(host)
        self.hostName = host.screenName
        self.sourceView = sourceView
        self.sourceID = ObjectIdentifier(sourceView)
        self.engine = engine
        self.onPeek = onPeek
        self.onPreviewingContextChange = onPreviewingContextChange
    }

    /// Whether the host and the source view are both still alive.
    public var isAlive: Bool { hostScreen != nil && sourceView != nil }

    /// The rectangle, in the source view's coordinates, that stays sharp while
    /// the rest blurs (S15).
    ///
    /// Per session: it reads as the source view's bounds until set, and may be
    /// set inside `onPeek` or while the peek is shown. A rect with non-finite
    /// values or a negative or empty size is rejected, a rect reaching outside
    /// the bounds is clipped to them, and a rect that does not intersect them
    /// is rejected; each case is reported to the engine's ``DiagnosticsSink``
    /// and a rejected rect leaves the previous value in place.
    public var sourceRect: Rect {
        get { engine?.sourceRect(for: self) ?? sourceView?.bounds ?? .zero }
        set { engine?.setSourceRect(newValue, for: self) }
    }

    /// The preview actions this context's peek offers (S24).
    ///
    /// Per session, like ``sourceRect``: empty until set, and set inside
    /// `onPeek` (or while the peek is shown). A preview screen that conforms
    /// to ``PreviewActionProviding`` adds its own actions after these. The
    /// active peek exposes them as ``ActivePeek/actions``, and
    /// ``PeekEngine/selectAction(_:)`` chooses one.
    public var previewActions: [PreviewAction] {
        get { engine?.previewActions(for: self) ?? [] }
        set { engine?.setPreviewActions(newValue, for: self) }
    }

    /// Sets the source rect from a frame in another view of the same tree,
    /// converted into the source view's coordinates (S15).
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s coordinates, such as a row's frame in
    ///     its table.
    ///   - view: Any view of the source view's tree.
    /// - Returns: Whether the views share a tree (otherwise nothing changes and
    ///   a diagnostic is reported).
    @discardableResult
    public func setSourceRect(_ rect: Rect, in view: ViewNode) -> Bool {
        guard let converted = convertToSource(rect, from: view) else {
            engine?.report(.sourceRectInvalid, "\(id): \(view.name) is not in the source view's tree")
            return false
        }
        sourceRect = converted
        return true
    }

    /// Converts `rect` from `view`'s coordinates into the source view's, or
    /// `nil` if they are not in one tree or the source view is gone.
    public func convertToSource(_ rect: Rect, from view: ViewNode) -> Rect? {
        sourceView?.convert(rect, from: view)
    }
}
