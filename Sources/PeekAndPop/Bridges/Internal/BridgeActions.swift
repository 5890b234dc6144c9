/// The actions a bridge state machine answers for one event, in order, held
/// inline when there are at most two.
///
/// A machine answers none, one or two actions to almost every event, and its
/// driver performs them at once; an array would cost a heap allocation per
/// callback on the path from a system callback to the engine (P1–P4). The
/// `receive(_:)` of each machine still answers an array.
enum BridgeActions: RandomAccessCollection {
    case empty
    case one(BridgeAction)
    case two(BridgeAction, BridgeAction)
    case many([BridgeAction])

    /// The actions of `list`, in order.
    init(_ list: [BridgeAction]) {
        switch list.count {
        case 0: self = .empty
        case 1: self = .one(list[0])
        case 2: self = .two(list[0], list[1])
        default: self = .many(list)
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch self {
        case .empty: 0
        case .one: 1
        case .two: 2
        case .many(let list): list.count
        }
    }

    subscript(position: Int) -> BridgeAction {
        switch (self, position) {
        case (.one(let action), 0), (.two(let action, _), 0), (.two(_, let action), 1):
            action
        case (.many(let list), _):
            list[position]
        default:
            preconditionFailure("bridge action index \(position) out of range")
        }
    }
}
