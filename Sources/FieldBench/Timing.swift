import Glibc

/// Clocks in nanoseconds: wall time, and CPU time of this thread or the whole process.
///
/// ```swift
/// let spent = Clock.cpuElapsed { work() }   // immune to other processes taking the core
/// ```
/// > Note: Wall time suits short operations timed one by one (a preempted one is an outlier the
/// > median drops); CPU time suits long samples on a shared machine, where preemption would
/// > otherwise be counted. A CPU clock read is a system call (about 0.5 µs here), so it is read
/// > once per sample, not per operation.
enum Clock {
    /// Wall time since an arbitrary point (`CLOCK_MONOTONIC`); only differences mean anything.
    static func now() -> UInt64 { read(CLOCK_MONOTONIC) }

    /// CPU time this thread has used.
    static func threadCPU() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

    /// CPU time every thread of the process has used (GTK's renderer threads included).
    static func processCPU() -> UInt64 { read(CLOCK_PROCESS_CPUTIME_ID) }

    /// Wall nanoseconds `body` took.
    static func elapsed(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() - start
    }

    /// CPU nanoseconds this thread spent in `body`.
    static func cpuElapsed(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = threadCPU()
        try body()
        return threadCPU() - start
    }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// One sample of a workload: how long it ran and what one operation cost.
struct Sample {
    /// Nanoseconds the timed part took in all; calibration grows a sample until this is long enough.
    var elapsed: UInt64
    /// Nanoseconds per operation: the mean, or the median where single operations were timed.
    var perOperation: Double
}

/// One thing to time: runs a number of iterations and says what one operation cost.
///
/// ```swift
/// let append = Workload.total("append") { n in Clock.elapsed { for _ in 0..<n { text.append("x") } } }
/// let keystroke = Workload.each("keystroke") { n in (0..<n).map { _ in typeOnce() } }
/// ```
struct Workload {
    /// What the workload does, for the report.
    let name: String
    /// Runs `iterations` iterations and returns the sample.
    let measure: (_ iterations: Int) -> Sample

    /// A workload timed as a whole: the mean cost per operation.
    /// - Parameters:
    ///   - operationsPerIteration: 2 when an iteration types a character and deletes it again.
    ///   - measure: Runs `iterations` iterations; returns the nanoseconds that count.
    static func total(
        _ name: String, operationsPerIteration: Int = 1, measure: @escaping (_ iterations: Int) -> UInt64
    ) -> Workload {
        Workload(name: name) { iterations in
            let elapsed = measure(iterations)
            return Sample(elapsed: elapsed, perOperation: Double(elapsed) / Double(iterations * operationsPerIteration))
        }
    }

    /// A workload whose operations are timed one by one: the median cost per operation, so the
    /// odd operation that also drew a frame or was preempted does not move the figure.
    /// - Parameter measure: Runs `iterations` operations; returns the nanoseconds of each.
    static func each(_ name: String, measure: @escaping (_ iterations: Int) -> [UInt64]) -> Workload {
        Workload(name: name) { iterations in
            let times = measure(iterations)
            return Sample(elapsed: times.reduce(0, +), perOperation: Statistics.median(times.map { Double($0) }))
        }
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
            Statistics.calibratedIterations(targetNanoseconds: sampleNanoseconds) { workload.measure($0).elapsed }
        }
        var samples = Array(repeating: [Double](), count: workloads.count)
        for _ in 0..<count {
            for (index, workload) in workloads.enumerated() {
                samples[index].append(workload.measure(iterations[index]).perOperation)
            }
        }
        return samples
    }
}
