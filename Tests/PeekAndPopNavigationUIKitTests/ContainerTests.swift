#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import Testing
    import UIKitStandIn

    /// A page container of the app's own (H5): its pages, one shown.
    @MainActor
    final class PagesContainer: NavigationContainer {
        let id: ContainerID
        let pages: [ScreenStack]
        var current = 0

        init(id: ContainerID, children: [NavigationChild]) {
            self.id = id
            pages = children.compactMap { child in
                if case .container(let stack as ScreenStack) = child { stack } else { nil }
            }
        }

        var children: [NavigationChild] { pages.map { .container($0) } }
        var visibleChildren: [NavigationChild] { [.container(pages[current])] }
        var containerName: String { "pages" }

        func makeVisible(_ child: NavigationChild) -> Bool {
            guard let index = pages.firstIndex(where: { child.is($0) }) else { return false }
            current = index
            return true
        }
    }

    /// The page container's controller: records what the renderer gives it (R1).
    final class PagesController: UIViewController, NavigationContainerController {
        var shown: [(children: [String], visible: [Int])] = []

        func setChildren(
            _ children: [UIViewController], visible: [Int], animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            shown.append((children.map(\.standInName), visible))
            for child in self.children { child.removeFromParent() }
            for index in visible { addChild(children[index]) }
            completion()
        }
    }

    /// R1: app-defined containers through their own protocol; installing in a parent view
    /// controller; popovers anchored on a view.
    @MainActor
    struct ContainerTests {
        private func pagesHost(_ factory: ContainerFactory) -> (RenderingHarness, PagesContainer?) {
            let harness = RenderingHarness(factory: factory)
            var made: PagesContainer?
            harness.host.setRoot(
                .container([.stack([AppScreen.make("One")]), .stack([AppScreen.make("Two")])]) { id, children in
                    let pages = PagesContainer(id: id, children: children)
                    made = pages
                    return pages
                })
            return (harness, made)
        }

        @Test func anAppDefinedContainerGetsItsChildrenAndWhatIsVisible() throws {
            var factory = ContainerFactory()
            let controller = PagesController()
            factory.makeContainer = { _, name in name == "pages" ? controller : nil }
            let (harness, pages) = pagesHost(factory)
            harness.renderer.install(in: harness.window)
            #expect(harness.window.rootViewController === controller)
            #expect(controller.shown.map(\.visible) == [[0]])
            let container = try #require(pages)
            let router = try #require(harness.host.containerRouter(for: container))
            try router.show(.container(container.pages[1]))
            #expect(controller.shown.map(\.visible) == [[0], [1]])
            #expect(controller.children.first is UINavigationController)
        }

        @Test func anAppDefinedContainerWithoutAControllerIsADiagnostic() throws {
            let (harness, _) = pagesHost(ContainerFactory())
            harness.renderer.install(in: harness.window)
            #expect(harness.diagnostics.codes == [.containerNotRendered])
            #expect(harness.window.rootViewController is UINavigationController)
        }

        @Test func installedInAParentTheRootIsItsChild() throws {
            let harness = RenderingHarness()
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            let parent = ScreenController("Shell")
            harness.renderer.install(in: parent)
            #expect(parent.children.first === harness.renderer.rootViewController)
            try harness.screen("Home").router.replaceRoot(.stack([AppScreen.make("Welcome")]))
            #expect(parent.children.count == 1)
            #expect((parent.children.first as? UINavigationController)?.topViewController?.standInName == "Welcome")
        }

        @Test func aPopoverAnchoredOnAViewGetsTheAppsView() throws {
            var factory = ContainerFactory()
            let button = UIView(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
            factory.sourceView = { $0 == "filter" ? button : nil }
            let harness = RenderingHarness(factory: factory)
            harness.host.setRoot(.stack([AppScreen.make("Home")]))
            harness.renderer.install(in: harness.window)
            try harness.screen("Home").router.presentModally(
                style: .popover(anchor: .sourceView("filter", rect: Rect(x: 0, y: 0, width: 44, height: 44))),
                AppScreen.make("Filter"))
            let filter = try harness.screen("Filter")
            let popover = try #require(filter.popoverPresentationController)
            #expect(popover.sourceView === button)
            #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 44))
            #expect(popover.delegate === harness.renderer)
        }
    }
#endif
