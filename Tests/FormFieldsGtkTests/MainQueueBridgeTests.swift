import Foundation
import Testing

/// `MainLoop.bridgeMainQueue()` in a program of its own (`MainQueueCheck`): the test runner's
/// main queue runs off the main thread, where there is no main-queue handle to watch.
@Suite struct MainQueueBridgeTests {
    /// The check built next to this test bundle.
    static let check = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("MainQueueCheck")

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: check.path),
            "MainQueueCheck is not built next to the tests; run `swift build --build-tests` first"))
    func mainQueueWorkRunsWhileGLibIteratesAndAnIdleLoopSleeps() throws {
        let process = Process()
        process.executableURL = Self.check
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            lines == [
                "ran: DispatchQueue.main.async, Task @MainActor",
                // One batch, one wake-up: the second `bridgeMainQueue()` added no second watch.
                "wakeups: 1",
                // 300 ms idle: a blocking iteration returned once, for the timeout that ended it.
                "idle iterations: 1, idle wakeups: 0",
            ])
    }
}
