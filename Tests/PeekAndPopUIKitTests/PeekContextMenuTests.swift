#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import Testing
    import UIKitStandIn

    /// ``PeekContextMenu`` driven through its `UIContextMenuInteractionDelegate` methods, in the
    /// order Apple documents and in the awkward real ones, asserting the raw state stream and what
    /// the adapter asked UIKit to do, in order.
    ///
    /// Documented order (https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate):
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`; the highlight preview
    /// (`contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)`, iOS 16 and
    /// later, which the package requires); `willDisplayMenuFor:animator:`; then
    /// either `willPerformPreviewActionForMenuWith:animator:` (the preview was tapped; its
    /// `UIContextMenuInteractionCommitAnimating` animator's completion is where the app commits,
    /// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating) or a
    /// menu item's handler; `willEndFor:animator:` (the animator is optional); and the dismissal
    /// preview, which UIKit may ask for after the menu ended. A compact menu
    /// (`menuAppearance == .compact`, "a nonmodal, compact menu with no preview",
    /// https://developer.apple.com/documentation/uikit/uicontextmenuinteraction/appearance/compact)
    /// shows no preview.
    @MainActor
    struct PeekContextMenuTests {
        @Test func theDocumentedOrderPopsTheVeryScreenPreviewedInTheCommitAnimatorsCompletion() throws {
            let harness = UIKitHarness()
            #expect(harness.row.interactions.count == 1)

            let configuration = try #require(harness.configuration())
            #expect(configuration.standInPreview() === harness.detail)
            _ = harness.delegate.contextMenuInteraction(
                harness.interaction, configuration: configuration,
                highlightPreviewForItemWithIdentifier: configuration.identifier)
            harness.willDisplay(configuration)
            let commit = harness.willPerformPreviewAction(configuration, committing: harness.detail)
            let end = harness.willEnd(configuration, animated: true)
            #expect(harness.takeLog() == ["onPeek", "raw session#1 inPeek"])  // Nothing pops before the completion.
            commit.complete()
            end?.complete()

            #expect(harness.takeLog() == ["uikit push detail", "raw session#1 popped"])
            #expect(harness.navigation.topViewController === harness.detail)
        }

        @Test(arguments: [false, true])
        func aPressLiftedBeforeTheMenuAppearsPublishesNothingAndFreezesNothing(animated: Bool) throws {
            // U2: asked for a configuration, the menu never came up.
            let harness = UIKitHarness()

            let configuration = try #require(harness.configuration())
            harness.willEnd(configuration, animated: animated)?.complete()
            harness.engine.route(harness.push(harness.detail))  // A tap afterwards: at once (S1).

            #expect(harness.takeLog() == ["onPeek", "uikit push detail"])
            #expect(harness.engine.activePeek == nil)
        }

        @Test func aCompactMenuPublishesNothingAndItsItemRunsAsOrdinaryWork() throws {
            // U2: a compact (pointer) menu shows no preview.
            let harness = UIKitHarness()
            harness.actions = [harness.action("cart")]

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration, appearance: .compact)
            harness.choose("cart", in: configuration)
            harness.willEnd(configuration, animated: true)?.complete()

            #expect(harness.takeLog() == ["onPeek", "handler cart"])
            #expect(harness.navigation.topViewController === harness.list)
        }

        @Test func theSourceRectReachesTheHighlightAndTheDismissalEvenAfterThePeekEnded() throws {
            // U3: UIKit may ask for the dismissal preview after the session ended.
            let harness = UIKitHarness()
            harness.sourceRect = CGRect(x: 8, y: 4, width: 100, height: 36)

            let configuration = try #require(harness.configuration())
            let highlight = harness.delegate.contextMenuInteraction(
                harness.interaction, configuration: configuration,
                highlightPreviewForItemWithIdentifier: configuration.identifier)
            harness.willDisplay(configuration)
            harness.willEnd(configuration, animated: false)
            let dismissal = harness.delegate.contextMenuInteraction(
                harness.interaction, configuration: configuration,
                dismissalPreviewForItemWithIdentifier: configuration.identifier)

            let expected = CGRect(x: 8, y: 4, width: 100, height: 36)
            for preview in [highlight, dismissal] {
                #expect(preview?.view === harness.row)
                #expect(preview?.parameters.visiblePath?.standInRect == expected)
            }
            #expect(
                harness.takeLog() == ["onPeek", "raw session#1 inPeek", "raw session#1 interrupted(released)"])
        }

        @Test func committingAnotherViewControllerInterruptsCommitOfDifferentScreen() throws {
            // U4, S9: UIKit's animator names the controller it commits.
            let harness = UIKitHarness()

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)
            let commit = harness.willPerformPreviewAction(configuration, committing: UIViewController())
            harness.willEnd(configuration, animated: false)
            commit.complete()

            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "raw session#1 interrupted(commitOfDifferentScreen)",
                ])
            #expect(harness.navigation.topViewController === harness.list)
        }

        @Test(arguments: ["has a parent", "is presented", "is presenting"])
        func aPreviewInAHierarchyCancelsThePeekWithNoMenu(hierarchy: String) {
            // U4: UIKit is never handed a controller it could not show (a second parent raises; a
            // presented one cannot be presented again; a presenting one would take its presentation
            // along); the press shows no menu, publishes nothing and freezes nothing (U2).
            let harness = UIKitHarness()
            let other = UIViewController()
            switch hierarchy {
            case "has a parent": other.addChild(harness.detail)
            case "is presented": other.present(harness.detail, animated: false)
            default: harness.detail.present(other, animated: false)
            }
            _ = harness.takeLog()

            withExtendedLifetime(other) {
                #expect(harness.configuration() == nil)
            }
            harness.engine.route(Transition(kind: .dismiss) { harness.log.append("perform dismiss") })

            #expect(harness.takeLog() == ["onPeek", "perform dismiss"])  // At once: nothing frozen (S1).
            #expect(harness.diagnostics.codes == [.previewRefused])
        }

        @Test func aPreviewThatGainsAParentBeforeUIKitAsksForItEndsThePeekAndTheMenu() throws {
            // U4: the preview provider is asked after the configuration; UIKit then shows the view,
            // so the peek ends unshown (U2) and the menu is taken down (P3).
            let harness = UIKitHarness()
            let container = UIViewController()

            let configuration = try #require(harness.configuration())
            container.addChild(harness.detail)
            let preview = configuration.standInPreview()
            harness.willDisplay(configuration)
            harness.willEnd(configuration, animated: false)

            #expect(preview == nil)
            #expect(harness.takeLog() == ["onPeek", "uikit dismissMenu"])
            #expect(harness.engine.activePeek == nil)
            withExtendedLifetime(container) {}
        }

        @Test func theEngineEndingThePeekTakesTheMenuDown() throws {
            // P3, U5: a routing call outside the capture window interrupts the peek (S11).
            let harness = UIKitHarness()

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)
            harness.engine.route(Transition(kind: .dismiss) { harness.log.append("perform dismiss") })
            harness.willEnd(configuration, animated: true)?.complete()

            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "raw session#1 interrupted(interruptedByRouting)",
                    "uikit dismissMenu", "perform dismiss",
                ])
        }

        @Test func anItemTheEngineRefusesLeavesNoPeekOpenOnceTheMenuEnds() throws {
            // U5: a disabled item chosen anyway is refused; the menu's end still ends the peek.
            let harness = UIKitHarness()
            harness.actions = [harness.action("archive", isDisabled: true)]

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)
            harness.choose("archive", in: configuration)
            harness.willEnd(configuration, animated: true)?.complete()

            #expect(
                harness.takeLog() == ["onPeek", "raw session#1 inPeek", "raw session#1 interrupted(released)"])
            #expect(harness.engine.activePeek == nil)
        }

        @Test func anItemTheEngineRefusesWhileTheMenuAnimatesOutStillEndsThePeekWithTheMenu() throws {
            // U5: UIKit may call an item's handler after `willEndFor`; a refused item (disabled) must
            // not leave the peek open when the end animation completes.
            let harness = UIKitHarness()
            harness.actions = [harness.action("archive", isDisabled: true)]

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)
            let end = try #require(harness.willEnd(configuration, animated: true))
            harness.choose("archive", in: configuration)
            #expect(harness.takeLog() == ["onPeek", "raw session#1 inPeek"])
            end.complete()

            #expect(harness.takeLog() == ["raw session#1 interrupted(released)"])
            #expect(harness.engine.activePeek == nil)
            #expect(harness.navigation.topViewController === harness.list)
        }

        @Test func theMenuKeepsTheActionsOrderGroupsStylesAndDisabledItems() throws {
            // U6.
            let harness = UIKitHarness()
            harness.actions = [
                harness.action("cart"),
                .group("Share", id: "share", children: [harness.action("message"), harness.action("mail")]),
                harness.action("delete", style: .destructive),
                harness.action("star", style: .selected),
                harness.action("archive", isDisabled: true),
                .group("Remove", id: "remove", style: .destructive, children: [harness.action("trash")]),
            ]

            let menu = try #require(harness.configuration()?.standInMenu())

            func describe(_ element: UIMenuElement) -> String {
                if let menu = element as? UIMenu {
                    let destructive = menu.options.contains(.destructive) ? "!" : ""
                    return
                        "\(menu.identifier.rawValue)\(destructive)[\(menu.children.map(describe).joined(separator: ","))]"
                }
                let action = element as! UIAction
                var text = action.identifier.rawValue
                if action.attributes.contains(.destructive) { text += "!" }
                if action.attributes.contains(.disabled) { text += "-" }
                if action.state == .on { text += "*" }
                return text
            }
            #expect(
                menu.children.map(describe) == [
                    "cart", "share[message,mail]", "delete!", "star*", "archive-", "remove![trash]",
                ])
        }

        @Test func menuItemsAndSubmenusShowTheImagesOnPeekSets() throws {
            // U6: SF Symbols by name and the app's own images; an item without one shows none.
            let harness = UIKitHarness()
            let logo = try #require(UIImage(named: "logo"))
            let menu = PeekContextMenu(engine: harness.engine, host: harness.list, view: harness.row) { request in
                harness.engine.route(harness.push(harness.detail))
                request.previewActions = [
                    harness.action("cart"),
                    .group("Share", id: "share", children: [harness.action("message")]),
                    harness.action("plain"),
                ]
                request.actionImages = ["cart": .systemName("cart.badge.plus"), "share": .image(logo)]
            }

            let made = try #require(
                uikit(menu).contextMenuInteraction(menu.interaction!, configurationForMenuAtLocation: .zero))
            let items = try #require(made.standInMenu()).children

            #expect(
                items.map { $0.image?.standInName } == ["systemName:cart.badge.plus", "named:logo", nil])
            #expect((items[1] as? UIMenu)?.children.first?.image == nil)
        }

        @Test(arguments: [false, true])
        func aUIKitCallInOnPeekOutsideTheSeamGetsADiagnostic(presents: Bool) {
            // S2: pushViewController or present called straight on UIKit is not frozen: it happens
            // at the press, and the adapter says so.
            let harness = UIKitHarness()
            let menu = PeekContextMenu(engine: harness.engine, host: harness.list, view: harness.row) { _ in
                if presents {
                    harness.list.present(harness.detail, animated: true)
                } else {
                    harness.navigation.pushViewController(harness.detail, animated: true)
                }
            }

            #expect(uikit(menu).contextMenuInteraction(menu.interaction!, configurationForMenuAtLocation: .zero) == nil)

            #expect(harness.takeLog() == [presents ? "uikit present detail from list" : "uikit push detail"])
            #expect(harness.diagnostics.codes == [.uikitCallOutsideSeam])
        }

        @Test func routingThroughTheSeamInOnPeekGetsNoDiagnostic() throws {
            let harness = UIKitHarness()

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)

            #expect(harness.diagnostics.codes.isEmpty)
        }

        @Test func callbacksTwiceOrLateNeverPublishTwoTerminalStates() throws {
            // U7.
            let harness = UIKitHarness()

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)
            harness.willDisplay(configuration)
            let commit = harness.willPerformPreviewAction(configuration, committing: harness.detail)
            harness.willEnd(configuration, animated: false)
            harness.willEnd(configuration, animated: false)
            commit.complete()
            commit.complete()
            let again = harness.willPerformPreviewAction(configuration, committing: harness.detail)
            again.complete()
            harness.choose("nothing", in: configuration)

            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "uikit push detail", "raw session#1 popped",
                ])
        }

        @Test func aSecondRequestInOnePressAnswersTheConfigurationUIKitHolds() throws {
            // U7, P1: asked again while its menu is up, the adapter answers the same configuration,
            // so the callbacks about the one UIKit shows still end the peek.
            let harness = UIKitHarness()

            let configuration = try #require(harness.configuration())
            let again = try #require(harness.configuration())
            harness.willDisplay(configuration)
            harness.willEnd(configuration, animated: false)

            #expect(again === configuration)
            #expect(harness.takeLog() == ["onPeek", "raw session#1 inPeek", "raw session#1 interrupted(released)"])
            #expect(harness.engine.activePeek == nil)
        }

        @Test func aPressOnAnotherViewWhileTheFirstMenuAnimatesOutPeeksOnce() throws {
            // U7, U1: two interactions' callbacks interleaved; the first menu's end animation
            // completes after the second press began. The press ended with its menu, so the second
            // is a new press whose peek supersedes the one animating out (it was refused as the
            // same press, and the user got no menu).
            let harness = UIKitHarness()
            let other = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
            harness.list.view.addSubview(other)
            let otherMenu = harness.makeMenu(for: other)

            let first = try #require(harness.configuration())
            harness.willDisplay(first)
            let end = harness.willEnd(first, animated: true)
            let second = try #require(
                uikit(otherMenu).contextMenuInteraction(otherMenu.interaction!, configurationForMenuAtLocation: .zero))
            uikit(otherMenu).contextMenuInteraction(otherMenu.interaction!, willDisplayMenuFor: second, animator: nil)
            end?.complete()

            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "raw session#1 interrupted(superseded)", "onPeek",
                    "raw session#2 inPeek",
                ])
            #expect(harness.engine.activePeek?.sessionID.rawValue == 2)
        }

        @Test func aPressOnAnotherViewWhileTheFirstPreviewCommitsPopsItAndOffersNoMenu() throws {
            // U1, P2, U4: the preview of the row tapped (its commit animator running, the menu
            // animating out), then UIKit asks another view's adapter: the row pops, never
            // superseded, and the other view offers no menu while the commit is under way.
            let harness = UIKitHarness()
            let other = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
            harness.list.view.addSubview(other)
            let otherMenu = harness.makeMenu(for: other)

            let first = try #require(harness.configuration())
            harness.willDisplay(first)
            let commit = harness.willPerformPreviewAction(first, committing: harness.detail)
            let end = try #require(harness.willEnd(first, animated: true))
            let second = uikit(otherMenu).contextMenuInteraction(
                otherMenu.interaction!, configurationForMenuAtLocation: .zero)
            commit.complete()
            end.complete()

            #expect(second == nil)
            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "uikit push detail", "raw session#1 popped",
                ])
            #expect(harness.navigation.topViewController === harness.detail)
        }

        @Test func anAdapterInvalidatedFromOnPeekOffersNoMenuAndLeavesNoPeek() {
            // Decide, call out, re-read: `onPeek` is the app's code; the adapter looks again after it.
            let harness = UIKitHarness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.list.view.addSubview(view)
            var menu: PeekContextMenu?
            menu = PeekContextMenu(engine: harness.engine, host: harness.list, view: view) { _ in
                harness.log.append("onPeek")
                harness.engine.route(harness.push(harness.detail))
                menu?.invalidate()
            }
            let interaction = menu!.interaction!

            #expect(uikit(menu!).contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero) == nil)
            #expect(harness.takeLog() == ["onPeek"])
            #expect(harness.engine.activePeek == nil)
            harness.engine.route(harness.push(harness.detail))  // Nothing stays frozen: a tap acts at once.
            #expect(harness.takeLog() == ["uikit push detail"])
        }

        @Test func aForeignConfigurationIsIgnored() throws {
            // U7: one this adapter did not make, even with an identifier of the same form.
            let harness = UIKitHarness()

            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)
            let lookalike = UIContextMenuConfiguration(
                identifier: NSString(string: "peek#1"), previewProvider: nil, actionProvider: nil)
            let other = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
            for foreign in [lookalike, other] {
                harness.willPerformPreviewAction(foreign, committing: harness.detail).complete()
                harness.willEnd(foreign, animated: false)
                #expect(
                    harness.delegate.contextMenuInteraction(
                        harness.interaction, configuration: foreign,
                        dismissalPreviewForItemWithIdentifier: foreign.identifier) == nil)
            }

            #expect(harness.takeLog() == ["onPeek", "raw session#1 inPeek"])
            #expect(harness.engine.activePeek != nil)
        }

        @Test func aViewThatLeftItsWindowOffersNoMenuUntilItIsBack() throws {
            // U7, S5.
            let harness = UIKitHarness()

            harness.row.removeFromSuperview()
            #expect(harness.configuration() == nil)
            harness.list.view.addSubview(harness.row)
            let configuration = try #require(harness.configuration())
            harness.willDisplay(configuration)

            #expect(harness.takeLog() == ["onPeek", "raw session#1 inPeek"])
        }

        @Test func aReleasedHostOffersNoMenu() {
            // U7: the host is held weakly.
            let harness = UIKitHarness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(view)
            var host: UIViewController? = UIViewController()
            let menu = PeekContextMenu(engine: harness.engine, host: host!, view: view) { _ in
                harness.log.append("onPeek")
            }
            host = nil

            #expect(menu.host == nil)
            #expect(uikit(menu).contextMenuInteraction(menu.interaction!, configurationForMenuAtLocation: .zero) == nil)
            #expect(harness.takeLog().isEmpty)
        }

        @Test(arguments: [false, true])
        func invalidatingOrReleasingTheAdapterWhileItsMenuIsUpTakesTheMenuDown(releases: Bool) throws {
            // P3, U5: the registration goes first, so the peek's end still reaches the interaction.
            let harness = UIKitHarness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.list.view.addSubview(view)
            var menu: PeekContextMenu? = harness.makeMenu(for: view)
            let interaction = try #require(menu?.interaction)

            let configuration = try #require(
                uikit(menu!).contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
            uikit(menu!).contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
            if releases {
                menu = nil
            } else {
                menu?.invalidate()
            }

            #expect(
                harness.takeLog() == [
                    "onPeek", "raw session#1 inPeek", "raw session#1 interrupted(sourceUnregistered)",
                    "uikit dismissMenu",
                ])
            #expect(view.interactions.isEmpty)
            #expect(harness.engine.activePeek == nil)
        }

        @Test func releasingTheAdapterRemovesTheInteractionAndTheRegistration() {
            let harness = UIKitHarness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.list.view.addSubview(view)
            weak var released: PeekContextMenu?
            do {
                let menu = harness.makeMenu(for: view)
                released = menu
                #expect(view.interactions.count == 1)
            }

            #expect(released == nil)
            #expect(view.interactions.isEmpty)
        }

        @Test func twoAdaptersAskedInOnePressPeekOnce() throws {
            // U1: a card view with its own menu inside the row; UIKit asks both.
            let harness = UIKitHarness()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            harness.row.addSubview(card)
            let cardMenu = harness.makeMenu(for: card)

            let configuration = try #require(
                uikit(cardMenu).contextMenuInteraction(cardMenu.interaction!, configurationForMenuAtLocation: .zero))
            #expect(harness.configuration() == nil)
            uikit(cardMenu).contextMenuInteraction(
                cardMenu.interaction!, willDisplayMenuFor: configuration, animator: nil)

            #expect(harness.takeLog() == ["onPeek", "raw session#1 inPeek"])
        }
    }
#endif
