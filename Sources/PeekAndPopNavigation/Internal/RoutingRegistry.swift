import PeekAndPop

/// The user hooks a ``NavigationHost`` keeps: the interceptors of
/// transitions and of destinations, the post-routing tasks and the route
/// handlers, numbered within the host (S23, H10).
///
/// The registry only registers and looks up; the host asks the hooks, in
/// each transition's check and after each transition is applied.
@MainActor
final class RoutingRegistry {
    /// The interceptors of transitions, in the order added.
    private(set) var interceptors: [NavigationHook<@MainActor (TransitionRequest) -> InterceptorDecision>] = []
    /// The interceptors of destinations, in the order added (H10).
    private(set) var destinationInterceptors: [NavigationHook<DestinationInterceptor>] = []
    /// How many interceptors are being asked inside a capture window: their
    /// routing calls are refused, so a press presents nothing (S23, H10).
    var interceptorsAskedAtCapture = 0
    /// The post-routing tasks, in the order added.
    private(set) var postRoutingTasks: [NavigationHook<@MainActor (TransitionRecord) -> Void>] = []
    /// The handler of each route element name of a relative route.
    var routeHandlers: [String: RouteHandler] = [:]
    /// The number of the next hook.
    private var nextHook = 1

    /// A new hook identifier, unique within the host.
    func makeHookID() -> NavigationHookID {
        defer { nextHook += 1 }
        return NavigationHookID(rawValue: nextHook)
    }

    func addInterceptor(
        named name: String,
        _ decide: @escaping @MainActor (TransitionRequest) -> InterceptorDecision
    ) -> NavigationHookID {
        Self.add(NavigationHook(id: makeHookID(), name: name, body: decide), to: &interceptors)
    }

    /// Removes an interceptor of transitions; whether it was there.
    func removeInterceptor(_ id: NavigationHookID) -> Bool {
        Self.remove(id, from: &interceptors)
    }

    func addInterceptor(_ interceptor: DestinationInterceptor) -> NavigationHookID {
        Self.add(
            NavigationHook(id: makeHookID(), name: interceptor.name, body: interceptor), to: &destinationInterceptors)
    }

    /// Removes an interceptor of destinations; whether it was there.
    func removeDestinationInterceptor(_ id: NavigationHookID) -> Bool {
        Self.remove(id, from: &destinationInterceptors)
    }

    func addPostRoutingTask(
        named name: String,
        _ run: @escaping @MainActor (TransitionRecord) -> Void
    ) -> NavigationHookID {
        Self.add(NavigationHook(id: makeHookID(), name: name, body: run), to: &postRoutingTasks)
    }

    /// Removes a post-routing task; whether it was there.
    func removePostRoutingTask(_ id: NavigationHookID) -> Bool {
        Self.remove(id, from: &postRoutingTasks)
    }

    /// Appends `hook` to `hooks`; its identifier.
    private static func add<Body>(
        _ hook: NavigationHook<Body>, to hooks: inout [NavigationHook<Body>]
    ) -> NavigationHookID {
        hooks.append(hook)
        return hook.id
    }

    /// Removes the hook `id` from `hooks`; whether it was there.
    private static func remove<Body>(_ id: NavigationHookID, from hooks: inout [NavigationHook<Body>]) -> Bool {
        let count = hooks.count
        hooks.removeAll { $0.id == id }
        return hooks.count < count
    }
}

/// An interceptor or a post-routing task, with what identifies it.
struct NavigationHook<Body> {
    let id: NavigationHookID
    let name: String
    let body: Body
}
