import FormFieldsTestSupport
import Foundation

/// Runs the core's property suite (`ContractSuite`) for many random scripts: every contract
/// point checked after every step of every script.
///
/// The run is split into chunks only to print progress; a chunk is a whole number of rounds
/// over the suite's subjects, so script `i` meets the same subject and seed (`seed + i`) as in
/// one long run, and any violation can be replayed with `ContractSuite.replay(seed:subject:)`.
@MainActor
struct Fuzz {
    var scripts: Int
    var seed: UInt64
    /// Where progress lines go; `nil` prints none.
    var progress: FileHandle? = .standardError

    func run() -> FuzzSection {
        let subjects = ContractSuite.standardSubjects
        let chunk = max(subjects.count, 50_000 / subjects.count * subjects.count)
        var section = FuzzSection(seed: seed, subjects: subjects.map(\.name))
        let start = Clock.now()
        var done = 0
        while done < scripts {
            let count = min(chunk, scripts - done)
            let report = ContractSuite.run(scripts: count, seed: seed &+ UInt64(done))
            section.scripts += report.scripts
            section.steps += report.steps
            section.violations += report.violations.map(\.description)
            done += count
            progress?.write(Data("fuzz: \(done)/\(scripts) scripts, \(section.violations.count) violations\n".utf8))
        }
        section.seconds = Double(Clock.now() - start) / 1e9
        return section
    }
}

/// The property suite's result.
struct FuzzSection: Section {
    let key = "fuzz"
    /// Script `i` ran with seed `seed + i`.
    var seed: UInt64
    var subjects: [String]
    var scripts = 0
    var steps = 0
    var seconds = 0.0
    /// Each violation with its subject, seed, step and script.
    var violations: [String] = []

    var tables: [Table] {
        var table = Table(
            "Property suite (ContractSuite)", columns: ["scripts", "steps", "violations", "time", "seeds"])
        table.add([
            String(scripts), String(steps), String(violations.count), Format.duration(seconds * 1e9),
            "\(seed)...\(seed &+ UInt64(max(scripts - 1, 0)))",
        ])
        table.notes = ["subjects: \(subjects.joined(separator: "; "))."] + violations.map { "violation: \($0)" }
        return [table]
    }

    var targets: [Target] {
        [.exactly("contract violations in \(scripts) random scripts", 0, unit: "", measured: Double(violations.count))]
    }
}
