import Foundation
import Testing

/// Runs the built `peek-and-pop-demo` executable and captures what it prints.
///
/// `swift test` builds every product before it runs the tests, so the demo
/// sits next to the test bundle (`<scratch>/<triple>/<config>/`); failing
/// that, in the package's `.build/debug/`.
enum DemoProcess {
    /// What one run printed, and how it ended.
    struct Run: Sendable {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// The standard output's lines, without the empty line after the last newline.
        var lines: [String] {
            var lines = standardOutput.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    struct NotFound: Error, CustomStringConvertible {
        let candidates: [String]
        var description: String {
            "peek-and-pop-demo was not found; build it first (swift build --product peek-and-pop-demo). Looked at: "
                + candidates.joined(separator: ", ")
        }
    }

    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        var description: String { "peek-and-pop-demo \(arguments.joined(separator: " ")) did not exit within a minute" }
    }

    /// The demo executable.
    static func executable(filePath: String = #filePath) throws -> URL {
        var candidates: [URL] = []
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On macOS the tests run inside `<config>/PeekAndPopPackageTests.xctest/Contents/MacOS/`.
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("peek-and-pop-demo"))
            directory = directory.deletingLastPathComponent()
        }
        var root = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while root.path != "/",
            !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
        {
            root = root.deletingLastPathComponent()
        }
        candidates.append(root.appendingPathComponent(".build/debug/peek-and-pop-demo"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(candidates: candidates.map(\.path))
        }
        return found
    }

    /// Runs the demo with `arguments`, its standard input not a terminal.
    static func run(_ arguments: [String]) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "peek-and-pop-demo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        for url in [outputURL, errorURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            throw TimedOut(arguments: arguments)
        }
        try output.close()
        try error.close()
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }
}
