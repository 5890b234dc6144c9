import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

extension PopIsTapDefectTests {
    // MARK: Restoring how a screen was shown (defect 5)

    @Test func aRestorationShowsEachScreenAsItWasShown() throws {
        // Before: the restoration kept only the route: `sheet:x`, presented
        // in a stack as a sheet, came back full screen (its registration's
        // style), and B, presented modally though registered as pushed,
        // came back pushed onto the sheet's stack.
        let original = RouteFixture()
        try original.setUpStack("/A")
        try #require(original.screen("A")).router.presentInNavigationStack(style: .sheet) { seed in
            RouteScreen("sheet:x", seed: seed)
        }
        try #require(original.screen("sheet:x")).router.presentModally(style: .fullScreen) { seed in
            RouteScreen("B", seed: seed)
        }
        #expect(original.tree == "stack#1[A] > stack#2[sheet:x] > B")
        #expect(original.host.currentRoute == "/A/sheet:x/B")
        let saved = original.host.restoration
        #expect(
            saved.presentations == [
                "/A/sheet:x": .presentInNavigationStack(.sheet), "/A/sheet:x/B": .presentModally(.fullScreen),
            ])
        let encoded = try JSONEncoder().encode(saved)

        let restored = RouteFixture()
        try restored.setUpStack("/A")
        try restored.host.restore(try JSONDecoder().decode(RouteRestoration.self, from: encoded))

        #expect(restored.host.currentRoute == "/A/sheet:x/B")
        #expect(restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [])
        #expect(restored.host.snapshot().presentationStyles == [.sheet, .fullScreen])
        #expect(restored.host.restoration == saved)
    }

    @Test func aRestorationEncodedWithoutPresentationsDecodesWithNone() throws {
        let saved = RouteRestoration(route: "/A/B", presentations: ["/A/B": .presentModally(.sheet)])
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(saved)) as? [String: Any])
        object["presentations"] = nil
        let decoded = try JSONDecoder().decode(
            RouteRestoration.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(decoded == RouteRestoration(route: "/A/B"))
    }
}
