import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting

/// The demo app, wired on the embedded headless host: a tab app whose first
/// tab is a catalog list in a navigation stack, a force-touch interaction on
/// the catalog's table, and a simulated finger.
///
/// Everything takes its time from one ``ManualClock``, and every identifier
/// counts from 1, so a run is deterministic.
@MainActor
final class DemoApp {
    /// The window's size, in points (an iPhone's).
    nonisolated static let windowSize = Size(width: 320, height: 568)
    /// Where the catalog's table sits in the window, below the navigation bar.
    nonisolated static let tableOrigin = Point(x: 0, y: 64)
    /// The titles of the tabs, in order.
    nonisolated static let tabTitles = ["Catalog", "Cart", "Account"]

    let clock: ManualClock
    let diagnostics: DiagnosticsRecorder
    let engine: PeekEngine
    let navigation: NavigationHost
    /// The root of the view tree that touches are given in.
    let window: ViewNode
    let factory: ScreenFactory
    let work: BackgroundWork
    let catalog: CatalogScreen
    /// The registration of the catalog's table.
    let context: PreviewingContext
    let interaction: PeekInteraction
    /// The simulated finger: samples every 10 ms of the manual clock.
    let touch: ForceTouchSimulator
    /// Aggregates the state stream, from the start (S16).
    let analytics: PeekAnalytics

    /// How the app lays out its root.
    enum Layout {
        /// Three tabs; the first is the catalog in a navigation stack.
        case tabs
        /// An iPad's master/detail split: the catalog in the primary column,
        /// the selected product in the secondary one (H5).
        case split
    }

    /// Creates the app with its own engine, or, given `other`, a second window
    /// of the same app: one engine, one clock and one diagnostics recorder for
    /// both, so that the state stream, the session numbers and the analytics
    /// go on from where `other` left them.
    init(layout: Layout = .tabs, sharingEngineWith other: DemoApp? = nil) {
        let clock = other?.clock ?? ManualClock()
        let diagnostics = other?.diagnostics ?? DiagnosticsRecorder()
        let engine = other?.engine ?? PeekEngine(clock: clock, diagnostics: diagnostics.sink)
        self.clock = clock
        self.diagnostics = diagnostics
        let navigation = NavigationHost(engine: engine, clock: clock)
        let window = ViewNode(
            name: "window", frame: Rect(x: 0, y: 0, width: Self.windowSize.width, height: Self.windowSize.height))
        let table = ViewNode(
            name: "catalog table",
            frame: Rect(
                x: Self.tableOrigin.x, y: Self.tableOrigin.y, width: Self.windowSize.width,
                height: Double(Catalog.items.count) * CatalogScreen.rowHeight)
        )
        window.addSubview(table)
        let factory = ScreenFactory()
        let work = BackgroundWork()
        let prices = PriceService()

        var made: CatalogScreen?
        let makeCatalog: (RouterSeed) -> any Screen = { seed in
            let catalog = CatalogScreen(
                items: Catalog.items, table: table, router: ModuleRouter(seed: seed), engine: engine,
                factory: factory, work: work, prices: prices)
            made = catalog
            return catalog
        }
        switch layout {
        case .split:
            navigation.setRoot(
                .split(
                    primary: [makeCatalog],
                    secondary: [
                        { seed in
                            TabRootScreen(
                                title: "Detail", lines: [ContentLine(text: "Select a product.")],
                                router: ModuleRouter(seed: seed))
                        }
                    ]
                ))
        case .tabs:
            navigation.setRoot(
                .tabs([
                    [makeCatalog],
                    [
                        { seed in
                            TabRootScreen(
                                title: "Cart", lines: [ContentLine(text: "Your cart is empty.")],
                                router: ModuleRouter(seed: seed))
                        }
                    ],
                    [
                        { seed in
                            TabRootScreen(
                                title: "Account",
                                lines: [ContentLine(text: "Signed in as Ada."), ContentLine(text: "Orders ›")],
                                router: ModuleRouter(seed: seed))
                        }
                    ],
                ]))
        }
        guard let catalog = made else { preconditionFailure("setRoot did not build the catalog") }

        // The deep link /account/orders/order:<id>: three handlers, one transition.
        navigation.registerRouteHandler(for: "account") { _ in [.dismissPresentations, .selectTab(2), .popToRoot] }
        navigation.registerRouteHandler(for: "orders") { _ in [.push { seed in factory.orders(seed: seed) }] }
        navigation.registerRouteHandler(for: "order") { element throws(NavigationError) in
            guard let id = element.argument.flatMap(Int.init) else {
                throw .invalidRoute("an order needs a number, as in order:42")
            }
            return [.push { seed in factory.order(id: id, seed: seed) }]
        }

        // The whole of the app's peek-and-pop code: onPeek does what a tap does.
        context = engine.register(host: catalog, sourceView: table) { [unowned catalog] context, location in
            guard let row = catalog.row(at: location) else { return }
            context.sourceRect = catalog.frame(ofRow: row)  // what stays sharp (S15)
            _ = try? catalog.select(row: row)  // routed as for a tap: frozen here (S2)
            context.previewActions = catalog.previewActions(forRow: row)  // S24
        }

        self.engine = engine
        self.navigation = navigation
        self.window = window
        self.factory = factory
        self.work = work
        self.catalog = catalog
        interaction = PeekInteraction(engine: engine, host: catalog, rootView: window)
        touch = ForceTouchSimulator(interaction: interaction, clock: clock)
        analytics = other?.analytics ?? PeekAnalytics(observing: engine)
    }

