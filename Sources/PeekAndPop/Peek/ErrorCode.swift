/// A stable, comparable code of one of the package's typed errors
/// (``PeekError``, ``GestureError``, ``AnalyticsError``, and the errors of
/// hosts built on the engine):
/// what went wrong, by name.
///
/// Each error type's `Code` is this type specialized to it
/// (`PeekError.Code` is `ErrorCode<PeekError>`), and its codes are
/// static members available for that error only, so a code reads and compares
/// the same way for every error, and one error's codes never compare with
/// another's:
///
/// ```swift
/// do {
///     try engine.commit(screen)
/// } catch let error where error.code == .noActivePeek {
///     // Nothing happened.
/// }
/// ```
///
/// A struct with static members rather than an enum, so that new codes can be
/// added without breaking `switch` statements in client code: compare with
/// `==`, or match in `catch where`. `ErrorCode` is `Sendable`.
public struct ErrorCode<Failure: Error>: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// A code named `name`. Each code is a static property that passes its
    /// own name, so that a code's description is always the name it is
    /// spelled with: `public static var moduleNotInTree: Self { Self(#function) }`.
    /// A host built on the engine declares its error's codes the same way.
    public init(_ name: String) {
        self.name = name
    }

    /// The code's name, such as `tabIndexOutOfRange`.
    public var description: String { name }
}
