#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import PeekAndPopUIKitTesting
    import Testing
    import UIKitStandIn

    /// Simulated presses on a view with a `PeekContextMenu`, a SwiftUI view with the modifier and
    /// a collection item, through the interaction's delegate (U9).
    @MainActor
    struct ViewPressTests {
        /// A screen with one avatar view that peeks the profile a tap shows.
        final class AvatarScreen: UIViewController {
            let engine: PeekEngine
            let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            let profile = ProductScreen(row: 0)
            var menu: PeekContextMenu?

            init(engine: PeekEngine) {
                self.engine = engine
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(avatar)
                menu = PeekContextMenu(engine: engine, host: self, view: avatar) { [unowned self] request in
                    engine.push(profile, on: navigationController)
                    request.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 20)
                    request.previewActions = [PreviewAction("Follow", id: "follow") {}]
                }
            }
        }

        private func makeAvatarScreen() -> (AvatarScreen, UINavigationController, UIWindow) {
            let engine = PeekEngine()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let screen = AvatarScreen(engine: engine)
            let navigation = UINavigationController(rootViewController: screen)
            window.addSubview(navigation.view)
            navigation.view.addSubview(screen.view)
            screen.viewDidLoad()
            return (screen, navigation, window)
        }

        @Test func aViewPeeksItsSourceRectAndPopsTheVeryPreview() throws {
            let (screen, navigation, window) = makeAvatarScreen()
            let press = SimulatedPress(on: screen.avatar, engine: screen.engine)

            let preview = try press.showPreview()
            try press.pop()

            #expect(preview === screen.profile)
            #expect(
                press.highlightPreview?.parameters.visiblePath?.standInRect == CGRect(x: 0, y: 0, width: 44, height: 20)
            )
            #expect(navigation.viewControllers == [screen, screen.profile])
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 popped"])
            withExtendedLifetime(window) {}
        }

        @Test func aViewsMenuActionIsChosenThroughTheAdaptersMenu() throws {
            let (screen, navigation, window) = makeAvatarScreen()
            let press = SimulatedPress(on: screen.avatar, engine: screen.engine)

            try press.showPreview()
            try press.chooseAction("follow")

            #expect(navigation.viewControllers == [screen])
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 actionSelected(follow)"])
            withExtendedLifetime(window) {}
        }

        @Test func aViewWithoutAContextMenuShowsNoPreview() {
            let press = SimulatedPress(on: UIView(), engine: PeekEngine())

            let error = #expect(throws: SimulatedPressError.self) { try press.showPreview() }

            #expect(error?.code == .noPreview)
            #expect(press.configuration == nil)
            #expect(press.stateChanges.isEmpty)
        }

        @Test func aSwiftUIRowPeeksAndPops() throws {
            // The modifier hosts the row in a UIHostingController whose view has the menu; an app's
            // test presses that view (here SwiftUI's part is the stand-in's renderer).
            let (screen, navigation, window) = makeAvatarScreen()
            let detail = ProductScreen(row: 7)
            let row = Text("Lunch on Friday?").peekContextMenu(engine: screen.engine) { _ in
                screen.engine.push(detail, on: navigation)
            }
            let rendered = try #require(StandInRenderer.render(row))
            screen.view.addSubview(rendered.controller.view)
            let press = SimulatedPress(on: rendered.controller.view, engine: screen.engine)

            #expect(try press.showPreview() === detail)
            try press.pop()

            #expect(navigation.topViewController === detail)
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 popped"])
            withExtendedLifetime((window, rendered.coordinator)) {}
        }

        @Test func aCollectionItemPeeksAndPops() throws {
            let app = ProductApp()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            collection.standInItemFrames = [IndexPath(item: 4, section: 0): CGRect(x: 0, y: 0, width: 160, height: 160)]
            app.list.view.addSubview(collection)
            let peek = PeekContextMenu(engine: app.engine, host: app.list, collectionView: collection) { request in
                app.list.showProduct(at: request.indexPath!)
            }
            let press = SimulatedPress(onItemAt: IndexPath(item: 4, section: 0), in: collection, engine: app.engine)

            let preview = try press.showPreview()
            try press.pop()

            #expect((preview as? ProductScreen)?.row == 4)
            #expect(app.navigation.topViewController === preview)
            #expect(
                press.highlightPreview?.parameters.visiblePath?.standInRect
                    == CGRect(x: 0, y: 0, width: 160, height: 160))
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 popped"])
            withExtendedLifetime(peek) {}
        }

        @Test func aMisnamedDelegateMethodIsNeverCalled() throws {
            // UIKit calls `contextMenuInteraction(_:willDisplayMenuFor:animator:)`; a delegate that
            // spells it otherwise (here `willDisplayMenuWith`) is never told, so its peek is never
            // published: the press goes through the protocol as UIKit does, not through the
            // method the app happened to write.
            let app = ProductApp()
            let misnamed = MisnamedDelegate(list: app.list)
            let source = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            source.addInteraction(UIContextMenuInteraction(delegate: misnamed))
            app.list.view.addSubview(source)
            let press = SimulatedPress(on: source, engine: app.engine)

            #expect(throws: SimulatedPressError.self) { try press.showPreview() }

            #expect(misnamed.calls == ["configuration"])
            #expect(press.stateChanges.isEmpty)
        }
    }

    /// An interaction delegate of an app's own that forwards to an adapter, and whose
    /// `willDisplay` method has a name UIKit never calls.
    final class MisnamedDelegate: NSObject, UIContextMenuInteractionDelegate {
        let peek: PeekContextMenu
        var calls: [String] = []

        init(list: ProductListScreen) {
            peek = PeekContextMenu(engine: list.engine, host: list, view: list.tableView) { _ in
                list.showProduct(at: IndexPath(row: 2, section: 0))
            }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            calls.append("configuration")
            return peek.contextMenuInteraction(peek.interaction!, configurationForMenuAtLocation: location)
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuWith configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            calls.append("willDisplay")
            peek.contextMenuInteraction(peek.interaction!, willDisplayMenuFor: configuration, animator: animator)
        }
    }
#endif
