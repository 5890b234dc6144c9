import PeekAndPop

/// How a popover is shown, beyond its anchor: the arrow directions it may
/// use, and the views that stay interactive while it is shown (by
/// identifier), as data carried by its ``PresentationStyle`` (H1).
///
/// ```swift
/// let options = PopoverOptions(permittedArrowDirections: [.up, .down], passthroughViews: ["toolbar"])
/// ```
///
/// `PopoverOptions` is `Sendable`.
public struct PopoverOptions: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The directions a popover's arrow may point in.
    ///
    /// `ArrowDirections` is `Sendable`.
    public struct ArrowDirections: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The bits of the set.
        public let rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The arrow points up, the popover below its anchor.
        public static let up = ArrowDirections(rawValue: 1 << 0)
        /// The arrow points down, the popover above its anchor.
        public static let down = ArrowDirections(rawValue: 1 << 1)
        /// The arrow points left, the popover to the right of its anchor.
        public static let left = ArrowDirections(rawValue: 1 << 2)
        /// The arrow points right, the popover to the left of its anchor.
        public static let right = ArrowDirections(rawValue: 1 << 3)
        /// Any direction; the default.
        public static let any: ArrowDirections = [.up, .down, .left, .right]

        /// The directions in the set, such as `[up, left]`.
        public var description: String {
            let names = [(Self.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }

    /// The directions the arrow may point in; `ArrowDirections.any` by default.
    public var permittedArrowDirections: ArrowDirections
    /// The identifiers of the views the user can still interact with while
    /// the popover is shown, in order; none by default.
    public var passthroughViews: [String]

    /// Creates options.
    public init(permittedArrowDirections: ArrowDirections = .any, passthroughViews: [String] = []) {
        self.permittedArrowDirections = permittedArrowDirections
        self.passthroughViews = passthroughViews
    }

    /// Any arrow direction and no passthrough views.
    public static let `default` = PopoverOptions()

    /// `arrows [up, down]`, followed by `passthrough [a, b]` when there are any.
    public var description: String {
        "arrows \(permittedArrowDirections)"
            + (passthroughViews.isEmpty ? "" : ", passthrough [\(passthroughViews.joined(separator: ", "))]")
    }
}
