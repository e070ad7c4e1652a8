import Testing

@testable import FieldBench

/// The arithmetic behind field-bench's figures: a wrong median or ratio would publish wrong
/// numbers without anything failing, so it is pinned down here.
@MainActor
@Suite struct BenchStatisticsTests {
    @Test func theMedianIsTheMiddleValueOrTheMeanOfTheTwoMiddleOnes() {
        #expect(Statistics.median([3, 1, 2]) == 2)
        #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
        #expect(Statistics.median([7]) == 7)
        #expect(Statistics.median([]) == 0)
    }

    @Test func aPairedRatioIsTheMedianOfTheRoundsOwnRatios() {
        // Round ratios 2, 2 and 3: median 2. The ratio of the medians (6 / 2 = 3) would mix
        // rounds that ran under different load.
        #expect(Statistics.pairedRatio([2, 10, 6], [1, 5, 2]) == 2)
        // A round whose baseline measured nothing is left out rather than dividing by zero.
        #expect(Statistics.pairedRatio([2, 5, 4], [1, 0, 2]) == 2)
    }

    @Test func calibrationGrowsTenfoldAtMostUntilASampleIsLongEnough() {
        var tried: [Int] = []
        let iterations = Statistics.calibratedIterations(targetNanoseconds: 1_000_000) { count in
            tried.append(count)
            return UInt64(count) * 1_000  // 1 µs per iteration
        }
        #expect(tried == [1, 10, 100, 1_000])
        #expect(iterations == 1_000)
    }

    @Test func calibrationStopsAtItsLimit() {
        let iterations = Statistics.calibratedIterations(targetNanoseconds: 1_000, limit: 50) { _ in 0 }
        #expect(iterations == 50)
    }

    @Test func aWorkloadTimedOpByOpReportsTheMedianOperationAndTheWholeTime() {
        // One keystroke of three also drew a frame: the median leaves it out of the figure,
        // the total keeps it for calibration.
        let workload = Workload.each("keystrokes") { _ in [5_000, 1_000_000, 7_000] }
        let sample = workload.measure(3)
        #expect(sample.perOperation == 7_000)
        #expect(sample.elapsed == 1_012_000)
    }

    @Test func aWorkloadTimedAsAWholeReportsTheMeanPerOperation() {
        let workload = Workload.total("type and delete", operationsPerIteration: 2) { iterations in
            UInt64(iterations) * 3_000
        }
        #expect(workload.measure(10).perOperation == 1_500)
    }

    @Test func roundsTimeEveryWorkloadOncePerRoundInTurn() {
        var order: [String] = []
        func recording(_ name: String) -> Workload {
            Workload.total(name) { iterations in
                order.append(name)
                return UInt64(iterations) * 1_000_000
            }
        }
        let samples = Rounds(count: 2, sampleNanoseconds: 1).run([recording("bare"), recording("bound")])
        #expect(order == ["bare", "bound", "bare", "bound", "bare", "bound"])  // calibration, then 2 rounds
        #expect(samples == [[1_000_000, 1_000_000], [1_000_000, 1_000_000]])
    }

    @Test func figuresKeepThreeSignificantDigitsInTheirUnit() {
        #expect(Format.duration(812) == "812 ns")
        #expect(Format.duration(1_234) == "1.23 µs")
        #expect(Format.duration(45_600_000) == "45.6 ms")
        #expect(Format.ratio(1.149) == "1.15x")
        #expect(Format.kibibytes(2_048) == "2.00 KiB")
    }

    @Test func aTargetIsMetMissedOrPending() {
        #expect(Target.atMost("accepted", 1.15, unit: "x", measured: 1.1).status == .met)
        #expect(Target.atMost("accepted", 1.15, unit: "x", measured: 1.2).status == .missed)
        #expect(Target.atMost("start-up", 1.3, unit: "x", measured: nil).status == .pending)
        #expect(Target.exactly("set_text calls", 0, unit: "", measured: 0).status == .met)
    }

    @Test func theCommandLineNamesTheRunAndItsParts() throws {
        let fuzz = try Options(["--fuzz", "1_000_000", "--seed", "7"])
        #expect(fuzz.mode == .fuzz(scripts: 1_000_000))
        #expect(fuzz.seed == 7)
        let bench = try Options(["--json", "--only", "engine,gtk", "--rounds", "3"])
        #expect(bench.json && bench.rounds == 3 && bench.parts == [.engine, .gtk])
        #expect(throws: UsageError.self) { try Options(["--only", "everything"]) }
        #expect(try Options(["--bare-window"]).mode == .window(.bare))
        #expect(try Options(["--widget-window"]).mode == .window(.widgets))
    }

    @Test func theStartUpTargetIsTheDemoOverTheEmptyWindowAndTheWidgetWindowIsOnlyInformation() {
        var startup = StartupSection(rounds: 2)
        startup.bare = [100, 200]
        startup.demo = [160, 300]  // 1.6x and 1.5x the empty window
        startup.widgets = [140, 250]  // 1.4x and 1.25x the empty window
        func close(_ measured: Double?, _ expected: Double) -> Bool {
            measured.map { abs($0 - expected) < 1e-9 } ?? false
        }

        #expect(close(startup.ratio, 1.55))
        #expect(startup.targets.count == 1, "one target")
        #expect(close(startup.targets.first?.measured, 1.55), "against the empty window")
        #expect(startup.targets.first?.status == .missed)
        #expect(close(startup.widgetsRatio, 1.325))
        #expect(close(startup.demoOverWidgets, (160.0 / 140 + 300.0 / 250) / 2))

        let rows = startup.tables[0].rows.map { $0[0] }
        #expect(rows.filter { $0.hasPrefix("info: ") }.count == 3, "the widget window's rows say they are information")
        #expect(rows.contains("form-demo / bare (median of per-round ratios)"))
    }
}
