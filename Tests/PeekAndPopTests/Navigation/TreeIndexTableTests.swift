import Testing

@testable import PeekAndPop

/// The tree index's table of screens and the check for a screen built twice
/// by one call keep no set of every screen (a cache miss per screen once a
/// long route's screens outgrow the cache, H1): they say exactly what a
/// dictionary and a set say, whatever the order of the changes.
@MainActor
struct TreeIndexTableTests {
    // S23, H1: a screen repeated anywhere in a long list is found, the first
    // repeat named, as a set would find it; a list with none finds none.
    @Test func aRepeatedScreenIsFoundWhereverItIs() {
        let screens: [any Screen] = (0..<5_000).map { TestScreen("s\($0)") }

        #expect(NavigationHost.firstRepeated(screens) == nil)
        #expect(NavigationHost.firstRepeated([screens[0]]) == nil)
        for (first, second) in [(0, 4_999), (2_500, 2_501), (4_998, 4_999), (17, 3_000)] {
            var list = screens
            list.insert(screens[first], at: second + 1)
            list.insert(screens[7], at: 4_000)
            let found = NavigationHost.firstRepeated(list)
            let expected = second + 1 < 4_000 ? screens[first] : screens[7]
            #expect(found === expected, "\(first), \(second)")
        }
    }
}
