#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import Testing
    import UIKitStandIn

    /// The legacy 3D Touch adapter, in the order UIKit calls it
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollerpreviewingdelegate:
    /// `previewingContext(_:viewControllerForLocation:)` when the press deepens, then
    /// `previewingContext(_:commit:)` when it presses through, or the preview goes away).
    @MainActor
    struct PeekPreviewingTests {
        private func make(_ harness: UIKitHarness) -> (PeekPreviewing, any UIViewControllerPreviewing) {
            let peek = PeekPreviewing(engine: harness.engine, host: harness.list, view: harness.row) { request in
                harness.log.append("onPeek")
                harness.engine.push(harness.detail, on: harness.navigation)
                request.sourceRect = CGRect(x: 0, y: 0, width: 50, height: 44)
                request.previewActions = harness.actions
            }
            return (peek, peek.previewing!)
        }

        @Test func pressingThroughPopsTheVeryControllerPreviewed() {
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)

            let preview = uikit(peek).previewingContext(previewing, viewControllerForLocation: CGPoint(x: 5, y: 5))
            uikit(peek).previewingContext(previewing, commit: harness.detail)

            #expect(preview === harness.detail)
            #expect(previewing.sourceRect == CGRect(x: 0, y: 0, width: 50, height: 44))
            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "onPeek", "raw session#1 inPeek", "uikit push detail",
                    "raw session#1 popped",
                ])
        }

        @Test(arguments: [false, true])
        func aUIKitCallInOnPeekOutsideTheSeamGetsADiagnostic(presents: Bool) {
            // S2: as with context menus, pushViewController or present called straight on UIKit
            // happens at the press, and the adapter says so; routed through the seam, nothing is said.
            let harness = UIKitHarness()
            let peek = PeekPreviewing(engine: harness.engine, host: harness.list, view: harness.row) { _ in
                if presents {
                    harness.list.present(harness.detail, animated: true)
                } else {
                    harness.navigation.pushViewController(harness.detail, animated: true)
                }
            }

            _ = uikit(peek).previewingContext(peek.previewing!, viewControllerForLocation: .zero)

            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", presents ? "uikit present detail from list" : "uikit push detail",
                ])
            #expect(harness.diagnostics.codes == [.uikitCallOutsideSeam])
        }

        @Test func routingThroughTheSeamInOnPeekGetsNoDiagnostic() {
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)

            #expect(uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero) === harness.detail)
            #expect(harness.diagnostics.codes.isEmpty)
        }

        @Test func aLateOrForeignPreviewingContextPeeksNothing() {
            // U7: UIKit asking after the adapter was invalidated, or about a registration it did not
            // make, neither registers again nor peeks.
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)
            let foreign = harness.list.registerForPreviewing(with: peek, sourceView: UIView())

            let fromForeign = uikit(peek).previewingContext(foreign, viewControllerForLocation: .zero)
            peek.invalidate()
            let late = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)
            uikit(peek).previewingContext(previewing, commit: harness.detail)

            #expect(fromForeign == nil)
            #expect(late == nil)
            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "uikit registerForPreviewing", "uikit unregisterForPreviewing",
                ])
            #expect(harness.engine.activePeek == nil)
        }

        @Test func aForeignPreviewingContextCommitsNothing() {
            // U7: a commit about a registration this adapter did not make leaves its peek showing.
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)
            let foreign = harness.list.registerForPreviewing(with: peek, sourceView: UIView())

            _ = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)
            uikit(peek).previewingContext(foreign, commit: harness.detail)
            uikit(peek).previewingContext(foreign, commit: UIViewController())

            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "uikit registerForPreviewing", "onPeek", "raw session#1 inPeek",
                ])
            #expect(harness.engine.activePeek?.sessionID.rawValue == 1)
        }

        @Test func committingAnotherControllerInterruptsCommitOfDifferentScreen() {
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)

            _ = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)
            uikit(peek).previewingContext(previewing, commit: UIViewController())

            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "onPeek", "raw session#1 inPeek",
                    "raw session#1 interrupted(commitOfDifferentScreen)", "uikit gesture isEnabled = false",
                    "uikit gesture isEnabled = true",
                ])
        }

        @Test func aPreviewWithAParentCancelsThePeekAsTheContextMenuDoes() {
            // U4: never handed to UIKit, and the peek is cancelled
            // before anything is published or left frozen (U2).
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)
            let container = UIViewController()
            container.addChild(harness.detail)

            withExtendedLifetime(container) {
                #expect(uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero) == nil)
            }
            harness.engine.route(Transition(kind: .dismiss) { harness.log.append("perform dismiss") })

            #expect(harness.takeLog() == ["uikit registerForPreviewing", "onPeek", "perform dismiss"])
            #expect(harness.diagnostics.codes == [.previewRefused])
        }

        @Test func aLatePreviewDidDisappearOfAnEarlierPreviewChangesNothing() {
            // U7: viewDidDisappear of the first preview arrives after the second press peeked.
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)
            let first = harness.detail

            _ = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)
            _ = harness.engine.interrupt()
            harness.detail = UIKitHarness.Controller("second")
            _ = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)
            _ = harness.takeLog()
            peek.previewDidDisappear(first)
            peek.previewDidDisappear(UIViewController())  // Foreign.
            #expect(harness.engine.activePeek?.sessionID.rawValue == 2)
            peek.previewDidDisappear(harness.detail)

            #expect(harness.takeLog() == ["raw session#2 interrupted(released)"])
        }

        @Test func anOnPeekThatInvalidatesTheAdapterShowsAndFreezesNothing() {
            // S22: decided when onPeek has returned, re-read before anything is published.
            let harness = UIKitHarness()
            let adapter = Later<PeekPreviewing>()
            let peek = PeekPreviewing(engine: harness.engine, host: harness.list, view: harness.row) { _ in
                harness.log.append("onPeek")
                harness.engine.push(harness.detail, on: harness.navigation)
                adapter.value?.invalidate()
            }
            adapter.value = peek
            let previewing = peek.previewing!

            #expect(uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero) == nil)
            harness.engine.route(Transition(kind: .dismiss) { harness.log.append("perform dismiss") })

            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "onPeek", "uikit unregisterForPreviewing", "perform dismiss",
                ])
            #expect(peek.previewing == nil)
        }

        @Test func anObserverThatInvalidatesTheAdapterAtInPeekGetsNoPreviewHandedToUIKit() {
            // S22: re-read after publishing; the preview is not handed to UIKit, the peek ends.
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)
            let token = harness.engine.observe { change in
                if change.state == .inPeek { peek.invalidate() }
            }

            let preview = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)

            #expect(preview == nil)
            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "onPeek", "raw session#1 inPeek", "uikit unregisterForPreviewing",
                    "raw session#1 interrupted(sourceUnregistered)",
                ])
            #expect(harness.engine.activePeek == nil)
            withExtendedLifetime(token) {}
        }

        @Test func theEngineEndingThePeekCancelsThePreviewingGesture() {
            // P3.
            let harness = UIKitHarness()
            let (peek, previewing) = make(harness)

            _ = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)
            _ = harness.engine.interrupt()
            peek.previewDidDisappear(harness.detail)

            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "onPeek", "raw session#1 inPeek",
                    "raw session#1 interrupted(cancelledByHost)", "uikit gesture isEnabled = false",
                    "uikit gesture isEnabled = true",
                ])
        }

        @Test(arguments: [false, true])
        func invalidatingOrReleasingTheAdapterWhilePreviewingCancelsThePreview(releases: Bool) {
            // P3: the engine's registration goes first, while UIKit's is still there to cancel.
            let harness = UIKitHarness()
            var (peek, previewing): (PeekPreviewing?, any UIViewControllerPreviewing) = make(harness)

            _ = uikit(peek!).previewingContext(previewing, viewControllerForLocation: .zero)
            if releases {
                peek = nil
            } else {
                peek?.invalidate()
            }

            #expect(
                harness.takeLog() == [
                    "uikit registerForPreviewing", "onPeek", "raw session#1 inPeek",
                    "raw session#1 interrupted(sourceUnregistered)", "uikit gesture isEnabled = false",
                    "uikit gesture isEnabled = true", "uikit unregisterForPreviewing",
                ])
            withExtendedLifetime(previewing) {}
        }

        @Test func actionsAreFlattenedToOneLevelAndDisabledOnesLeftOut() throws {
            // U6: UIPreviewActionGroup holds actions only.
            let harness = UIKitHarness()
            harness.actions = [
                harness.action("cart"),
                .group(
                    "Share", id: "share",
                    children: [
                        harness.action("message"),
                        .group(
                            "More", id: "more",
                            children: [harness.action("mail"), harness.action("print", isDisabled: true)]),
                    ]),
                harness.action("archive", isDisabled: true),
                harness.action("delete", style: .destructive),
                .group("Remove", id: "remove", style: .destructive, children: [harness.action("trash")]),
            ]
            let (peek, previewing) = make(harness)

            _ = uikit(peek).previewingContext(previewing, viewControllerForLocation: .zero)
            let items = peek.previewActionItems

            func describe(_ item: any UIPreviewActionItem) -> String {
                if let group = item as? UIPreviewActionGroup {
                    let destructive = group.standInStyle == .destructive ? "!" : ""
                    return "\(group.title)\(destructive)[\(group.standInActions.map(describe).joined(separator: ","))]"
                }
                let action = item as? UIPreviewAction
                return item.title + (action?.standInStyle == .destructive ? "!" : "")
            }
            #expect(items.map(describe) == ["cart", "Share[message,mail]", "delete!", "Remove![trash]"])
            let cart = try #require(items.first as? UIPreviewAction)
            cart.standInPerform(for: harness.detail)
            peek.previewDidDisappear(harness.detail)
            #expect(harness.takeLog().suffix(2) == ["raw session#1 actionSelected(cart)", "handler cart"])
        }
    }
#endif
