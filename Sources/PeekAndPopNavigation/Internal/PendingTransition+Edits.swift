import PeekAndPop

/// What a pending transition will do, printed as tree edits (H1): how a
/// frozen transition answers "what will this do?".
extension PendingTransition {
    /// The tree edits the transition makes.
    var edits: [TreeEdit] {
        switch work {
        case .push(let screen, let handle): [.push(screen, onto: .topmost, handle)]
        case .edits(let edits): edits
        }
    }

    /// The transition's edits, in order, separated by semicolons.
    private var editList: String {
        edits.map(\.description).joined(separator: "; ")
    }

    /// What the transition will do: its label, then its edits.
    var editsDescription: String {
        "\(label): \(editList)"
    }

    /// Why the transition is refused, with the edits it would have made,
    /// as diagnostics and stale commits say it (H1).
    func refusal(_ why: String) -> String {
        "\(why) (its edits: \(editList))"
    }
}

extension NavigationHost {
    /// What this host's transitions frozen for the peek (in the capture
    /// window, else in the active peek) will do, in order: each one's label,
    /// then its edits (H1), as `push Product7: push Product7 onto the topmost
    /// stack`.
    package var frozenEditDescriptions: [String] {
        frozen(in: .captureWindowOrPeek).map(\.editsDescription)
    }
}
