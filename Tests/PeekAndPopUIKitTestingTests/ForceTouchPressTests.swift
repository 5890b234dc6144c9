#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKit
    import PeekAndPopUIKitTesting
    import Testing
    import UIKitStandIn

    /// Simulated 3D Touch presses (`PeekPreviewing`) and `UIPreviewInteraction` presses
    /// (`PeekPreviewInteraction`), through UIKit's delegate protocols (U9).
    @MainActor
    struct ForceTouchPressTests {
        /// A preview as a 3D Touch app writes it: it lists the adapter's preview actions and tells
        /// the adapter when it disappears.
        final class MessageScreen: UIViewController {
            weak var peek: PeekPreviewing?

            override var previewActionItems: [any UIPreviewActionItem] { peek?.previewActionItems ?? [] }

            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                peek?.previewDidDisappear(self)
            }
        }

        @MainActor
        private struct Inbox {
            let app = ProductApp()
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let message = MessageScreen()
        }

        private func makePreviewing(_ inbox: Inbox, log: @escaping @MainActor (String) -> Void) -> PeekPreviewing {
            inbox.app.list.view.addSubview(inbox.row)
            let peek = PeekPreviewing(engine: inbox.app.engine, host: inbox.app.list, view: inbox.row) { request in
                inbox.app.engine.push(inbox.message, on: inbox.app.navigation)
                request.previewActions = [PreviewAction("Reply", id: "reply") { log("reply") }]
            }
            inbox.message.peek = peek
            return peek
        }

        @Test func a3DTouchPressPopsTheVeryPreview() throws {
            let inbox = Inbox()
            let peek = makePreviewing(inbox) { _ in }
            let press = SimulatedPreviewingPress(on: try #require(peek.previewing), engine: inbox.app.engine)

            let preview = try press.showPreview()
            try press.pop()

            #expect(preview === inbox.message)
            #expect(inbox.app.navigation.topViewController === inbox.message)
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 popped"])
        }

        @Test func a3DTouchReleaseEndsThePeekWhenThePreviewDisappears() throws {
            let inbox = Inbox()
            let peek = makePreviewing(inbox) { _ in }
            let press = SimulatedPreviewingPress(on: try #require(peek.previewing), engine: inbox.app.engine)

            try press.showPreview()
            try press.release()

            #expect(inbox.app.navigation.viewControllers.count == 1)
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 interrupted(released)"])
        }

        @Test func a3DTouchPreviewActionRunsItsHandler() throws {
            let inbox = Inbox()
            var handled: [String] = []
            let peek = makePreviewing(inbox) { handled.append($0) }
            let press = SimulatedPreviewingPress(on: try #require(peek.previewing), engine: inbox.app.engine)

            try press.showPreview()
            #expect(throws: SimulatedPressError.self) { try press.chooseAction(titled: "Forward") }
            try press.chooseAction(titled: "Reply")

            #expect(handled == ["reply"])
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 actionSelected(reply)"])
        }

        private func makeInteraction(_ inbox: Inbox) -> PeekPreviewInteraction {
            inbox.app.list.view.addSubview(inbox.row)
            return PeekPreviewInteraction(engine: inbox.app.engine, host: inbox.app.list, view: inbox.row) { _ in
                inbox.app.engine.push(inbox.message, on: inbox.app.navigation)
            }
        }

        @Test func aPreviewInteractionPopsWhenTheCommitTransitionEnds() throws {
            let inbox = Inbox()
            let peek = makeInteraction(inbox)
            let press = SimulatedPreviewInteractionPress(on: try #require(peek.interaction), engine: inbox.app.engine)

            #expect(try press.showPreview() === inbox.message)
            try press.pop()

            #expect(inbox.app.navigation.topViewController === inbox.message)
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 popped"])
        }

        @Test func aPreviewInteractionReleasedBeforeTheCommitEndsReleased() throws {
            let inbox = Inbox()
            let peek = makeInteraction(inbox)
            let press = SimulatedPreviewInteractionPress(on: try #require(peek.interaction), engine: inbox.app.engine)

            try press.showPreview()
            try press.release()

            #expect(throws: SimulatedPressError.self) { try press.pop() }
            #expect(inbox.app.navigation.viewControllers.count == 1)
            #expect(press.stateChanges.map(\.summary) == ["session#1 inPeek", "session#1 interrupted(released)"])
        }
    }
#endif
