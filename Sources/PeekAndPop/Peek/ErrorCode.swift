/// A stable, comparable code of one of the package's typed errors
/// (``NavigationError``, ``PeekError``, ``GestureError``, ``AnalyticsError``):
/// what went wrong, by name.
///
/// Each error type's `Code` is this type specialized to it
/// (`NavigationError.Code` is `ErrorCode<NavigationError>`), and its codes are
/// static members available for that error only, so a code reads and compares
/// the same way for every error, and one error's codes never compare with
/// another's:
///
/// ```swift
/// do {
///     try router.selectTab(7)
/// } catch let error where error.code == .tabIndexOutOfRange {
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
    package init(_ name: String) {
        self.name = name
    }

    /// The code's name, such as `tabIndexOutOfRange`.
    public var description: String { name }
}
