/// What ``ForceTouchSimulator/finish()`` found unresolved, or a step that
/// could not be taken.
public struct SimulatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, comparable error code.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Value: String, Sendable, Hashable {
            case unresolved
            case noTouchDown
            case touchAlreadyDown
            case wrongMode
            case notInWindow
        }

        let value: Value

        /// Something was left unresolved at ``ForceTouchSimulator/finish()``.
        public static let unresolved = Code(value: .unresolved)
        /// The step needs a finger down and there is none.
        public static let noTouchDown = Code(value: .noTouchDown)
        /// The step needs no finger down and there is one.
        public static let touchAlreadyDown = Code(value: .touchAlreadyDown)
        /// The step needs the other recognition mode (force vs long-press).
        public static let wrongMode = Code(value: .wrongMode)
        /// A fixture was asked for a location in its window, but the view it belongs to is not
        /// in that window (it was removed, or its screen left the window).
        public static let notInWindow = Code(value: .notInWindow)

        public var description: String { value.rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// Each unresolved item, or the reason the step failed.
    public let details: [String]

    public var description: String {
        "SimulatorError.\(code): \(details.joined(separator: "; "))"
    }
}
