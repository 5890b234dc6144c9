import Testing

@testable import PeekAndPop
@testable import PeekAndPopNavigation

/// The tree index's table of screens and the check for a screen built twice
/// by one call keep no set of every screen (a cache miss per screen once a
/// long route's screens outgrow the cache, H1): they say exactly what a
/// dictionary and a set say, whatever the order of the changes.
@MainActor
struct TreeIndexTableTests {
    /// A deterministic stream of numbers (a linear congruential generator).
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    // H1: adds, moves and removals (which move the slots after them back)
    // of screens in any order: the table finds exactly what a dictionary
    // finds, at every step, through growing and reserving.
    @Test(arguments: [1, 2, 3])
    func theTableFindsWhatADictionaryFinds(seed: UInt64) {
        let screens = (0..<300).map { TestScreen("s\($0)") }
        var numbers = Numbers(state: seed)
        var table = TreeIndex.ScreenTable()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<6_000 {
            let screen = screens[numbers.next(screens.count)]
            let id = ObjectIdentifier(screen)
            switch numbers.next(10) {
            case 0..<5:
                table.set(TreeIndex.Entry(holder: .root, position: step), for: id)
                model[id] = step
            case 5..<9:
                #expect(table.remove(id) == (model.removeValue(forKey: id) != nil))
            default:
                table.reserveCapacity(table.count + numbers.next(200))
            }
            #expect(table.count == model.count)
            let probe = ObjectIdentifier(screens[numbers.next(screens.count)])
            #expect(table[probe]?.position == model[probe])
        }
        for screen in screens {
            let id = ObjectIdentifier(screen)
            #expect(table[id]?.position == model[id])
        }
    }

    // S23, H1: a screen repeated anywhere in a long list is found, the first
    // repeat named, as a set would find it; a list with none finds none.
    @Test func aRepeatedScreenIsFoundWhereverItIs() {
        let screens: [any Screen] = (0..<5_000).map { TestScreen("s\($0)") }

        #expect(screens.firstRepeated() == nil)
        #expect([screens[0]].firstRepeated() == nil)
        for (first, second) in [(0, 4_999), (2_500, 2_501), (4_998, 4_999), (17, 3_000)] {
            var list = screens
            list.insert(screens[first], at: second + 1)
            list.insert(screens[7], at: 4_000)
            let found = list.firstRepeated()
            let expected = second + 1 < 4_000 ? screens[first] : screens[7]
            #expect(found === expected, "\(first), \(second)")
        }
    }

    // H1: the host's tables by screen identity start every probe in the
    // table (any size, any address) and keep the objects of one page of
    // memory in one window of neighbouring slots, in address order.
    @Test func addressesOfOnePageStartInOneWindow() {
        for slotCount in [16, 1_024, 1 << 20] {
            for page: UInt in [0x5555_0000_1000, 0x7FFF_FFFF_F000, 0x1000] {
                let homes = stride(from: page, to: page + 4_096, by: 16).map {
                    AddressHash.home(of: $0, slotCount: slotCount)
                }
                #expect(homes.allSatisfy { (0..<slotCount).contains($0) })
                let first = homes[0]
                #expect(homes.enumerated().allSatisfy { $1 == (first + $0) & (slotCount - 1) })
            }
        }
    }
}
