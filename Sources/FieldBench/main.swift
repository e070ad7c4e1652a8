import Foundation

// field-bench: measured figures for what FormFields promises. See the README's Benchmarks section.

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message { FileHandle.standardError.write(Data("field-bench: \(message)\n".utf8)) }
    print(Options.usage)
    exit(error.message == nil ? 0 : 2)
}

if case .window(let content) = options.mode { exit(BareWindow.run(content)) }

if case .fuzz(let scripts) = options.mode {
    var report = Report(environment: RunEnvironment.describe(rounds: nil, gtk: false))
    report.sections.append(Fuzz(scripts: scripts, seed: options.seed).run())
    print(options.json ? try report.json() : report.text)
    exit(report.sections.allSatisfy { $0.targets.allSatisfy { $0.status != .missed } } ? 0 : 1)
}

let rounds = Rounds(count: options.rounds, sampleNanoseconds: 20_000_000)
let wantsDisplay = !options.parts.isDisjoint(with: [.memory, .paste, .gtk, .startup])
let hasDisplay = wantsDisplay && GtkSession.isAvailable
if wantsDisplay && !hasDisplay {
    FileHandle.standardError.write(Data("field-bench: no display; GTK parts skipped (run under xvfb-run -a)\n".utf8))
}
var report = Report(environment: RunEnvironment.describe(rounds: options.rounds, gtk: hasDisplay))
// NB: memory first, while the heap holds nothing the other parts allocated and freed.
if options.parts.contains(.memory) { report.sections.append(MemoryBench().run(gtk: hasDisplay)) }
if options.parts.contains(.engine) { report.sections.append(EngineBench(rounds: rounds).run()) }
let gtkBench = GtkBench(rounds: rounds, frameRounds: Rounds(count: options.rounds, sampleNanoseconds: 5_000_000))
if options.parts.contains(.paste) {
    var paste = PasteBench(rounds: Rounds(count: options.rounds, sampleNanoseconds: 1)).run()
    if hasDisplay { paste.keystroke = gtkBench.paste() }
    report.sections.append(paste)
}
if options.parts.contains(.gtk) && hasDisplay { report.sections.append(gtkBench.run()) }
if options.parts.contains(.startup) {
    var startup = StartupSection(rounds: options.rounds)
    if hasDisplay {
        startup = StartupBench(rounds: options.rounds, demo: options.demo).run()
    } else {
        startup.pending = "needs a display (run under xvfb-run -a)"
    }
    report.sections.append(startup)
}
print(options.json ? try report.json() : report.text)
