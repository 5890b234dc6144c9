import PeekAndPop
import Testing

@testable import PeekAndPopNavigation

/// Restoring n tabs plans a route per tab; planning one asks about the
/// containers around its stacks through the tree index, never by walking
/// every container of the tree, so that restoring costs O(n), not O(n²) (H1).
@MainActor
struct RestoreCountingTests {
    @Test(arguments: [4, 16, 64])
    func restoringTabsWalksNoContainerOfTheTree(tabs count: Int) throws {
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
        host.registerRouteElement("item") { _ in RestoredScreen() }
        host.setRoot(.tabs(Array(repeating: [{ _ in RestoredScreen() }], count: count)))
        guard case .tabs(let tabs)? = host.root else {
            Issue.record("no tabs at the root")
            return
        }
        let root = host.routeElement(of: try #require(tabs.tabs[0].rootScreen))
        let routes = (0..<count).map { index in
            Route([RouteElement("tab", argument: String(index)), root, RouteElement("item", argument: String(index))])
        }
        let walked = host.containersWalked

        try host.restore(RouteRestoration(route: routes[0], hiddenRoutes: Array(routes.dropFirst())))

        #expect(tabs.tabs.map(\.screens.count) == Array(repeating: 2, count: count))
        #expect(tabs.selectedIndex == 0)
        #expect(host.containersWalked - walked == 0)
    }
}

@MainActor
private final class RestoredScreen: Screen {}
