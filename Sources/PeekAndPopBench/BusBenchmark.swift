import Foundation
import PeekAndPop
import Synchronization

/// The floor: final-class handler boxes in an array, called in a loop, no lock.
private final class HandlerBox {
    let handler: (Int) -> Void
    init(handler: @escaping (Int) -> Void) { self.handler = handler }
}

/// The floor loop borrows each box (no retain/release per call), which is
/// the best a loop over class boxes can do.
@inline(never)
private func callFloor(_ boxes: [HandlerBox], _ event: Int) {
    boxes.withUnsafeBufferPointer { buffer in
        for index in buffer.indices {
            Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { $0.handler(event) }
        }
    }
}

private let handler: @Sendable (Int) -> Void = { event in sink.pointee &+= event }

/// The floor's cost per delivery with `subscribers` handler boxes.
func busFloorNanosecondsPerDelivery(subscribers: Int) -> Double {
    let boxes = (0..<subscribers).map { _ in HandlerBox(handler: handler) }
    let publishes = max(2000, 2_000_000 / subscribers)
    return bestNanoseconds(iterations: publishes) { count in
        for event in 0..<count { callFloor(boxes, event) }
    } / Double(subscribers)
}

/// Event bus figures: per-publish and per-delivery cost against the floor and
/// NotificationCenter, subscribe+cancel, and bytes per subscriber.
func benchmarkBus(into report: inout Report) {
    benchmarkBusDelivery(into: &report)
    benchmarkBusSubscriptions(into: &report)
}

func benchmarkBusDelivery(into report: inout Report) {
    var rows: [[String]] = []
    var jsonRows: [[String: Any]] = []
    let deliveriesPerRepeat = 2_000_000
    for subscribers in [1, 10, 100, 1000] {
        let publishes = max(2000, deliveriesPerRepeat / subscribers)

        let boxes = (0..<subscribers).map { _ in HandlerBox(handler: handler) }
        let bus = EventBus<Int>()
        let tokens = (0..<subscribers).map { _ in bus.subscribe(handler) }
        let calls = max(200, publishes / 10)
        let times = interleavedBestNanoseconds(
            iterations: [calls, calls], rounds: 40,
            [
                { count in for event in 0..<count { callFloor(boxes, event) } },
                { count in for event in 0..<count { bus.publish(event) } },
            ])
        let (floor, busTime) = (times[0], times[1])
        withExtendedLifetime(tokens) {}

        let center = NotificationCenter()
        let name = Notification.Name("PeekAndPopBench.event")
        let observers = (0..<subscribers).map { _ in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                handler(note.userInfo?["event"] as? Int ?? 0)
            }
        }
        let centerTime = bestNanoseconds(iterations: max(200, publishes / 20), repeats: 3) { count in
            for event in 0..<count { center.post(name: name, object: nil, userInfo: ["event": event]) }
        }
        observers.forEach(center.removeObserver)

        let n = Double(subscribers)
        rows.append([
            "\(subscribers)",
            format(floor), format(floor / n, digits: 2),
            format(busTime), format(busTime / n, digits: 2),
            format(centerTime), format(centerTime / n, digits: 2),
            format(busTime / floor, digits: 2), format(centerTime / busTime, digits: 1),
        ])
        jsonRows.append([
            "subscribers": subscribers,
            "floor_ns_per_publish": rounded(floor), "floor_ns_per_delivery": rounded(floor / n, digits: 3),
            "bus_ns_per_publish": rounded(busTime), "bus_ns_per_delivery": rounded(busTime / n, digits: 3),
            "notification_center_ns_per_publish": rounded(centerTime),
            "notification_center_ns_per_delivery": rounded(centerTime / n, digits: 3),
            "ratio_bus_to_floor": rounded(busTime / floor, digits: 3),
            "ratio_notification_center_to_bus": rounded(centerTime / busTime, digits: 1),
        ])
    }
    report.tables.append(
        Report.Table(
            title: "Event bus: delivery (ns; a = floor, b = EventBus, c = NotificationCenter)",
            header: [
                "N", "a /publish", "a /delivery", "b /publish", "b /delivery", "c /publish", "c /delivery", "b/a",
                "c/b",
            ],
            rows: rows
        )
    )
    report.figures["bus_delivery"] = jsonRows
}

func benchmarkBusSubscriptions(into report: inout Report) {
    // Subscribe + cancel with 1000 subscribers already there.
    let bus = EventBus<Int>()
    let tokens = (0..<1000).map { _ in bus.subscribe(handler) }
    let subscribeCancel = bestNanoseconds(iterations: 200_000) { count in
        for _ in 0..<count {
            bus.subscribe(handler).cancel()
        }
    }
    withExtendedLifetime(tokens) {}

    // Bytes per subscriber: heap growth for 10,000 subscriptions whose handler
    // captures nothing, the token array's own storage reserved beforehand.
    let many = 10_000
    let measured = EventBus<Int>()
    var held: [Subscription] = []
    held.reserveCapacity(many)
    let warm = measured.subscribe(handler)
    warm.cancel()
    let before = heapBytesInUse()
    for _ in 0..<many {
        held.append(measured.subscribe(handler))
    }
    let bytesPerSubscriber = Double(heapBytesInUse() - before) / Double(many)
    withExtendedLifetime(held) {}

    // Reference: what one uncontended lock round trip costs on this machine.
    // A publish that may come from any thread needs at least two of them (or
    // two atomic read-modify-writes): one to claim the delivering role and take
    // the snapshot, one to hand the role back.
    let mutex = Mutex(0)
    let lockPair = bestNanoseconds(iterations: 2_000_000) { count in
        for _ in 0..<count {
            mutex.withLock { $0 &+= 1 }
        }
    }

    report.addFigures(
        "Event bus: subscriptions", valueHeader: "value",
        [
            .init(
                "subscribe + cancel at 1000 subscribers (ns)", subscribeCancel, key: "bus_subscribe_cancel_ns_at_1000"),
            .init(
                "heap bytes per subscriber (handler captures excluded)", bytesPerSubscriber,
                key: "bus_bytes_per_subscriber", keyDigits: 1),
            .init(
                "reference: one uncontended Mutex lock + unlock (ns)", lockPair, key: "reference_mutex_lock_unlock_ns"),
        ])
}
