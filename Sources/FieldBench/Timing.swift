import Glibc

/// Monotonic time in nanoseconds, read straight from the kernel (about 20 ns per call).
///
/// ```swift
/// let start = Clock.now()
/// work()
/// let elapsed = Clock.now() - start
/// ```
enum Clock {
    /// Nanoseconds since an arbitrary point; only differences mean anything.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds `body` took.
    static func elapsed(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() - start
    }
}

/// One thing to time: runs `iterations` operations and returns the nanoseconds spent in the part
/// that counts.
///
/// Most workloads time everything they do (`Workload(name) { n in ... }`); a workload that has
/// to undo each operation untimed (deleting the character it typed) times only the operation.
///
/// ```swift
/// let append = Workload("append") { n in Clock.elapsed { for _ in 0..<n { text.append("x") } } }
/// ```
struct Workload {
    /// What the workload does, for the report.
    let name: String
    /// Operations per iteration: 2 when an iteration types a character and deletes it again.
    let operationsPerIteration: Int
    /// Runs `iterations` iterations; returns the nanoseconds that count.
    let measure: (_ iterations: Int) -> UInt64

    init(_ name: String, operationsPerIteration: Int = 1, measure: @escaping (_ iterations: Int) -> UInt64) {
        self.name = name
        self.operationsPerIteration = operationsPerIteration
        self.measure = measure
    }
}

/// Times workloads side by side: every round runs each workload once, so a machine that slows
/// down or speeds up during the run affects all of them alike.
///
/// ```swift
/// let samples = Rounds(count: 7, sampleNanoseconds: 20_000_000).run([bare, bound])
/// Statistics.pairedRatio(samples[1], samples[0])   // bound / bare
/// ```
struct Rounds {
    /// How many rounds; the report uses the median over them.
    var count: Int
    /// How long one sample of one workload should last at least; iterations are calibrated to it.
    var sampleNanoseconds: UInt64

    /// Runs the rounds.
    /// - Returns: For each workload (in order), nanoseconds per operation, one value per round.
    func run(_ workloads: [Workload]) -> [[Double]] {
        let iterations = workloads.map { workload in
            Statistics.calibratedIterations(targetNanoseconds: sampleNanoseconds, measure: workload.measure)
        }
        var samples = Array(repeating: [Double](), count: workloads.count)
        for _ in 0..<count {
            for (index, workload) in workloads.enumerated() {
                let nanoseconds = workload.measure(iterations[index])
                let operations = iterations[index] * workload.operationsPerIteration
                samples[index].append(Double(nanoseconds) / Double(operations))
            }
        }
        return samples
    }
}
