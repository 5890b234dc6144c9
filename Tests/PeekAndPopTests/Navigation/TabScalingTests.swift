import Testing

@testable import PeekAndPop
@testable import PeekAndPopNavigation

/// A tab container of many tabs costs what a change changes (H1): its
/// snapshot shares every unchanged part with the one before, and finding
/// whether it is in the tree walks nothing. Counted, never timed.
@MainActor
struct TabScalingTests {
    /// A node per number, told apart by its container identifier.
    nonisolated private static func node(_ number: Int) -> NavigationSnapshot.Node {
        .stack(ContainerID(rawValue: number), [])
    }

    /// The parts (tree nodes and tail links) of `list`, by identity.
    private static func parts(of list: NavigationSnapshot.NodeList) -> Set<ObjectIdentifier> {
        var found = Set<ObjectIdentifier>()
        var trees = list.tree.map { [$0] } ?? []
        while let tree = trees.popLast() {
            found.insert(ObjectIdentifier(tree))
            if let left = tree.left { trees.append(left) }
            if let right = tree.right { trees.append(right) }
        }
        var link = list.tail
        while let current = link {
            found.insert(ObjectIdentifier(current))
            link = current.below
        }
        return found
    }

    /// Makes `content` the root, as set-up.
    private static func setRoot(_ content: RootContent, of fixture: NavFixture) {
        fixture.host.replaceTree(with: fixture.host.makeRoot(content, kind: nil).root)
    }

    /// The height of `tree`.
    private static func height(_ tree: NavigationSnapshot.NodeList.Tree?) -> Int {
        guard let tree else { return 0 }
        return 1 + max(height(tree.left), height(tree.right))
    }

    @Test func aNodeListFollowsAnArrayThroughInsertionsRemovalsAndReplacements() {
        var list = NavigationSnapshot.NodeList()
        var model: [NavigationSnapshot.Node] = []
        var state: UInt64 = 20
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for step in 1...3_000 {
            let before = list
            switch next(10) {
            case 0..<5:  // Mostly at the end, as tabs are added.
                let position = next(4) == 0 ? next(model.count + 1) : model.count
                list = list.inserting(Self.node(step), at: position)
                model.insert(Self.node(step), at: position)
            case 5..<7 where !model.isEmpty:
                let position = next(3) == 0 ? next(model.count) : model.count - 1
                list = list.removing(at: position)
                model.remove(at: position)
            case 7..<10 where !model.isEmpty:
                let position = next(model.count)
                list = list.replacing(at: position, with: Self.node(step))
                model[position] = Self.node(step)
                // A replacement keeps the shape: only the changed position
                // (and no more than a path's or a tail's worth) is visited.
                var visited: [Int] = []
                before.forEachPair(differingFrom: list) { old, new in
                    if old != new, case .stack(let id, _) = new { visited.append(id.rawValue) }
                }
                #expect(visited == [step])
            default:
                break
            }
            #expect(list.count == model.count)
            list._checkInvariants()
            if step.isMultiple(of: 97) || step == 3_000 {
                #expect(Array(list) == model)
                #expect(model.indices.allSatisfy { list[$0] == model[$0] })
                #expect(list == NavigationSnapshot.NodeList(model))
                #expect(list.hashValue == NavigationSnapshot.NodeList(model).hashValue)
                let bits = (list.count + 1).bitWidth - (list.count + 1).leadingZeroBitCount
                #expect(Self.height(list.tree) <= 2 * bits + 1, "the tree stays balanced")
            }
        }
        #expect(NavigationSnapshot.NodeList(model) != NavigationSnapshot.NodeList(model.dropLast()))
    }

