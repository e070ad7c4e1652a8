import FormFields
import Foundation
import Testing

extension EndToEndTests {
    /// Where there is no session bus, as under Xvfb in CI, each launch is a demo of its own.
    @Suite struct WithoutABus {
        @Test func withoutASessionBusASecondLaunchOpensAWindowOfItsOwnAtOnce() async throws {
            let home = DemoHome()
            let first = try await DemoProcess.open(home: home, bus: nil)
            defer { first.close() }
            let started = ContinuousClock.now
            let second = try await DemoProcess.open(arguments: ["--form", "payment"], home: home, bus: nil)
            defer { second.close() }
            let shown = ContinuousClock.now - started
            #expect(shown < .seconds(10), "the second window was shown after \(shown): no wait for a bus")
            #expect(first.process.isRunning && second.process.isRunning)
            #expect(try await second.keyboard.visibleWindows(titled: "FormFields Demo").count == 1)
        }
    }

    /// One demo on a session bus: launching it again shows the running window, as GNOME apps do;
    /// traced demos each run on their own.
    @Suite(.enabled(if: PrivateBus.missing == nil, Comment(rawValue: PrivateBus.missing ?? "a bus can be started")))
    struct SingleInstance {
        @Test func launchingTheDemoAgainShowsTheRunningWindowOnTheFormItNames() async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let home = DemoHome()
            let demo = try await DemoProcess.open(home: home, bus: bus)
            defer { demo.close() }

            let payment = try await demo.launchAgain(["--form", "payment"])
            #expect(payment.status == 0)
            #expect(payment.took < .seconds(3), "the second launch hands over and exits at once")
            #expect(payment.stdout.isEmpty && payment.stderr.isEmpty, "\(payment.stderr)")
            #expect(try await demo.keyboard.visibleWindows(titled: "FormFields Demo").count == 1)
            #expect(demo.process.isRunning)

            // The running window shows the payment form, the card number in focus: what is typed
            // is the payment draft's.
            let drafts = DraftStore(directory: home.drafts)
            try await demo.keyboard.type("4242")
            try await waitUntil("the payment draft holds the card's digits") {
                (try? drafts.load(form: "payment"))??.unfinished["card"] == "4242"
            }

            // Launched again without a form, with an option that only a starting demo takes: the
            // window stays on its form and keeps what was typed, and the launch says so.
            let restart = try await demo.launchAgain(["--no-restore"])
            #expect(restart.status == 0)
            #expect(
                restart.stderr
                    == "form-demo: --no-restore is ignored: the demo is running already and its window keeps its "
                    + "values. Quit it to start from the defaults.\n")
            try await demo.keyboard.type("4")
            try await waitUntil("the payment draft holds the next digit too, in a group of its own") {
                (try? drafts.load(form: "payment"))??.unfinished["card"] == "4242 4"
            }

            // --help and a bad option are still answered by the launch itself.
            let help = try await demo.launchAgain(["--help"])
            #expect(help.status == 0)
            #expect(help.stdout.hasPrefix("Usage: form-demo"))
            let wrong = try await demo.launchAgain(["--form", "wizard"])
            #expect(wrong.status == 2)
            #expect(wrong.stderr.hasPrefix("Unknown form “wizard”"))
            #expect(try await demo.keyboard.visibleWindows(titled: "FormFields Demo").count == 1)
        }

        @Test func tracedDemosOnOneBusRunEachWithItsOwnWindowAndTrace() async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let profile = try await DemoProcess.start(form: "profile", bus: bus)
            defer { profile.close() }
            let numbers = try await DemoProcess.start(form: "numbers", bus: bus)
            defer { numbers.close() }
            #expect(profile.process.isRunning && numbers.process.isRunning)

            try await numbers.keyboard.type("7")
            try await numbers.waitFor("the quantity's write") { $0.isWrite(of: "quantity") }
            try await profile.keyboard.type("F")
            try await profile.waitFor("the nickname's write") { $0.isWrite(of: "nickname") }
            #expect(numbers.lines.writes(of: "quantity") == [.integer(7)])
            #expect(profile.lines.writes(of: "nickname") == [.string("F")])
            #expect(Set(profile.lines.compactMap(\.form)) == ["profile"], "each trace has its own demo's events")
            #expect(Set(numbers.lines.compactMap(\.form)) == ["numbers"])
        }
    }
}
