#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import UIKitStandIn

    /// A screen of the renderer's benchmark: a view controller with its router.
    private final class BenchController: UIViewController {
        var router: ModuleRouter!
    }

    @MainActor
    private func benchScreen(_ seed: RouterSeed) -> any Screen {
        let controller = BenchController()
        controller.router = ModuleRouter(seed: seed)
        return controller
    }

    /// A host with a stack of `depth` screens, rendered or animated by nothing; counts the
    /// UIKit calls the stand-in records (R3).
    @MainActor
    private final class RendererFixture {
        let host = NavigationHost(engine: PeekEngine())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var calls = 0

        init(depth: Int, tabs: Int = 1, rendered: Bool) {
            StandInLog.sink = { [unowned self] _ in calls += 1 }
            host.setRoot(.tabs((0..<tabs).map { _ in .stack((0..<depth).map { _ in benchScreen }) }))
            if rendered { NavigationRenderer(host: host).install(in: window) }
        }

        var top: BenchController { host.topmostScreen as! BenchController }

        /// A push then its pop: two transitions.
        func pushAndPop() {
            _ = try? top.router.push(benchScreen)
            _ = try? top.router.dismissCurrentModule()
        }
    }

    /// R3 in numbers: UIKit calls per primitive edit and for attaching n screens, counted
    /// through the stand-in; the renderer's cost per transition beside the headless
    /// animator's (the stand-in's UIKit does no drawing: this is the renderer's own work).
    @MainActor
    func benchmarkRenderer(into report: inout Report) {
        var rows: [[String]] = []
        var attach: [[String: Double]] = []
        for screens in [10, 100, 1000] {
            let fixture = RendererFixture(depth: screens / 4, tabs: 4, rendered: true)
            rows.append(["attach \(screens) screens in 4 tabs", String(fixture.calls), "one per container"])
            attach.append(["screens": Double(screens), "uikit_calls": Double(fixture.calls)])
        }
        let counted = RendererFixture(depth: 10, rendered: true)
        counted.calls = 0
        _ = try? counted.top.router.push(benchScreen)
        rows.append(["push", String(counted.calls), "1"])
        counted.calls = 0
        _ = try? counted.top.router.dismissCurrentModule()
        rows.append(["pop", String(counted.calls), "1"])

        let headless = RendererFixture(depth: 10, rendered: false)
        let rendered = RendererFixture(depth: 10, rendered: true)
        let cycles = 2_000
        let times = interleavedBestNanoseconds(
            iterations: [cycles, cycles], rounds: 7,
            [
                { count in for _ in 0..<count { headless.pushAndPop() } },
                { count in for _ in 0..<count { rendered.pushAndPop() } },
            ]
        ).map { $0 / 2 }
        StandInLog.sink = nil
        rows.append(["ns per transition, headless animator", format(times[0]), ""])
        rows.append([
            "ns per transition, renderer", format(times[1]), "ratio \(format(times[1] / times[0], digits: 2))",
        ])
        report.tables.append(
            Report.Table(
                title: "Renderer: UIKit calls per edit (stand-in) and cost per transition",
                header: ["figure", "value", "goal"],
                rows: rows
            )
        )
        report.figures["renderer_attach_calls"] = attach
        report.figures["renderer_ns_per_transition"] = rounded(times[1])
        report.figures["renderer_ratio_to_headless"] = rounded(times[1] / times[0], digits: 3)
    }
#endif