    /// The invariant check the fuzzer runs after every step can fail: a tree
    /// of three nodes in a chain is out of balance, and a part that
    /// miscounts is caught.
    @Test func theNodeListInvariantCheckCatchesAChainAndATailOverItsLimit() async {
        await #expect(processExitsWith: .failure) {
            typealias Tree = NavigationSnapshot.NodeList.Tree
            let chain = Tree(nil, Self.node(1), Tree(nil, Self.node(2), Tree(nil, Self.node(3), nil)))
            NavigationSnapshot.NodeList(tree: chain)._checkInvariants()
        }
        await #expect(processExitsWith: .failure) {
            typealias Tail = NavigationSnapshot.NodeList.Tail
            var tail: Tail? = nil
            for number in 0...NavigationSnapshot.NodeList.tailLimit { tail = Tail(Self.node(number), below: tail) }
            NavigationSnapshot.NodeList(tree: nil, tail: tail)._checkInvariants()
        }
    }

    @Test func aSnapshotAfterAddingATabSharesEveryEarlierTabWithTheOneBefore() throws {
        let fixture = NavFixture()
        Self.setRoot(.tabs([[fixture.built.make("Tab0")]]), of: fixture)
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        let adds = 600
        var previous = Set<ObjectIdentifier>()
        // Kept alive, so that no part's identity is reused by a new one.
        var lists: [NavigationSnapshot.NodeList] = []
        var totalNew = 0
        var mostNew = 0
        for number in 1...adds {
            try tabs.router.addTab([fixture.built.make("Tab\(number)")])
            guard case .tabs(_, let list, _)? = fixture.host.snapshot().root else {
                Issue.record("no tabs node")
                return
            }
            #expect(list.count == number + 1)
            let parts = Self.parts(of: list)
            let new = parts.subtracting(previous).count
            totalNew += new
            mostNew = max(mostNew, new)
            previous = parts
            lists.append(list)
        }
        // A tab's new node, and now and then a part of a few dozen nodes
        // joined as one: O(1) new parts per tab, amortized.
        #expect(totalNew <= 3 * adds, "a snapshot rebuilt its tabs: \(totalNew) new parts for \(adds) tabs")
        #expect(mostNew <= 2 * NavigationSnapshot.NodeList.tailLimit + 24)
        guard case .tabs(_, let list, _)? = fixture.host.snapshot().root else { return }
        #expect(list.map { $0.screens.map(\.name) } == (0...adds).map { ["Tab\($0)"] })
    }

    /// An app-defined container holding a tab container, counting the reads
    /// of what it holds: walking the tree reads them.
    final class Holder: NavigationContainer {
        let id: ContainerID
        let held: any NavigationContainer
        var reads = 0

        init(id: ContainerID, held: any NavigationContainer) {
            self.id = id
            self.held = held
        }

        var children: [NavigationChild] {
            reads += 1
            return [.container(held)]
        }
        var visibleChildren: [NavigationChild] { [.container(held)] }
        var containerName: String { "holder" }
        func makeVisible(_ child: NavigationChild) -> Bool { child.isSame(as: .container(held)) }
    }

    @Test func findingWhetherATabContainerOrASplitIsInTheTreeWalksNothing() throws {
        let fixture = NavFixture()
        let built = fixture.host.makeRoot(
            .tabs([.stack([fixture.built.make("Home")]), .split(primary: [fixture.built.make("Inbox")])]), kind: nil)
        guard case .tabs(let tabs) = built.root, let split = tabs.contents[1] as? SplitContainer else {
            throw NavigationError(.noTabContainer, "no tabs")
        }
        let holder = Holder(id: fixture.host.makeContainerID(), held: tabs)
        fixture.host.setRootContainer(holder)
        holder.reads = 0

        for _ in 0..<100 {
            #expect(fixture.host.contains(tabs) && fixture.host.contains(split))
            #expect(tabs.router.isInTree && split.router.isInTree)
        }
        #expect(holder.reads == 0, "each question walked the tree")
    }

    @Test func aTabContainerOrSplitThatLeftTheTreeIsNoLongerInIt() throws {
        let fixture = NavFixture()
        Self.setRoot(
            .tabs([.stack([fixture.built.make("Home")]), .split(primary: [fixture.built.make("Inbox")])]), of: fixture)
        guard case .tabs(let tabs)? = fixture.host.root, let split = tabs.contents[1] as? SplitContainer else {
            throw NavigationError(.noTabContainer, "no tabs")
        }
        try tabs.router.addTab(.split(primary: [fixture.built.make("Drafts")]))
        let added = try #require(tabs.contents[2] as? SplitContainer)
        #expect(fixture.host.contains(added) && added.router.isInTree)

        try tabs.router.replaceTab(at: 1, [fixture.built.make("Mail")])
        #expect(!fixture.host.contains(split) && !split.router.isInTree)
        #expect(throws: NavigationError.self) { try split.router.pushPrimary(fixture.built.make("Stray")) }

        try tabs.router.removeTab(at: 2)
        #expect(!fixture.host.contains(added))

        Self.setRoot(.stack([fixture.built.make("Plain")]), of: fixture)
        #expect(!fixture.host.contains(tabs) && !tabs.router.isInTree)
        #expect(fixture.host.snapshot().description == "stack#\(fixture.host.rootStacks[0].id.rawValue)[Plain]")
    }

    @Test func aSnapshotShowsEveryChangeToAHiddenTabsStackOrSplit() throws {
        let fixture = NavFixture()
        Self.setRoot(
            .tabs([.stack([fixture.built.make("Home")]), .split(primary: [fixture.built.make("Inbox")])]), of: fixture)
        guard case .tabs(let tabs)? = fixture.host.root, let split = tabs.contents[1] as? SplitContainer else {
            throw NavigationError(.noTabContainer, "no tabs")
        }
        let before = fixture.host.snapshot()

        try split.router.setSecondary(fixture.built.make("Mail"))
        fixture.host.handleSplitCollapse(split, isCollapsed: true)
        try split.router.pushSecondary(fixture.built.make("Reply"))
        try #require(fixture.screen("Home")).router.push(fixture.built.make("Feed"))

        let after = fixture.host.snapshot()
        #expect(
            after.description
                == "tabs#1{*stack#2[Home, Feed], split#3{stack#4[Inbox, Mail, Reply] | stack#5[] collapsed}}"
        )
        let rebuilt = NavigationSnapshot.NodeList(tabs.contents.map { NavigationChild.container($0).node })
        #expect(after.root == .tabs(tabs.id, rebuilt, selectedIndex: 0), "the kept nodes equal nodes made anew")
        #expect(before.description == "tabs#1{*stack#2[Home], split#3{stack#4[Inbox] | stack#5[]}}")
    }

    /// The parts of the tree of `contents`, by identity.
    private static func parts(of contents: TabContainer.Contents) -> Set<ObjectIdentifier> {
        var found = Set<ObjectIdentifier>()
        var trees = contents.tree.map { [$0] } ?? []
        while let tree = trees.popLast() {
            found.insert(ObjectIdentifier(tree))
            if let left = tree.left { trees.append(left) }
            if let right = tree.right { trees.append(right) }
        }
        return found
    }

    /// Adding or removing a tab at any index changes a number of parts of
    /// the container's contents that grows with the logarithm of the tab
    /// count, and shares every other part: no change moves the tabs after
    /// it. The tabs stay in the order an array would hold them.
    @Test func addingOrRemovingATabAtAnIndexMakesLogarithmicallyManyNewParts() throws {
        let fixture = NavFixture()
        let count = 2_048
        Self.setRoot(.tabs((0..<count).map { [fixture.built.make("Tab\($0)")] }), of: fixture)
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        var model = (0..<count).map { ["Tab\($0)"] }
        // Kept alive, so that no part's identity is reused by a new one.
        var kept = [tabs.contents]
        var mostNew = 0
        for step in 0..<120 {
            let index = (step * 7_919) % (model.count + (step.isMultiple(of: 3) ? 0 : 1))
            if step.isMultiple(of: 3) {
                try tabs.router.removeTab(at: index)
                model.remove(at: index)
            } else {
                try tabs.router.addTab(at: index, [fixture.built.make("Added\(step)")])
                model.insert(["Added\(step)"], at: index)
            }
            tabs.contents._checkInvariants()
            mostNew = max(mostNew, Self.parts(of: tabs.contents).subtracting(Self.parts(of: kept.last!)).count)
            kept.append(tabs.contents)
        }
        // A path from the root, rebalanced: a few parts per level of a
        // tree of 2,048 tabs (11 levels when perfectly balanced).
        #expect(mostNew <= 3 * 16, "a change of one tab made \(mostNew) new parts")
        guard case .tabs(_, let list, _)? = fixture.host.snapshot().root else {
            throw NavigationError(.noTabContainer, "no tabs")
        }
        #expect(list.map { $0.screens.map(\.name) } == model)
        #expect(list == NavigationSnapshot.NodeList(tabs.contents.map { NavigationChild.container($0).node }))
        #expect(kept[0].count == count, "a list read before is a value the changes leave as it was")
    }
}
