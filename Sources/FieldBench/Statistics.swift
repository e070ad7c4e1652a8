/// The arithmetic behind every figure: medians, ratios of paired samples, and how many
/// iterations make a sample long enough to time.
enum Statistics {
    /// The middle value (the mean of the two middle values for an even count); 0 for no values.
    ///
    /// ```swift
    /// Statistics.median([3, 1, 2])      // 2
    /// Statistics.median([4, 1, 3, 2])   // 2.5
    /// ```
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The median of the per-round ratios `numerator[i] / denominator[i]`.
    ///
    /// Samples taken in the same round ran under the same machine load, so their ratio is steadier
    /// than the ratio of two medians taken over the whole run.
    ///
    /// ```swift
    /// Statistics.pairedRatio([2, 9, 3], [1, 3, 1])   // ratios 2, 3, 3: median 3
    /// ```
    /// - Parameters:
    ///   - numerator: One value per round.
    ///   - denominator: One value per round, in the same rounds; zeros are skipped.
    static func pairedRatio(_ numerator: [Double], _ denominator: [Double]) -> Double {
        median(zip(numerator, denominator).compactMap { $1 > 0 ? $0 / $1 : nil })
    }

    /// How many iterations make one sample last at least `targetNanoseconds`.
    ///
    /// Starts at one iteration and grows by the measured shortfall (at most tenfold per try),
    /// so a slow workload is measured only a few times while calibrating.
    /// - Parameters:
    ///   - targetNanoseconds: How long a sample should last at least.
    ///   - limit: Never more iterations than this.
    ///   - measure: Runs `n` iterations and returns the nanoseconds they took.
    static func calibratedIterations(
        targetNanoseconds: UInt64, limit: Int = 100_000_000, measure: (Int) -> UInt64
    ) -> Int {
        var iterations = 1
        while iterations < limit {
            let elapsed = measure(iterations)
            if elapsed >= targetNanoseconds { break }
            let shortfall = elapsed == 0 ? 10 : Double(targetNanoseconds) / Double(elapsed) * 1.2
            iterations = min(limit, max(iterations + 1, Int(Double(iterations) * min(shortfall, 10))))
        }
        return iterations
    }
}
