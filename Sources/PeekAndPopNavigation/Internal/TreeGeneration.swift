import PeekAndPop

/// A count of the changes made to what a route is planned against: the
/// screens of every stack, the tabs and their selection, the splits'
/// columns and collapse, the root and the presentations, and the route
/// elements' registrations and the elements remembered for screens.
///
/// Each of those changes bumps it where it is made (the stored properties
/// of ``ScreenStack``, ``TabContainer``, ``SplitContainer``, the host's
/// root and presentations, the routing state), whichever host it belongs
/// to. An equal count therefore proves that nothing a plan read has
/// changed, so that a route planned against the tree need not be planned
/// again to be checked or applied (H2); a different count proves nothing,
/// and the route is planned again. It never proves anything about a
/// container an app defines (its children change without telling the
/// host): a tree holding one is always planned again
/// (``NavigationHost/holdsOnlyOwnContainers``).
@MainActor
enum TreeGeneration {
    /// The number of changes made so far.
    private(set) static var current = 0

    /// The number of changes made so far other than to a stack's screens:
    /// while it is unchanged, only stacks changed (each counts its own,
    /// ``ScreenStack/screenChanges``), and a route taken before changed only
    /// where those stacks are in it.
    private(set) static var structure = 0

    /// The number of changes made so far to stacks' screens.
    static var screenChanges: Int { current &- structure }

    /// Counts a change.
    static func bump() {
        current &+= 1
        structure &+= 1
    }

    /// Counts a change of a stack's screens.
    static func bumpScreens() {
        current &+= 1
    }
}