    // MARK: Reading the app

    /// The centre of catalog row `row`, in the window's coordinates.
    func center(ofRow row: Int) -> Point {
        let frame = catalog.frame(ofRow: row)
        return window.convert(Point(x: frame.midX, y: frame.midY), from: catalog.table) ?? .zero
    }

    /// The catalog row under `point` (in the window's coordinates), if any.
    func row(atWindowPoint point: Point) -> Int? {
        catalog.table.convert(point, from: window).flatMap { catalog.row(at: $0) }
    }

    /// The force levels at which the finger peeks and pops.
    var pressureThresholds: PressureThresholds {
        guard case .force(let thresholds, _) = interaction.recognizer.mode else { return .default }
        return thresholds
    }

    /// The screen on top of everything.
    var topmost: (any DemoScreen)? { navigation.topmostScreen as? any DemoScreen }

    /// The root split container, in the split layout.
    var split: SplitContainer? {
        guard case .split(let split)? = navigation.root else { return nil }
        return split
    }

    /// The screen the main area shows: the primary column's top while a split
    /// is expanded, else the screen on top of everything.
    var mainScreen: (any DemoScreen)? {
        if let split, !split.isCollapsed, navigation.presentations.isEmpty {
            return split.primary.topScreen as? any DemoScreen
        }
        return topmost
    }

    /// The root tab container.
    var tabs: TabContainer? {
        guard case .tabs(let tabs)? = navigation.root else { return nil }
        return tabs
    }

    /// The whole navigation tree, as a comparable value.
    func snapshot() -> NavigationSnapshot { navigation.snapshot() }

    // MARK: Acting

    /// Brings the catalog back on top, as a user would: a tap on the Catalog
    /// tab, then back swipes.
    ///
    /// - Returns: What the user did, for the narration; empty if the catalog
    ///   was already on top.
    func returnToCatalog() throws(NavigationError) -> [String] {
        var done: [String] = []
        if let sheet = topmost as? ShareSheetScreen {
            try sheet.router.dismissCurrentModule()
            done.append("closes the share sheet to return")
        }
        if let tabs, tabs.selectedIndex != 0 {
            try catalog.router.selectTab(0)
            done.append("taps the Catalog tab")
        }
        if let stack = tabs?.tabs.first {
            var swipes = 0
            while navigation.handleInteractivePop(in: stack) {
                swipes += 1
            }
            if swipes > 0 {
                done.append(swipes == 1 ? "swipes back" : "swipes back \(swipes) times")
            }
        }
        return done
    }

    /// Waits for the asynchronous routing work the app started.
    func settle() async {
        await work.settle()
    }
}
