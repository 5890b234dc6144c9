import PeekAndPop

extension NavigationHost {
    /// What the steps of one route's plan share while it is made
    /// (`planRoute`):
    /// the plan being built, where each element of the route lives as the
    /// steps go, the stack the route takes up again, and how many screens of
    /// each stack the pop steps leave (H5, H8).
    ///
    /// Each step is answered by the slot it pops, changes or pushes after;
    /// every operation goes through `record(_:)`, so that a check (a plan
    /// that builds nothing) records none.
    @MainActor
    struct RoutePlanner {
        /// The route planned: its builders read its beginning.
        let route: Route
        /// The splits whose secondary column (`column:1`) the route before
        /// the steps holds.
        let columnsInRoute: Set<ObjectIdentifier>
        /// Whether an element missing from `pool` is built and the
        /// operations recorded; otherwise the plan is a check that changes
        /// nothing.
        let building: Bool
        /// The stacks of the tabs (and app-defined containers' children)
        /// below the first change that the route leaves for another of
        /// their tabs: they keep their screens (H5).
        let left: Set<ObjectIdentifier>
        /// Whether the route selects another tab (or another child of an
        /// app-defined container): the old tab's stack is left as it is (its
        /// screens only leave the route), and the new tab's stack is shown
        /// from its bottom, keeping what already matches the route.
        let switchesTab: Bool
        /// Modules built earlier for the same call, reused by element.
        var pool: ModulePool
        /// The plan being built.
        var plan = RoutePlan()
        /// Where each element of the route lives as the steps change it.
        var after: PlannedSlots
        /// The stack the route takes up from its bottom, and how many of its
        /// screens match the route so far: the rest leave it when the route
        /// goes elsewhere (`releaseAdopted()`).
        var adopted: (stack: ScreenStack, kept: Int)?
        /// How many screens of each stack the pop steps leave: a stack whose
        /// screens they removed is taken up again (adopted) from what is
        /// left, never from the tree as it was before them.
        var leftByPops: [ObjectIdentifier: Int] = [:]
        /// The splits of the containers this plan presents, or the plans of
        /// the routes before it in the same call: not in the tree yet, their
        /// primary columns are found here (`column:1`).
        var madeSplits: [SplitContainer]

        init(
            _ steps: RouteDiff.StepList, from slots: consuming [RouteSlot], to route: Route,
            reusing pool: ModulePool, building: Bool, leaving left: Set<ObjectIdentifier>
        ) {
            self.route = route
            self.building = building
            self.left = left
            self.pool = pool
            switchesTab = steps.contains { step in
                guard case .change(_, _, let depth) = step else { return false }
                return slots[depth].selectsAChild
            }
            var columns: Set<ObjectIdentifier> = []
            var splits: [SplitContainer] = []
            for index in slots.indices {
                switch slots[index] {
                case .column(let split):
                    columns.insert(ObjectIdentifier(split))
                case .presentedContainer(let presented):
                    splits += presented.child.containers.compactMap { $0 as? SplitContainer }
                default:
                    continue
                }
            }
            columnsInRoute = columns
            madeSplits = splits
            // Shared, not copied: the steps change only the end of the
            // route, and no screen of the route is retained again.
            after = PlannedSlots(consume slots)
            // Sized once for the route: no array is copied as it grows.
            after.reserveCapacity(adding: steps.count)
            if building {
                plan.operations.reserveCapacity(steps.count)
                plan.built.reserveCapacity(steps.count)
            }
        }

        /// Records an operation; a check (not `building`) makes none, since
        /// only whether the route applies is asked of it.
        mutating func record(_ operation: @autoclosure () -> RouteOperation) {
            if building { plan.operations.append(operation()) }
        }

        /// How many screens of `stack` are left once the pop steps so far are done.
        func screensLeft(in stack: ScreenStack) -> Int {
            min(stack.screens.count, leftByPops[ObjectIdentifier(stack)] ?? .max)
        }

        /// Lets go of the adopted stack: its screens above those the route
        /// kept leave it.
        mutating func releaseAdopted() {
            if let (stack, kept) = adopted, screensLeft(in: stack) > kept {
                record(.truncate(stack, keeping: kept))
            }
            adopted = nil
        }

        /// The stack an element pushed at `depth` joins, and the index of the
        /// screen below it there: the element's below it, or after `column:1`
        /// the secondary column, from its bottom.
        func stackBelow(_ depth: Int) -> (ScreenStack, Int, Presentation?)? {
            guard depth > 0 else { return nil }
            if case .column(let split) = after[depth - 1] { return split.secondaryStack.map { ($0, -1, nil) } }
            return after[depth - 1].stack
        }

        /// The presentation made for `element` when the call was made, if
        /// it is planned again, so that its containers keep their identifiers.
        func madeBefore(_ element: RouteElement) -> Presentation? {
            pool.firstIndex(of: element).map { pool[$0].presentation } ?? nil
        }

        /// Remembers the presentation made for the module just built.
        mutating func remember(_ presentation: Presentation, for screen: any Screen) {
            if let index = plan.built.lastIndex(where: { $0.screen === screen }) {
                plan.built[index].presentation = presentation
            }
        }
    }
}
