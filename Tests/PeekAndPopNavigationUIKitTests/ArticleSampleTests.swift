#if UIKitStandIn
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import Testing

    // The whole app of the article "Rendering the navigation host", as printed there (R7):
    // tabs of stacks, a split, a modal, on screen.

    class AppController: UIViewController {
        var router: ModuleRouter!
    }

    final class InboxController: AppController {
        func open(_ subject: String) throws {
            let message = MessageController()
            message.title = subject
            try router.push(module(message))
        }

        func compose() throws { try router.presentInNavigationStack(style: .sheet, module(ComposeController())) }
    }

    final class MessageController: AppController {}
    final class FoldersController: AppController {}
    final class ComposeController: AppController {
        func send() throws { try router.dismissCurrentModule() }
    }

    @MainActor
    func module(_ controller: AppController) -> (RouterSeed) -> any Screen {
        { seed in
            controller.router = ModuleRouter(seed: seed)
            return controller
        }
    }

    @MainActor
    func showApp(in window: UIWindow, engine: PeekEngine = PeekEngine()) -> NavigationHost {
        let host = NavigationHost(engine: engine)
        host.setRoot(
            .tabs([
                .stack([module(InboxController())]),
                .split(primary: [module(FoldersController())], secondary: [module(MessageController())]),
            ]))
        NavigationRenderer(host: host).install(in: window)
        window.makeKeyAndVisible()
        return host
    }

    /// The article's app runs against the stand-in: what it shows is what the article says.
    @MainActor
    struct ArticleSampleTests {
        @Test func theArticlesAppIsOnScreen() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let host = showApp(in: window)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            #expect(tabs.viewControllers?.count == 2)
            #expect(tabs.viewControllers?[1] is UISplitViewController)
            let inbox = try #require(host.topmostScreen as? InboxController)
            try inbox.open("Hello")
            let navigation = try #require(tabs.viewControllers?[0] as? UINavigationController)
            #expect(navigation.topViewController?.title == "Hello")
            try inbox.compose()
            let compose = try #require(host.topmostScreen as? ComposeController)
            #expect(tabs.presentedViewController?.children.first === compose)
            try compose.send()
            #expect(tabs.presentedViewController == nil)
        }

        @Test func theArticlesFactoryAndBindingsCompileAndWork() throws {
            // "Customizing containers and anchors", as printed.
            var factory = ContainerFactory()
            factory.makeNavigationController = { _ in UINavigationController() }
            factory.barButtonItem = { identifier in identifier == "share" ? UIBarButtonItem() : nil }
            #expect(factory.barButtonItem("share") != nil)

            let host = NavigationHost(engine: PeekEngine())
            let root = host.setRoot(
                .tabs([.stack([module(InboxController())]), .stack([module(FoldersController())])]))
            guard case .tabs(let tabs) = root, let stack = tabs.tabs.first else {
                Issue.record("not tabs")
                return
            }
            // "SwiftUI", as printed.
            let bindings = NavigationBindings(host: host)
            let path = bindings.path(of: stack)  // NavigationStack(path: path)
            let selection = bindings.selection(of: tabs)  // TabView(selection: selection)
            #expect(path.wrappedValue.isEmpty)
            #expect(selection.wrappedValue == 0)
        }
    }
#endif
