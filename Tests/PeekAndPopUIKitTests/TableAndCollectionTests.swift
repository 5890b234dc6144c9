#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import Testing
    import UIKitStandIn

    /// `PeekContextMenu` on a table or a collection view: its own interaction on the view, the row
    /// or item found at the press. UIKit's calls are replayed through
    /// `UIContextMenuInteractionDelegate`, as UIKit makes them, in the order UIKit makes them
    /// (`configurationForMenuAtLocation`, the highlight preview, `willDisplayMenuFor`,
    /// `willPerformPreviewActionForMenuWith` or an item, `willEndFor`).
    @MainActor
    struct TableAndCollectionTests {
        /// UIKit's side of an adapter on a table or a collection: its interaction and the
        /// interaction's delegate, called through the protocol.
        @MainActor
        struct System {
            let peek: PeekContextMenu
            var interaction: UIContextMenuInteraction { peek.interaction! }
            var delegate: any UIContextMenuInteractionDelegate { interaction.delegate! }

            func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
                delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
            }

            func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
                delegate.contextMenuInteraction(
                    interaction, configuration: configuration,
                    highlightPreviewForItemWithIdentifier: configuration.identifier)
            }

            func willDisplay(_ configuration: UIContextMenuConfiguration) {
                delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
            }

            /// The user taps the preview and the menu ends; the commit animator's completion runs last.
            func pop(_ configuration: UIContextMenuConfiguration, committing preview: UIViewController?) {
                let commit = StandInAnimator(previewViewController: preview)
                delegate.contextMenuInteraction(
                    interaction, willPerformPreviewActionForMenuWith: configuration, animator: commit)
                willEnd(configuration)
                commit.complete()
            }

            func willEnd(_ configuration: UIContextMenuConfiguration) {
                delegate.contextMenuInteraction(interaction, willEndFor: configuration, animator: nil)
            }
        }

        private static let rowRects = [
            IndexPath(row: 2, section: 0): CGRect(x: 0, y: 88, width: 320, height: 44),
            IndexPath(row: 3, section: 0): CGRect(x: 0, y: 132, width: 320, height: 44),
            IndexPath(row: 5, section: 0): CGRect(x: 0, y: 220, width: 320, height: 44),
        ]

        private static func center(_ rect: CGRect?) -> CGPoint { CGPoint(x: rect!.midX, y: rect!.midY) }

        /// A table of rows 2, 3 and 5 whose `onPeek` pushes a detail per row, as a tap would.
        private func makeTable(_ harness: UIKitHarness) -> (UITableView, System, details: () -> [Int: UIViewController])
        {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.standInRowRects = Self.rowRects
            harness.list.view.addSubview(table)
            var details: [Int: UIViewController] = [:]
            let peek = PeekContextMenu(engine: harness.engine, host: harness.list, tableView: table) { request in
                let row = request.indexPath?.row ?? -1
                harness.log.append("onPeek row \(row)")
                let detail = UIKitHarness.Controller("detail \(row)")
                details[row] = detail
                harness.engine.route(harness.push(detail))
            }
            return (table, System(peek: peek), { details })
        }

        /// A collection of items 1 and 4 whose `onPeek` pushes a detail per item.
        private func makeCollection(_ harness: UIKitHarness) -> (UICollectionView, System) {
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            collection.standInItemFrames = [
                IndexPath(item: 1, section: 0): CGRect(x: 160, y: 0, width: 160, height: 160),
                IndexPath(item: 4, section: 0): CGRect(x: 0, y: 160, width: 160, height: 160),
            ]
            harness.list.view.addSubview(collection)
            let peek = PeekContextMenu(engine: harness.engine, host: harness.list, collectionView: collection) {
                request in
                let item = request.indexPath?.item ?? -1
                harness.log.append("onPeek item \(item)")
                harness.engine.route(harness.push(UIKitHarness.Controller("detail \(item)")))
            }
            return (collection, System(peek: peek))
        }

        @Test func theAdapterAddsItsOwnInteractionToTheTable() {
            let harness = UIKitHarness()
            let (table, system, _) = makeTable(harness)

            #expect(table.interactions.count == 1)
            #expect(table.interactions.first === system.interaction)
            #expect(system.peek.view === table)
        }

        @Test func aRowPeeksWithItsRectAndPopsInTheCommitAnimatorsCompletion() throws {
            let harness = UIKitHarness()
            let (_, system, details) = makeTable(harness)
            let row = IndexPath(row: 3, section: 0)

            let configuration = try #require(system.configuration(at: CGPoint(x: 10, y: 140)))
            #expect(
                system.highlightPreview(for: configuration)?.parameters.visiblePath?.standInRect
                    == CGRect(x: 0, y: 132, width: 320, height: 44))
            #expect(system.peek.indexPath(for: configuration) == row)
            system.willDisplay(configuration)
            system.pop(configuration, committing: details()[3])

            #expect(
                harness.takeLog() == [
                    "onPeek row 3", "raw session#1 inPeek", "uikit push detail 3", "raw session#1 popped",
                ])
        }

        @Test func aPressBetweenRowsOffersNoMenu() {
            let harness = UIKitHarness()
            let (_, system, _) = makeTable(harness)

            #expect(system.configuration(at: CGPoint(x: 10, y: 190)) == nil)
            #expect(harness.takeLog().isEmpty)
        }

        @Test(arguments: [false, true])
        func aRequestForAnotherRowIsAnotherPreview(shown: Bool) throws {
            // Row 2 asked (its menu shown or not), the press ends with no further callback, then
            // row 5 asked: row 5's own preview, never row 2's configuration again.
            let harness = UIKitHarness()
            let (_, system, details) = makeTable(harness)

            let second = try #require(
                system.configuration(at: Self.center(Self.rowRects[IndexPath(row: 2, section: 0)])))
            if shown { system.willDisplay(second) }
            let fifth = try #require(
                system.configuration(at: Self.center(Self.rowRects[IndexPath(row: 5, section: 0)])))
            #expect(fifth.standInPreview() === details()[5])
            system.willDisplay(fifth)
            system.pop(fifth, committing: details()[5])

            #expect(fifth !== second)
            #expect(system.peek.indexPath(for: fifth) == IndexPath(row: 5, section: 0))
            #expect(
                harness.takeLog()
                    == ["onPeek row 2"]
                    + (shown ? ["raw session#1 inPeek", "raw session#1 interrupted(released)"] : [])
                    + ["onPeek row 5", "raw session#2 inPeek", "uikit push detail 5", "raw session#2 popped"])
            #expect(harness.navigation.topViewController === details()[5])
        }

        @Test func aRequestForAnotherItemIsAnotherPreview() throws {
            // As for rows: item 1 asked, no further callback, then item 4.
            let harness = UIKitHarness()
            let (_, system) = makeCollection(harness)

            let first = try #require(system.configuration(at: CGPoint(x: 200, y: 20)))
            let fourth = try #require(system.configuration(at: CGPoint(x: 20, y: 200)))
            system.willDisplay(fourth)

            #expect(fourth !== first)
            #expect(fourth.standInPreview()?.title == "detail 4")
            #expect(harness.takeLog() == ["onPeek item 1", "onPeek item 4", "raw session#2 inPeek"])
        }

        @Test func theEngineEndingARowsPeekTakesTheTablesMenuDown() throws {
            // P3, U5.
            let harness = UIKitHarness()
            let (_, system, _) = makeTable(harness)

            let configuration = try #require(system.configuration(at: CGPoint(x: 10, y: 140)))
            system.willDisplay(configuration)
            _ = harness.engine.interrupt()

            #expect(
                harness.takeLog() == [
                    "onPeek row 3", "raw session#1 inPeek", "raw session#1 interrupted(cancelledByHost)",
                    "uikit dismissMenu",
                ])
        }

        @Test func invalidatingDuringARowsPeekTakesTheMenuDownAndRemovesTheInteraction() throws {
            // P3, U5: the menu goes while the interaction is still there to dismiss it.
            let harness = UIKitHarness()
            let (table, system, _) = makeTable(harness)

            let configuration = try #require(system.configuration(at: CGPoint(x: 10, y: 140)))
            system.willDisplay(configuration)
            system.peek.invalidate()

            #expect(
                harness.takeLog() == [
                    "onPeek row 3", "raw session#1 inPeek", "raw session#1 interrupted(sourceUnregistered)",
                    "uikit dismissMenu",
                ])
            #expect(table.interactions.isEmpty)
        }

        @Test func aCompactTableMenuPublishesNothing() throws {
            // U2.
            let harness = UIKitHarness()
            let (_, system, _) = makeTable(harness)
            system.interaction.standInMenuAppearance = .compact

            let configuration = try #require(system.configuration(at: CGPoint(x: 10, y: 140)))
            system.willDisplay(configuration)
            system.willEnd(configuration)

            #expect(harness.takeLog() == ["onPeek row 3"])
        }

        @Test(arguments: [false, true])
        func emptySpaceOrAMultipleSelectionGivesNoPeek(selection: Bool) {
            // A press on empty space, or on a selected item while several are selected: a tap
            // shows no one screen.
            let harness = UIKitHarness()
            let (collection, system) = makeCollection(harness)
            collection.standInSelectedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)]

            #expect(system.configuration(at: selection ? CGPoint(x: 200, y: 20) : CGPoint(x: 200, y: 200)) == nil)
            #expect(harness.takeLog().isEmpty)
        }

        @Test func aSelectedItemAloneStillPeeks() {
            let harness = UIKitHarness()
            let (collection, system) = makeCollection(harness)
            collection.standInSelectedItems = [IndexPath(item: 1, section: 0)]

            #expect(system.configuration(at: CGPoint(x: 200, y: 20)) != nil)
            #expect(harness.takeLog() == ["onPeek item 1"])
        }

        @Test func oneItemPeeksWithItsFrame() throws {
            let harness = UIKitHarness()
            let (_, system) = makeCollection(harness)

            let configuration = try #require(system.configuration(at: CGPoint(x: 200, y: 20)))
            system.willDisplay(configuration)

            #expect(
                system.highlightPreview(for: configuration)?.parameters.visiblePath?.standInRect
                    == CGRect(x: 160, y: 0, width: 160, height: 160))
            #expect(system.peek.indexPath(for: configuration) == IndexPath(item: 1, section: 0))
            #expect(harness.takeLog() == ["onPeek item 1", "raw session#1 inPeek"])
        }
    }
#endif
