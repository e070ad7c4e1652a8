import Foundation

// field-bench: measured figures for what FormFields promises. See README-section.md.

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message { FileHandle.standardError.write(Data("field-bench: \(message)\n".utf8)) }
    print(Options.usage)
    exit(error.message == nil ? 0 : 2)
}

let rounds = Rounds(count: options.rounds, sampleNanoseconds: 20_000_000)
var report = Report(environment: ["rounds": String(options.rounds)])
if options.parts.contains(.engine) { report.sections.append(EngineBench(rounds: rounds).run()) }
if options.parts.contains(.paste) { report.sections.append(PasteBench(rounds: Rounds(count: options.rounds, sampleNanoseconds: 1)).run()) }
if options.parts.contains(.gtk) {
    if GtkSession.isAvailable {
        report.sections.append(GtkBench(rounds: rounds, frameRounds: Rounds(count: options.rounds, sampleNanoseconds: 5_000_000)).run())
    } else {
        FileHandle.standardError.write(Data("field-bench: no display; GTK parts skipped (run under xvfb-run -a)\n".utf8))
    }
}
print(options.json ? try report.json() : report.text)
