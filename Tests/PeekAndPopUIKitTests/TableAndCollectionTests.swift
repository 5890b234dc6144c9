#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import Testing
    import UIKitStandIn

    /// The one-line forwarders for the app's own table and collection view delegates, replayed in
    /// the order UIKit calls them
    /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:),
    /// then `previewForHighlightingContextMenuWithConfiguration`, `willDisplayContextMenu`,
    /// `willPerformPreviewActionForMenuWith` or an item, `willEndContextMenuInteraction`).
    @MainActor
    struct TableAndCollectionTests {
        private func makeTable(_ harness: UIKitHarness) -> (UITableView, PeekTableContextMenu) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.standInRowRects = [IndexPath(row: 3, section: 0): CGRect(x: 0, y: 132, width: 320, height: 44)]
            table.standInInteraction = UIContextMenuInteraction(delegate: harness.menu)
            harness.list.view.addSubview(table)
            let peek = PeekTableContextMenu(engine: harness.engine, host: harness.list, tableView: table) { request in
                harness.log.append("onPeek row \(request.indexPath?.row ?? -1)")
                harness.engine.route(harness.push(harness.detail))
            }
            return (table, peek)
        }

        @Test func aRowPeeksWithItsRectAndPopsInTheCommitAnimatorsCompletion() throws {
            let harness = UIKitHarness()
            let (_, peek) = makeTable(harness)
            let row = IndexPath(row: 3, section: 0)

            let configuration = try #require(peek.configuration(forRowAt: row, point: CGPoint(x: 10, y: 140)))
            #expect(
                peek.preview(for: configuration)?.parameters.visiblePath?.standInRect
                    == CGRect(x: 0, y: 132, width: 320, height: 44))
            #expect(peek.indexPath(for: configuration) == row)
            peek.willDisplay(configuration, animator: nil)
            let commit = StandInAnimator(previewViewController: harness.detail)
            peek.willPerformPreviewAction(configuration, animator: commit)
            peek.willEnd(configuration, animator: nil)
            commit.complete()

            #expect(
                harness.takeLog() == [
                    "onPeek row 3", "raw session#1 inPeek", "uikit push detail", "raw session#1 popped",
                ])
        }

        @Test(arguments: [false, true])
        func aRequestForAnotherRowIsAnotherPreview(shown: Bool) throws {
            // Row 2 asked (its menu shown or not), the press ends with no further callback, then
            // row 5 asked: row 5's own preview, never row 2's configuration again.
            let harness = UIKitHarness()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            harness.list.view.addSubview(table)
            var details: [Int: UIViewController] = [:]
            let peek = PeekTableContextMenu(engine: harness.engine, host: harness.list, tableView: table) { request in
                let row = request.indexPath!.row
                harness.log.append("onPeek row \(row)")
                let detail = UIKitHarness.Controller("detail \(row)")
                details[row] = detail
                harness.engine.route(harness.push(detail))
            }

            let second = try #require(peek.configuration(forRowAt: IndexPath(row: 2, section: 0), point: .zero))
            if shown { peek.willDisplay(second, animator: nil) }
            let fifth = try #require(peek.configuration(forRowAt: IndexPath(row: 5, section: 0), point: .zero))
            #expect(fifth.standInPreview() === details[5])
            peek.willDisplay(fifth, animator: nil)
            let commit = StandInAnimator(previewViewController: details[5])
            peek.willPerformPreviewAction(fifth, animator: commit)
            peek.willEnd(fifth, animator: nil)
            commit.complete()

            #expect(fifth !== second)
            #expect(peek.indexPath(for: fifth) == IndexPath(row: 5, section: 0))
            #expect(
                harness.takeLog()
                    == ["onPeek row 2"]
                    + (shown ? ["raw session#1 inPeek", "raw session#1 interrupted(released)"] : [])
                    + ["onPeek row 5", "raw session#2 inPeek", "uikit push detail 5", "raw session#2 popped"])
            #expect(harness.navigation.topViewController === details[5])
        }

        @Test func aRequestForAnotherItemIsAnotherPreview() throws {
            // As for rows: item 1 asked, no further callback, then item 4.
            let harness = UIKitHarness()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            harness.list.view.addSubview(collection)
            let peek = PeekCollectionContextMenu(
                engine: harness.engine, host: harness.list, collectionView: collection
            ) { request in
                let item = request.indexPath!.item
                harness.log.append("onPeek item \(item)")
                harness.engine.route(harness.push(UIKitHarness.Controller("detail \(item)")))
            }

            let first = try #require(peek.configuration(forItemsAt: [IndexPath(item: 1, section: 0)], point: .zero))
            let fourth = try #require(peek.configuration(forItemsAt: [IndexPath(item: 4, section: 0)], point: .zero))
            peek.willDisplay(fourth, animator: nil)

            #expect(fourth !== first)
            #expect(fourth.standInPreview()?.title == "detail 4")
            #expect(harness.takeLog() == ["onPeek item 1", "onPeek item 4", "raw session#2 inPeek"])
        }

        @Test func theEngineEndingARowsPeekTakesTheTablesMenuDown() throws {
            // P3, U5.
            let harness = UIKitHarness()
            let (_, peek) = makeTable(harness)

            let configuration = try #require(peek.configuration(forRowAt: IndexPath(row: 3, section: 0), point: .zero))
            peek.willDisplay(configuration, animator: nil)
            _ = harness.engine.interrupt()

            #expect(
                harness.takeLog() == [
                    "onPeek row 3", "raw session#1 inPeek", "raw session#1 interrupted(cancelledByHost)",
                    "uikit dismissMenu",
                ])
        }

        @Test func aCompactTableMenuPublishesNothing() throws {
            // U2.
            let harness = UIKitHarness()
            let (table, peek) = makeTable(harness)
            table.standInInteraction?.standInMenuAppearance = .compact

            let configuration = try #require(peek.configuration(forRowAt: IndexPath(row: 3, section: 0), point: .zero))
            peek.willDisplay(configuration, animator: nil)
            peek.willEnd(configuration, animator: nil)

            #expect(harness.takeLog() == ["onPeek row 3"])
        }

        @Test(arguments: [0, 2])
        func noItemOrSeveralItemsGiveNoPeek(count: Int) {
            // A press on empty space, or on a multiple selection: a tap shows no one screen.
            let harness = UIKitHarness()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            harness.list.view.addSubview(collection)
            let peek = PeekCollectionContextMenu(engine: harness.engine, host: harness.list, collectionView: collection)
            {
                _ in harness.log.append("onPeek")
            }

            let items = (0..<count).map { IndexPath(item: $0, section: 0) }

            #expect(peek.configuration(forItemsAt: items, point: .zero) == nil)
            #expect(harness.takeLog().isEmpty)
        }

        @Test func oneItemPeeksWithItsFrame() throws {
            let harness = UIKitHarness()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let item = IndexPath(item: 1, section: 0)
            collection.standInItemFrames = [item: CGRect(x: 160, y: 0, width: 160, height: 160)]
            harness.list.view.addSubview(collection)
            let peek = PeekCollectionContextMenu(engine: harness.engine, host: harness.list, collectionView: collection)
            {
                request in
                harness.log.append("onPeek item \(request.indexPath?.item ?? -1)")
                harness.engine.route(harness.push(harness.detail))
            }

            let configuration = try #require(peek.configuration(forItemsAt: [item], point: CGPoint(x: 200, y: 20)))
            peek.willDisplay(configuration, animator: nil)

            #expect(
                peek.preview(for: configuration)?.parameters.visiblePath?.standInRect
                    == CGRect(x: 160, y: 0, width: 160, height: 160))
            #expect(harness.takeLog() == ["onPeek item 1", "raw session#1 inPeek"])
        }
    }
#endif
