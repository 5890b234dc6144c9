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
        let id = makeHookID()
        interceptors.append(NavigationHook(id: id, name: name, body: decide))
        return id
    }

    /// Removes an interceptor of transitions; whether it was there.
    func removeInterceptor(_ id: NavigationHookID) -> Bool {
        let count = interceptors.count
        interceptors.removeAll { $0.id == id }
        return interceptors.count < count
    }

    func addInterceptor(_ interceptor: DestinationInterceptor) -> NavigationHookID {
        let id = makeHookID()
        destinationInterceptors.append(NavigationHook(id: id, name: interceptor.name, body: interceptor))
        return id
    }

    /// Removes an interceptor of destinations; whether it was there.
    func removeDestinationInterceptor(_ id: NavigationHookID) -> Bool {
        let count = destinationInterceptors.count
        destinationInterceptors.removeAll { $0.id == id }
        return destinationInterceptors.count < count
    }

    func addPostRoutingTask(
        named name: String,
        _ run: @escaping @MainActor (TransitionRecord) -> Void
    ) -> NavigationHookID {
        let id = makeHookID()
        postRoutingTasks.append(NavigationHook(id: id, name: name, body: run))
        return id
    }

    /// Removes a post-routing task; whether it was there.
    func removePostRoutingTask(_ id: NavigationHookID) -> Bool {
        let count = postRoutingTasks.count
        postRoutingTasks.removeAll { $0.id == id }
        return postRoutingTasks.count < count
    }
}

/// An interceptor or a post-routing task, with what identifies it.
struct NavigationHook<Body> {
    let id: NavigationHookID
    let name: String
    let body: Body
}
