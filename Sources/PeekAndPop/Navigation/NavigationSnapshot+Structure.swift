extension NavigationSnapshot {
    /// Whether `other` has the same structure: the same containers, screen
    /// names, order and selection, whichever screen instances they hold (H1).
    ///
    /// Use it to compare trees of two worlds (a tap in one, a peek and pop in
    /// a twin); within one world, `==` also compares screen identity.
    public func isStructurallyEqual(to other: NavigationSnapshot) -> Bool {
        layers == other.layers
    }

    /// The layers that differ in structure from `other`, one readable line
    /// each, such as `presentation 1: stack#4[P, D] ≠ stack#4[P]`; empty when
    /// the two are structurally equal (H1).
    ///
    /// - Parameter other: The tree to compare with; its layer is written second.
    public func structuralDifferences(from other: NavigationSnapshot) -> [String] {
        let mine = layers
        let theirs = other.layers
        var lines: [String] = []
        for index in 0..<max(mine.count, theirs.count) {
            let name = index == 0 ? "root" : "presentation \(index)"
            let left = index < mine.count ? mine[index] : "nothing"
            let right = index < theirs.count ? theirs[index] : "nothing"
            if left != right {
                lines.append("\(name): \(left) ≠ \(right)")
            }
        }
        return lines
    }

    /// The root (or `empty`) and each presentation, as described.
    private var layers: [String] {
        [root?.description ?? "empty"] + presentations.map(\.description)
    }
}
