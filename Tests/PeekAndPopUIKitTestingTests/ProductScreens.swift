#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import UIKitStandIn

    /// A product screen, as an app writes it.
    final class ProductScreen: UIViewController {
        let row: Int

        init(row: Int) {
            self.row = row
            super.init(nibName: nil, bundle: nil)
            title = "product \(row)"
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A product table as an app adopts peek and pop on it (U8): a tap pushes the product; a
    /// `PeekContextMenu` on the table finds the row pressed, so the table's delegate forwards
    /// nothing. Nothing here knows about simulated presses.
    final class ProductListScreen: UIViewController, UITableViewDelegate {
        let engine: PeekEngine
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var actions: [PreviewAction] = []
        private var peek: PeekContextMenu?

        init(engine: PeekEngine) {
            self.engine = engine
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.delegate = self
            peek = PeekContextMenu(engine: engine, host: self, tableView: tableView) { [unowned self] request in
                showProduct(at: request.indexPath!)
                request.previewActions = actions
            }
        }

        func showProduct(at indexPath: IndexPath) {  // what a tap does
            engine.push(ProductScreen(row: indexPath.row), on: navigationController)
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            showProduct(at: indexPath)
        }
    }

    /// The app's window: a navigation controller whose root is `screen`, in a window (a screen
    /// whose view is in no window offers no menu, S5).
    @MainActor
    struct ProductApp {
        let engine = PeekEngine()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation: UINavigationController
        let list: ProductListScreen

        init() {
            list = ProductListScreen(engine: engine)
            navigation = UINavigationController(rootViewController: list)
            window.addSubview(navigation.view)
            navigation.view.addSubview(list.view)
            list.viewDidLoad()  // UIKit loads the view when it is first shown.
            list.tableView.standInRowRects = [
                IndexPath(row: 2, section: 0): CGRect(x: 0, y: 88, width: 320, height: 44)
            ]
        }
    }
#endif
