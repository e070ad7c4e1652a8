// Checks `MainLoop.bridgeMainQueue()` in a process of its own, for MainQueueBridgeTests.
//
// NB: A test cannot check the bridge in the test runner's own process: Swift Testing's async
// entry point runs the main queue with `dispatch_main()`, off the main thread, where libdispatch
// has no main-queue handle to watch.
//
// Prints one line per step: what ran on the main queue while the GLib main context was
// iterated, and how often a blocking iteration returned while the loop was idle.
import CGtk
import Dispatch
import FormFieldsGtk
import Foundation

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

MainLoop.bridgeMainQueue()
MainLoop.bridgeMainQueue()  // a second call adds nothing

var ran: [String] = []
DispatchQueue.main.async { ran.append("DispatchQueue.main.async") }
Task { @MainActor in ran.append("Task @MainActor") }
let deadline = Date().addingTimeInterval(5)
while ran.count < 2 && Date() < deadline {
    g_main_context_iteration(nil, 1)
}
report("ran: \(ran.joined(separator: ", "))")
report("wakeups: \(MainLoop.mainQueueWakeups)")

// Idle: a blocking iteration returns only for the timeout that ends the wait.
var waited = false
let idleWakeups = MainLoop.mainQueueWakeups
let endWait: GSourceFunc = { _ in
    MainActor.assumeIsolated { waited = true }
    return 0  // G_SOURCE_REMOVE
}
g_timeout_add(300, endWait, nil)
var idleIterations = 0
while !waited {
    idleIterations += Int(g_main_context_iteration(nil, 1))
}
report("idle iterations: \(idleIterations), idle wakeups: \(MainLoop.mainQueueWakeups - idleWakeups)")
