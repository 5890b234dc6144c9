import PeekAndPop

/// The style a modal presentation asks for, carried by its transition so that
/// a host can map it onto the platform (a sheet, a full-screen cover, a
/// popover with its anchor and options).
///
/// The style is data (H1, H8): the presentation keeps it (``Presentation/style``),
/// each transition's ``TransitionRecord`` and ``AnimatedTransition`` carry the
/// styles of the chain, a ``NavigationSnapshot`` holds them
/// (``NavigationSnapshot/presentationStyles``), and it is `Codable`, so a
/// restored route presents exactly as before.
///
/// ```swift
/// try router.presentModally(
///     style: .popover(anchor: .barItem("share"), options: PopoverOptions(permittedArrowDirections: .up)),
///     ShareScreen())
/// ```
///
/// `PresentationStyle` is `Sendable`.
public enum PresentationStyle: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A sheet over part of the screen; the default.
    case sheet
    /// A full-screen cover.
    case fullScreen
    /// A popover pointing at `anchor` (a rect in the presenting screen's
    /// coordinates, a source view, or a bar item), with its `options`.
    case popover(anchor: PopoverAnchor, options: PopoverOptions = .default)

    /// The popover's anchor, for a popover.
    public var popoverAnchor: PopoverAnchor? {
        if case .popover(let anchor, _) = self { return anchor }
        return nil
    }

    /// The popover's options, for a popover.
    public var popoverOptions: PopoverOptions? {
        if case .popover(_, let options) = self { return options }
        return nil
    }

    /// The error a routing call with this style throws before anything is
    /// built, or `nil`: a popover anchored at a rect that is not finite or has
    /// a negative size, at an empty identifier, or with no permitted arrow
    /// direction.
    var invalidity: NavigationError? {
        guard case .popover(let anchor, let options) = self else { return nil }
        if let why = anchor.whyInvalid
            ?? (options.permittedArrowDirections.isEmpty ? "no arrow direction is permitted" : nil)
        {
            return NavigationError(.invalidPresentationStyle, "\(self): \(why)")
        }
        return nil
    }

    /// `sheet`, `fullScreen`, or `popover(` its anchor, and its options
    /// unless they are the defaults `)`, such as `popover(barItem share, arrows [up])`.
    public var description: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreen: "fullScreen"
        case .popover(let anchor, let options):
            options == .default ? "popover(\(anchor))" : "popover(\(anchor), \(options))"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case sheet, fullScreen, popover
    }

    private enum PopoverKeys: String, CodingKey {
        case anchor, options
    }

    /// Encodes the style as `{"sheet": {}}`, `{"fullScreen": {}}` or
    /// `{"popover": {"anchor": …, "options": …}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .sheet:
            _ = container.nestedContainer(keyedBy: PopoverKeys.self, forKey: .sheet)
        case .fullScreen:
            _ = container.nestedContainer(keyedBy: PopoverKeys.self, forKey: .fullScreen)
        case .popover(let anchor, let options):
            var popover = container.nestedContainer(keyedBy: PopoverKeys.self, forKey: .popover)
            try popover.encode(anchor, forKey: .anchor)
            try popover.encode(options, forKey: .options)
        }
    }

    /// Decodes a style; a popover encoded before anchors and options were
    /// data (its anchor a bare rect, no options) decodes as a rect anchor with
    /// the default options.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "A presentation style has exactly one of sheet, fullScreen, popover."))
        }
        switch key {
        case .sheet: self = .sheet
        case .fullScreen: self = .fullScreen
        case .popover:
            let popover = try container.nestedContainer(keyedBy: PopoverKeys.self, forKey: .popover)
            let anchor: PopoverAnchor
            if let rect = try? popover.decode(Rect.self, forKey: .anchor) {
                anchor = .rect(rect)
            } else {
                anchor = try popover.decode(PopoverAnchor.self, forKey: .anchor)
            }
            self = .popover(
                anchor: anchor, options: try popover.decodeIfPresent(PopoverOptions.self, forKey: .options) ?? .default)
        }
    }
}
