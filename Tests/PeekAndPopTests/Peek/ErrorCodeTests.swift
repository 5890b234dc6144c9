import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Every typed error's code is one `ErrorCode`, specialized to its error:
/// each code's description is the name it is spelled with, codes of one
/// error are distinct, and a code compares as before (`error.code == .x`).
struct ErrorCodeTests {
    @Test func everyNavigationCodeIsNamedAsItIsSpelled() {
        let codes: [NavigationError.Code] = [
            .hostGone, .moduleNotInTree, .notInStack, .noTabContainer, .tabIndexOutOfRange, .emptyStack,
            .emptyRoute, .unknownRouteElement, .invalidRoute, .containerNotInTree, .lastTab,
        ]
        #expect(
            codes.map(\.description) == [
                "hostGone", "moduleNotInTree", "notInStack", "noTabContainer", "tabIndexOutOfRange", "emptyStack",
                "emptyRoute", "unknownRouteElement", "invalidRoute", "containerNotInTree", "lastTab",
            ]
        )
        #expect(Set(codes).count == codes.count)
    }

    @Test func everyPeekCodeIsNamedAsItIsSpelled() {
        let codes: [PeekError.Code] = [
            .noActivePeek, .alreadyCommitted, .sessionInterrupted, .screenMismatch, .staleTransition,
            .transitionVetoed, .hostScreenGone, .reentrantRequest, .actionAlreadySelected, .actionNotOffered,
            .actionUnavailable,
        ]
        #expect(
            codes.map(\.description) == [
                "noActivePeek", "alreadyCommitted", "sessionInterrupted", "screenMismatch", "staleTransition",
                "transitionVetoed", "hostScreenGone", "reentrantRequest", "actionAlreadySelected", "actionNotOffered",
                "actionUnavailable",
            ]
        )
        #expect(Set(codes).count == codes.count)
    }

    @Test func everyGestureAnalyticsAndSimulatorCodeIsNamedAsItIsSpelled() {
        let gesture: [GestureError.Code] = [
            .nonFiniteValue, .negativeForce, .forceAboveMaximum, .invalidMaximumForce, .timestampWentBackwards,
            .noTouchDown, .touchAlreadyDown, .timestampOutOfRange, .invalidThresholds, .invalidConfiguration,
        ]
        let analytics: [AnalyticsError.Code] = [.cannotOpenFile, .writeFailed, .closeFailed, .notOpen, .encodingFailed]
        let simulator: [SimulatorError.Code] = [.unresolved, .noTouchDown, .touchAlreadyDown, .wrongMode, .notInWindow]
        #expect(
            gesture.map(\.description) == [
                "nonFiniteValue", "negativeForce", "forceAboveMaximum", "invalidMaximumForce",
                "timestampWentBackwards", "noTouchDown", "touchAlreadyDown", "timestampOutOfRange",
                "invalidThresholds", "invalidConfiguration",
            ]
        )
        #expect(
            analytics.map(\.description) == [
                "cannotOpenFile", "writeFailed", "closeFailed", "notOpen", "encodingFailed",
            ])
        #expect(
            simulator.map(\.description) == [
                "unresolved", "noTouchDown", "touchAlreadyDown", "wrongMode", "notInWindow",
            ])
        #expect(Set(gesture).count == gesture.count)
    }

    @Test @MainActor func aThrownCodeComparesAndPrintsAsBefore() {
        let error = NavigationError(.moduleNotInTree, "the checkout screen has closed")
        #expect(error.code == .moduleNotInTree)
        #expect(error.code != .hostGone)
        #expect(error == NavigationError(.moduleNotInTree, "the checkout screen has closed"))
        #expect(error.description == "NavigationError.moduleNotInTree: the checkout screen has closed")
    }
}
