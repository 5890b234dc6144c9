#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import Testing
    import UIKitStandIn

    /// The `UIPreviewInteraction` adapter, in the order UIKit calls its delegate
    /// (https://developer.apple.com/documentation/uikit/uipreviewinteractiondelegate:
    /// `previewInteractionShouldBegin(_:)`, `didUpdatePreviewTransition` up to `ended`, then
    /// `didUpdateCommitTransition` up to `ended`, or `previewInteractionDidCancel(_:)`).
    @MainActor
    struct PeekPreviewInteractionTests {
        private func make(_ harness: UIKitHarness) -> (PeekPreviewInteraction, UIPreviewInteraction) {
            let peek = PeekPreviewInteraction(engine: harness.engine, host: harness.list, view: harness.row) { _ in
                harness.log.append("onPeek")
                harness.engine.push(harness.detail, on: harness.navigation)
            }
            peek.onUpdate = { preview, previewProgress, commitProgress in
                harness.log.append("draw \(preview?.title ?? "nothing") \(previewProgress) \(commitProgress)")
            }
            return (peek, peek.interaction!)
        }

        @Test func theDocumentedOrderPopsWhenTheCommitTransitionEnds() {
            let harness = UIKitHarness()
            let (peek, interaction) = make(harness)

            #expect(uikit(peek).previewInteractionShouldBegin(interaction))
            uikit(peek).previewInteraction(interaction, didUpdatePreviewTransition: 0.5, ended: false)
            // Refused (U7):
            uikit(peek).previewInteraction(interaction, didUpdatePreviewTransition: .nan, ended: false)
            uikit(peek).previewInteraction(interaction, didUpdatePreviewTransition: 1, ended: true)
            uikit(peek).previewInteraction(interaction, didUpdateCommitTransition: 1, ended: true)

            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "draw detail 0.0 0.0", "draw detail 0.5 0.0",
                    "draw detail 0.5 0.0",
                    "draw detail 1.0 0.0", "uikit push detail", "raw session#1 popped", "draw nothing 1.0 1.0",
                ])
        }

        @Test(arguments: [false, true])
        func aUIKitCallInOnPeekOutsideTheSeamGetsADiagnostic(presents: Bool) {
            // S2: as with context menus, pushViewController or present called straight on UIKit
            // happens at the press, and the adapter says so; routed through the seam, nothing is said.
            let harness = UIKitHarness()
            let peek = PeekPreviewInteraction(engine: harness.engine, host: harness.list, view: harness.row) { _ in
                if presents {
                    harness.list.present(harness.detail, animated: true)
                } else {
                    harness.navigation.pushViewController(harness.detail, animated: true)
                }
            }

            #expect(!uikit(peek).previewInteractionShouldBegin(peek.interaction!))

            #expect(harness.takeLog() == [presents ? "uikit present detail from list" : "uikit push detail"])
            #expect(harness.diagnostics.codes == [.uikitCallOutsideSeam])
        }

        @Test func routingThroughTheSeamInOnPeekGetsNoDiagnostic() {
            let harness = UIKitHarness()
            let (peek, interaction) = make(harness)

            #expect(uikit(peek).previewInteractionShouldBegin(interaction))
            #expect(harness.diagnostics.codes.isEmpty)
        }

        @Test func aPreviewWithAParentCancelsThePeekAsTheOtherAdaptersDo() {
            // U4, U2: no preview, nothing published, nothing frozen.
            let harness = UIKitHarness()
            let (peek, interaction) = make(harness)
            let container = UIViewController()
            container.addChild(harness.detail)

            withExtendedLifetime(container) {
                #expect(!uikit(peek).previewInteractionShouldBegin(interaction))
            }
            harness.engine.route(Transition(kind: .dismiss) { harness.log.append("perform dismiss") })

            #expect(harness.takeLog() == ["onPeek", "draw nothing 0.0 0.0", "perform dismiss"])
        }

        @Test(arguments: [true, false])
        func anOnPeekThatEndsThePressOrInvalidatesBeginsNothing(invalidates: Bool) {
            // S22: UIKit cancelling the interaction, or the app invalidating the adapter, from inside
            // onPeek is read again when onPeek has returned: nothing is published or left frozen.
            let harness = UIKitHarness()
            let adapter = Later<PeekPreviewInteraction>()
            let peek = PeekPreviewInteraction(engine: harness.engine, host: harness.list, view: harness.row) { _ in
                harness.log.append("onPeek")
                harness.engine.push(harness.detail, on: harness.navigation)
                guard let adapter = adapter.value, let interaction = adapter.interaction else { return }
                if invalidates {
                    adapter.invalidate()
                } else {
                    uikit(adapter).previewInteractionDidCancel(interaction)
                }
            }
            adapter.value = peek
            let interaction = peek.interaction!

            #expect(!uikit(peek).previewInteractionShouldBegin(interaction))
            harness.engine.route(Transition(kind: .dismiss) { harness.log.append("perform dismiss") })

            #expect(harness.takeLog() == ["onPeek", "perform dismiss"])
            #expect(harness.engine.activePeek == nil)
        }

        @Test(arguments: [false, true])
        func invalidatingOrReleasingTheAdapterWhilePreviewingCancelsTheInteraction(releases: Bool) {
            // P3: the registration goes first, while the adapter still holds the interaction.
            let harness = UIKitHarness()
            var (peek, interaction): (PeekPreviewInteraction?, UIPreviewInteraction) = make(harness)

            #expect(uikit(peek!).previewInteractionShouldBegin(interaction))
            _ = harness.takeLog()
            if releases {
                peek = nil
            } else {
                peek?.invalidate()
            }

            // Apple documents that `cancel()` calls `previewInteractionDidCancel(_:)`: an
            // invalidated adapter still is the delegate then and draws nothing once more (idempotent);
            // a released one is gone (the delegate is weak).
            #expect(
                harness.takeLog()
                    == ["raw session#1 interrupted(sourceUnregistered)", "uikit previewInteraction cancel"]
                    + (releases ? [] : ["draw nothing 0.0 0.0", "draw nothing 0.0 0.0"]))
            #expect(harness.engine.activePeek == nil)
        }

        @Test func cancellingEndsThePeekReleasedAndTheEngineEndingItCancelsTheInteraction() {
            let harness = UIKitHarness()
            let (peek, interaction) = make(harness)

            #expect(uikit(peek).previewInteractionShouldBegin(interaction))
            uikit(peek).previewInteractionDidCancel(interaction)
            #expect(uikit(peek).previewInteractionShouldBegin(interaction))
            _ = harness.engine.interrupt()

            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "draw detail 0.0 0.0", "raw session#1 interrupted(released)",
                    "draw nothing 0.0 0.0", "onPeek", "raw session#2 inPeek", "draw detail 0.0 0.0",
                    "raw session#2 interrupted(cancelledByHost)", "uikit previewInteraction cancel",
                    // cancel() calls previewInteractionDidCancel(_:), as Apple documents (the
                    // delegate's page): the adapter redraws; the peek has already ended.
                    "draw nothing 0.0 0.0", "draw nothing 0.0 0.0",
                ])
        }
    }
#endif
