import PeekAndPop

extension NavigationSnapshot {
    /// Whether `other` has the same structure: the same kinds of containers,
    /// screen names, order and selection, and the same presentation styles
    /// (a popover's anchor and options included), whichever screen instances and
    /// container identifiers they hold (H1).
    ///
    /// Use it to compare trees of two worlds (a tap in one, a peek and pop in
    /// a twin, or a world where a peek was released before the tap); within
    /// one world, `==` also compares screen identity and container
    /// identifiers. Identifiers are left out because a world numbers every
    /// container it builds, a discarded preview's included.
    public func isStructurallyEqual(to other: NavigationSnapshot) -> Bool {
        structures == other.structures
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
            let left = index < mine.count ? mine[index] : (structure: "nothing", description: "nothing")
            let right = index < theirs.count ? theirs[index] : (structure: "nothing", description: "nothing")
            if left.structure != right.structure {
                lines.append("\(name): \(left.description) ≠ \(right.description)")
            }
        }
        return lines
    }

    /// The structure of the root (or `empty`) and of each presentation.
    private var structures: [String] {
        layers.map(\.structure)
    }

    /// The root (or `empty`) and each presentation: its structure, and its
    /// description for messages.
    private var layers: [(structure: String, description: String)] {
        let root = root.map { ($0.structure, $0.description) } ?? ("empty", "empty")
        return [root]
            + presentations.indices.map { index in
                let style = index < presentationStyles.count ? presentationStyles[index] : .sheet
                let suffix = style == .sheet ? "" : " as \(style)"
                return (presentations[index].structure + suffix, presentations[index].description + suffix)
            }
    }
}

extension NavigationSnapshot.Node {
    /// The description without container identifiers, such as
    /// `tabs{*stack[Home, List], stack[Settings]}`.
    var structure: String {
        switch self {
        case .screen(let screen):
            "screen(\(screen.name))"
        case .stack(_, let screens):
            "stack[" + screens.map(\.name).joined(separator: ", ") + "]"
        case .tabs(_, let tabs, let selectedIndex):
            "tabs{"
                + tabs.enumerated().map { ($0.offset == selectedIndex ? "*" : "") + $0.element.structure }
                .joined(separator: ", ") + "}"
        case .split(_, let primary, let secondary, let isCollapsed):
            "split{\(primary.structure) | \(secondary.structure)\(isCollapsed ? " collapsed" : "")}"
        case .container(_, let name, let children, let visible):
            "\(name){"
                + children.enumerated().map { (visible.contains($0.offset) ? "*" : "") + $0.element.structure }
                .joined(separator: ", ") + "}"
        }
    }
}
