#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import Testing
    import UIKitStandIn

    /// `peekContextMenu(engine:onPeek:)`: the same adapter under a SwiftUI view, so SwiftUI gets a
    /// working pop, P3 and the source rect.
    @MainActor
    struct SwiftUITests {
        @Test func aSwiftUIViewPeeksAndPopsTheVeryScreenPreviewed() throws {
            let harness = UIKitHarness()
            let row = Text("Lunch on Friday?").peekContextMenu(engine: harness.engine) { request in
                harness.log.append("onPeek")
                harness.engine.push(harness.detail, on: harness.navigation)
                request.sourceRect = CGRect(x: 0, y: 0, width: 40, height: 20)
            }
            let rendered = try #require(StandInRenderer.render(row))
            rendered.controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            harness.list.view.addSubview(rendered.controller.view)
            let interaction = try #require(rendered.controller.view.interactions.first as? UIContextMenuInteraction)
            let delegate = try #require(interaction.delegate)

            let configuration = try #require(
                delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: CGPoint(x: 5, y: 5)))
            #expect(configuration.standInPreview() === harness.detail)
            let highlight = delegate.contextMenuInteraction(
                interaction, configuration: configuration,
                highlightPreviewForItemWithIdentifier: configuration.identifier)
            delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
            let commit = StandInAnimator(previewViewController: harness.detail)
            delegate.contextMenuInteraction(
                interaction, willPerformPreviewActionForMenuWith: configuration, animator: commit)
            commit.complete()

            #expect(highlight?.parameters.visiblePath?.standInRect == CGRect(x: 0, y: 0, width: 40, height: 20))
            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "uikit push detail", "raw session#1 popped",
                ])
        }

        @Test(arguments: [("message row", "message row"), (nil, "Text")] as [(String?, String)])
        func aSwiftUIRowIsNamedByWhatItShowsNotItsHostingController(name: String?, expected: String) throws {
            // Analytics name the host by its screen name (read when the adapter registers, at the
            // first press): the row, never `UIHostingController<Text>`.
            let harness = UIKitHarness()
            let row = Text("Lunch on Friday?").peekContextMenu(engine: harness.engine, name: name) { _ in
                harness.log.append("onPeek")
                harness.engine.push(harness.detail, on: harness.navigation)
            }
            let rendered = try #require(StandInRenderer.render(row))
            harness.list.view.addSubview(rendered.controller.view)
            let interaction = try #require(rendered.controller.view.interactions.first as? UIContextMenuInteraction)
            let delegate = try #require(interaction.delegate)

            let configuration = try #require(
                delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
            delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)

            #expect(rendered.controller.screenName == expected)
            #expect(harness.takeLog() == ["onPeek", "raw session#1 inPeek"])
        }

        @Test func anUpdatedViewPeeksWithItsLatestOnPeek() throws {
            let harness = UIKitHarness()
            func row(_ name: String) -> some View {
                Text(name).peekContextMenu(engine: harness.engine) { _ in
                    harness.log.append("onPeek \(name)")
                }
            }
            let rendered = try #require(StandInRenderer.render(row("first")))
            harness.list.view.addSubview(rendered.controller.view)
            StandInRenderer.update(row("second"), rendered)
            let interaction = try #require(rendered.controller.view.interactions.first as? UIContextMenuInteraction)

            _ = interaction.delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero)

            #expect(harness.takeLog() == ["onPeek second"])
        }
    }
#endif
