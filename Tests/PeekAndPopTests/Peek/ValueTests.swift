import PeekAndPop
import Testing

@MainActor
private final class PlainScreen: Screen {}

@MainActor
struct ValueTests {
    @Test func aScreenIsNamedAfterItsTypeAndAvailableByDefault() {
        let screen = PlainScreen()
        #expect(screen.screenName == "PlainScreen")
        #expect(screen.screenName == "PlainScreen")  // served from the per-type cache
        #expect(screen.isAvailableForPreviewing)
    }

    @Test func routingOutcomesAndIdentifiersReadWellInLogs() {
        let transition = TransitionID(rawValue: 2)
        let session = SessionID(rawValue: 1)
        #expect(RoutingOutcome.performed(transition).description == "performed(transition#2)")
        #expect(RoutingOutcome.frozen(transition, into: session).description == "frozen(transition#2, into: session#1)")
        #expect(
            RoutingOutcome.deferred(transition, until: session).description
                == "deferred(transition#2, until: session#1)")
        #expect(RoutingOutcome.discarded(transition).description == "discarded(transition#2)")
        #expect(RoutingOutcome.frozen(transition, into: session).transitionID == transition)
        #expect(ContextID(rawValue: 3).description == "context#3")
        #expect(GestureID(rawValue: 4).description == "gesture#4")
        #expect(SessionID(rawValue: 1) < SessionID(rawValue: 2))
    }

    @Test func errorsAndDiagnosticsSayWhatAndWhichSession() {
        let diagnostic = Diagnostic(code: .sourceRectClipped, message: "clipped", sessionID: SessionID(rawValue: 7))
        #expect(diagnostic.description == "[sourceRectClipped] session#7 clipped")
        #expect(Diagnostic(code: .previewRefused, message: "no").description == "[previewRefused] no")
        #expect(PeekState.popped.isTerminal)
        #expect(!PeekState.inPeek.isTerminal)
        #expect(TransitionKind(rawValue: "custom").description == "custom")
    }

    @Test func identityKeysAreEqualForTheSameObjectOnly() {
        let a = PlainScreen()
        let b = PlainScreen()
        #expect(EventKey(identityOf: a) == EventKey(identityOf: a))
        #expect(EventKey(identityOf: a) != EventKey(identityOf: b))
        #expect(EventKey(identityOf: a) == EventKey(ObjectIdentifier(a)))
        #expect(EventKey("x").description == "EventKey(x)")
    }
}
