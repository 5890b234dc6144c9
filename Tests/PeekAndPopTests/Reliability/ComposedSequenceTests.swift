import PeekAndPopFuzz
import Testing

/// Short sequences where user code calls back into the engine, each the
/// minimal form of a failure the fuzzer found in an engine that did not yet
/// re-read its state after call-outs (S6, S16, S22, S23). Each must now agree
/// with the reference model, raw state stream included.
@MainActor
struct ComposedSequenceTests {
    struct Sequence: Sendable, CustomTestStringConvertible {
        let name: String
        let operations: [FuzzOperation]

        var testDescription: String { name }
    }

    nonisolated static let sequences: [Sequence] = [
        Sequence(
            name: "an interrupted change carries its preview screen (S16)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push)), .preview(context: 0, sameGesture: false),
                .interrupt(.released),
            ]
        ),
        Sequence(
            name: "a peek started by an observer of interrupted(superseded) ends like any other (S6, S22)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push)),
                .register(host: 1, source: 0, script: PeekScript(.push)),
                .subscribe(ObserverSpec(.global, on: .superseded, reaction: .preview(context: 1))),
                .preview(context: 0, sameGesture: false), .preview(context: 0, sameGesture: false),
            ]
        ),
        Sequence(
            name: "a late call interrupts a peek that an observer of its interruption started (S11, S22)",
            operations: [
                .subscribe(ObserverSpec(.global, on: .interruptedByRouting, reaction: .preview(context: 0))),
                .register(host: 0, source: 0, script: PeekScript(.push)), .preview(context: 0, sameGesture: false),
                .route,
            ]
        ),
        Sequence(
            name: "interrupt from a commit's check is refused (S22)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push, check: .reactAtCommit(.interrupt, .ready))),
                .preview(context: 0, sameGesture: false), .commitActivePeek,
            ]
        ),
        Sequence(
            name: "routing from a commit's check runs after popped (S22)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push, check: .reactAtCommit(.route, .ready))),
                .preview(context: 0, sameGesture: false), .commitActivePeek,
            ]
        ),
        Sequence(
            name: "preview from a commit's check is refused (S22)",
            operations: [
                .register(
                    host: 0, source: 0, script: PeekScript(.push, check: .reactAtCommit(.preview(context: 0), .ready))),
                .preview(context: 0, sameGesture: false), .commitActivePeek,
            ]
        ),
        Sequence(
            name: "commitActivePeek from a commit's check is refused (S22)",
            operations: [
                .register(
                    host: 0, source: 0, script: PeekScript(.push, check: .reactAtCommit(.commitActivePeek, .ready))),
                .preview(context: 0, sameGesture: false), .commitActivePeek,
            ]
        ),
        Sequence(
            name: "an interceptor that routes to login and vetoes ends the peek vetoed, then routes (S22)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push, check: .reactAtCommit(.route, .vetoed))),
                .preview(context: 0, sameGesture: false), .commitActivePeek,
            ]
        ),
        Sequence(
            name: "reading activePeek ends a peek whose host is gone (S6)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push)), .preview(context: 0, sameGesture: false),
                .killHost(0), .read(.activePeek),
            ]
        ),
        Sequence(
            name: "a press at a point with no source ends a peek whose host is gone (S6)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push)), .preview(context: 0, sameGesture: false),
                .killHost(0), .read(.previewAtEmptyPoint),
            ]
        ),
        Sequence(
            name: "a transition its check refuses at capture is not frozen (S23)",
            operations: [
                .register(host: 0, source: 0, script: PeekScript(.push, check: .refuseAtCapture(.vetoed))),
                .preview(context: 0, sameGesture: false),
            ]
        ),
    ]

    @Test(arguments: sequences)
    func agreesWithTheReferenceModel(_ sequence: Sequence) async {
        let failure = await ModelChecker.failure(of: sequence.operations)
        #expect(failure == nil, "\(sequence.name): \(failure ?? "")")
    }
}
