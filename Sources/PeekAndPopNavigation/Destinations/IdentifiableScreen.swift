import PeekAndPop

/// A screen that knows which destination it shows (H9), so that routing to
/// that destination finds it wherever it was built: by a route handler, a
/// router call, or ``NavigationHost/navigate(to:)``.
///
/// ```swift
/// final class OrderScreen: IdentifiableScreen {
///     let id: Int
///     var destinationIdentity: DestinationIdentity { DestinationIdentity(kind: "order", context: id) }
/// }
/// ```
public protocol IdentifiableScreen: Screen {
    /// The identity of the destination the screen shows.
    var destinationIdentity: DestinationIdentity { get }
}
