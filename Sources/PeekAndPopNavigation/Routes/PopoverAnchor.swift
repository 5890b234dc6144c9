import PeekAndPop

/// What a popover points at, as a value (H1): a rect in the presenting
/// screen's coordinates, a source view by its identifier (optionally a rect
/// in it), or a bar item by its identifier.
///
/// A host maps identifiers onto its platform's views and bar items when it
/// presents (a renderer looks the view or the `UIBarButtonItem` up by the
/// identifier it was given); the navigation host only carries the value, so
/// that a presentation is the same at a tap, at a pop, and after a
/// restoration.
///
/// ```swift
/// let style = PresentationStyle.popover(anchor: .sourceView("avatar", rect: Rect(x: 0, y: 0, width: 44, height: 44)))
/// ```
///
/// `PopoverAnchor` is `Sendable`.
public enum PopoverAnchor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A rect in the presenting screen's coordinates.
    case rect(Rect)
    /// The source view with identifier `id`; the popover points at `rect` in
    /// the view's coordinates, or at the view's bounds when `rect` is `nil`.
    case sourceView(String, rect: Rect? = nil)
    /// The bar item (a navigation bar's or a toolbar's button) with
    /// identifier `id`.
    case barItem(String)

    /// `rect x, y, w×h`, `view id` (with `in x, y, w×h` for a rect in it), or
    /// `barItem id`.
    public var description: String {
        switch self {
        case .rect(let rect): "rect \(Self.text(rect))"
        case .sourceView(let id, let rect): rect.map { "view \(id) in \(Self.text($0))" } ?? "view \(id)"
        case .barItem(let id): "barItem \(id)"
        }
    }

    /// Why a popover cannot point here, or `nil`: a rect that is not finite
    /// or has a negative size, or an empty identifier.
    var whyInvalid: String? {
        switch self {
        case .rect(let rect): Self.whyInvalid(rect)
        case .sourceView(let id, let rect):
            id.isEmpty ? "a source view anchor has an empty identifier" : rect.flatMap(Self.whyInvalid)
        case .barItem(let id): id.isEmpty ? "a bar item anchor has an empty identifier" : nil
        }
    }

    private static func whyInvalid(_ rect: Rect) -> String? {
        guard rect.isFinite else { return "the anchor rect \(text(rect)) is not finite" }
        guard rect.size.width >= 0, rect.size.height >= 0 else {
            return "the anchor rect \(text(rect)) has a negative size"
        }
        return nil
    }

    private static func text(_ rect: Rect) -> String {
        "\(rect.origin.x), \(rect.origin.y), \(rect.size.width)×\(rect.size.height)"
    }
}
