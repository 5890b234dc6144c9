import PeekAndPop
import Synchronization

/// Collects the diagnostics a component reports, for assertions.
///
/// ```swift
/// let diagnostics = DiagnosticsRecorder()
/// let engine = PeekEngine(clock: clock, diagnostics: diagnostics.sink)
/// // …
/// #expect(diagnostics.codes == [.sourceRectClipped])
/// ```
public final class DiagnosticsRecorder: Sendable {
    private final class Storage: Sendable {
        let entries = Mutex<[Diagnostic]>([])
    }

    private let storage = Storage()

    /// Creates an empty recorder.
    public init() {}

    /// The sink to hand to the engine or the navigation host.
    public var sink: DiagnosticsSink {
        DiagnosticsSink { [storage] diagnostic in
            storage.entries.withAnnotatedLock { $0.append(diagnostic) }
        }
    }

    /// Every diagnostic reported so far, in order.
    public var diagnostics: [Diagnostic] { storage.entries.withAnnotatedLock { $0 } }

    /// The codes of every diagnostic reported so far, in order.
    public var codes: [Diagnostic.Code] { diagnostics.map(\.code) }

    /// Forgets what was recorded so far.
    public func removeAll() {
        storage.entries.withAnnotatedLock { $0.removeAll() }
    }
}
