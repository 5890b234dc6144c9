import PeekAndPop

/// What ``ForceTouchSimulator/finish()`` found unresolved, or a step that
/// could not be taken.
public struct SimulatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, comparable error code: the package's `ErrorCode` for
    /// ``SimulatorError``, whose codes it lists.
    public typealias Code = ErrorCode<SimulatorError>

    /// What went wrong.
    public let code: Code
    /// Each unresolved item, or the reason the step failed.
    public let details: [String]

    public var description: String {
        "SimulatorError.\(code): \(details.joined(separator: "; "))"
    }
}

extension ErrorCode where Failure == SimulatorError {
    /// Something was left unresolved at ``ForceTouchSimulator/finish()``.
    public static var unresolved: Self { Self(#function) }

    /// The step needs a finger down and there is none.
    public static var noTouchDown: Self { Self(#function) }

    /// The step needs no finger down and there is one.
    public static var touchAlreadyDown: Self { Self(#function) }

    /// The step needs the other recognition mode (force vs long-press).
    public static var wrongMode: Self { Self(#function) }

    /// A fixture was asked for a location in its window, but the view it belongs to is not
    /// in that window (it was removed, or its screen left the window).
    public static var notInWindow: Self { Self(#function) }
}
