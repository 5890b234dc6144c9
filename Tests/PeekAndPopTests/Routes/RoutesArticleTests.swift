import Foundation
import PeekAndPop
import PeekAndPopNavigation
import Testing

// The code of the article "Routes, destinations and interceptors", compiled and run.

private final class HomeScreen: Screen {
    let router: ModuleRouter
    init(seed: RouterSeed) { router = ModuleRouter(seed: seed) }
}

private final class SettingsScreen: Screen {
    let router: ModuleRouter
    init(seed: RouterSeed) { router = ModuleRouter(seed: seed) }
}

private final class ProductScreen: Screen {
    let id: Int
    let router: ModuleRouter
    var highlighted = false

    init(id: Int, seed: RouterSeed) {
        self.id = id
        self.router = ModuleRouter(seed: seed)
    }
}

private final class PageScreen: Screen {
    let name: String
    let data: RouteData?
    let router: ModuleRouter

    init(_ context: RouteBuildContext) {
        name = context.element.description
        data = context.data
        router = ModuleRouter(seed: context.seed)
    }

    var screenName: String { name }
}

@MainActor
private final class LoginSession {
    var isLoggedIn = false
    func logIn() async -> Bool {
        isLoggedIn = true
        return true
    }
}

@MainActor
struct RoutesArticleTests {
    @Test func theArticlesCodeRuns() async throws {
        let host = NavigationHost(engine: PeekEngine())
        let session = LoginSession()

        host.setRoot(.tabs([[{ seed in HomeScreen(seed: seed) }], [{ seed in SettingsScreen(seed: seed) }]]))
        host.registerRouteElement("page") { context in PageScreen(context) }
        host.registerRouteElement("sheet", shownBy: .presentInNavigationStack(.fullScreen)) { context in
            PageScreen(context)
        }
        try host.setRoute("/tab:0/HomeScreen/page:1/sheet:compose")
        #expect(host.currentRoute == "/tab:0/HomeScreen/page:1/sheet:compose")

        host.setRouteData(["draft": "Hello"], for: "/tab:0/HomeScreen/page:1/sheet:compose")
        let saved = try JSONEncoder().encode(host.restoration)

        let restored = NavigationHost(engine: PeekEngine())
        restored.setRoot(.tabs([[{ seed in HomeScreen(seed: seed) }], [{ seed in SettingsScreen(seed: seed) }]]))
        restored.registerRouteElement("page") { context in PageScreen(context) }
        restored.registerRouteElement("sheet", shownBy: .presentInNavigationStack(.fullScreen)) { context in
            PageScreen(context)
        }
        try restored.restore(JSONDecoder().decode(RouteRestoration.self, from: saved))
        #expect(restored.snapshot().description == host.snapshot().description)
        #expect((restored.topmostScreen as? PageScreen)?.data == ["draft": "Hello"])

        func product(_ id: Int) -> Destination<Int> {
            Destination("product", context: id) { id, seed in ProductScreen(id: id, seed: seed) }
                .withContextTask { screen, _ in (screen as? ProductScreen)?.highlighted = true }
        }

        let outcome = try host.navigate(to: product(42))
        #expect(outcome == .built(.performed(TransitionID(rawValue: 2))))
        #expect((host.topmostScreen as? ProductScreen)?.highlighted == true)

        host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                prepare: { request in
                    request.identity.kind == "admin" ? .veto("not for this user") : .proceed
                },
                perform: { _ in
                    await session.logIn() ? .proceed : .refuse("login cancelled")
                },
                performSynchronously: { _ in
                    session.isLoggedIn
                        ? .proceed : .redirect(to: "/tab:1/SettingsScreen/page:login", thenContinue: false)
                }
            )
        )
        #expect(
            try host.navigate(to: product(7)) == .refused("login: redirected to /tab:1/SettingsScreen/page:login")
        )
        #expect(host.currentRoute == "/tab:1/SettingsScreen/page:login")
        #expect(
            try await host.navigateAwaitingInterceptors(to: product(7)) == .built(.performed(TransitionID(rawValue: 4)))
        )
        #expect(host.currentRoute == "/tab:1/SettingsScreen/page:login/product:7")
    }
}
