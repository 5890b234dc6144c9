/// A first-in, first-out ring buffer with real removal.
///
/// `popFirst()` hands the element to the caller and forgets it, so the queue
/// holds exactly what is still waiting (B8); capacity is kept for reuse.
@usableFromInline
struct Deque<Element> {
    private var slots: ContiguousArray<Element?> = []
    private var head = 0
    @usableFromInline
    private(set) var count = 0

    @usableFromInline
    init() {}

    @usableFromInline
    var isEmpty: Bool { count == 0 }

    @usableFromInline
    mutating func append(_ element: Element) {
        if count == slots.count {
            grow()
        }
        var tail = head + count
        if tail >= slots.count {
            tail -= slots.count
        }
        slots[tail] = element
        count += 1
    }

    /// Removes the first element and returns it; the buffer keeps no
    /// reference to it.
    @usableFromInline
    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = slots[head].take()
        head += 1
        if head == slots.count {
            head = 0
        }
        count -= 1
        if count == 0 {
            head = 0
        }
        return element
    }

    /// Empties the queue and returns what it held, so that the caller decides
    /// where the elements are released.
    mutating func takeAll() -> Deque {
        let all = self
        self = Deque()
        return all
    }

    private mutating func grow() {
        var grown = ContiguousArray<Element?>()
        grown.reserveCapacity(Swift.max(4, slots.count * 2))
        for offset in 0..<count {
            var index = head + offset
            if index >= slots.count {
                index -= slots.count
            }
            grown.append(slots[index].take())
        }
        while grown.count < grown.capacity {
            grown.append(nil)
        }
        slots = grown
        head = 0
    }
}

extension Deque: Sendable where Element: Sendable {}
