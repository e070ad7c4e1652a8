// NB: `withObservationTracking(_:willSet:)` and `ObservationTracking` are the toolchain's SPI for
// tracking that lasts: the public `withObservationTracking(_:onChange:)` ends after one change.
@_spi(SwiftUI) import Observation

/// Runs work on the main thread's next turn: GLib's idle in the GTK layer, a queue in tests.
public typealias MainScheduler = @MainActor (@escaping @MainActor () -> Void) -> Void

/// Calls `changed` after the observed model properties change, on the scheduler's next turn.
///
/// Observation reports a change before it happens (willSet), so reading the model then gives
/// the old value; the scheduler defers the read until the new value is in place. Changes made
/// before the deferred call runs are read together. The owner's own writes go through
/// `absorbing(_:kept:)` and are not reported back.
///
/// The tracking lasts across the owner's writes. Public Observation tracks a read until the
/// next change only, so following again after every write the field makes would cost two
/// registrar round trips per keystroke: ending the tracking and starting a new one, about
/// 0.8 µs of 1.1 µs per write in a tight loop and 2 µs or more between GTK's layouts
/// (field-bench). Only a change made elsewhere ends it, because what the owner reads may then
/// read other properties.
///
/// > Note: Main-thread only. Model changes must be made on the main thread too.
@MainActor
public final class ModelObserver {
    private let read: @MainActor () -> Void
    private let scheduler: MainScheduler
    private let changed: @MainActor () -> Void
    private var isScheduled = false
    /// Whether the owner is writing the model itself (`absorbing`), and whether Observation
    /// reported that write.
    private var isAbsorbing = false
    private var changedWhileAbsorbing = false
    /// The tracking in place, once Observation has reported through it: Observation hands it
    /// over only then. Ended before following again, and when the observer goes.
    private var tracking: ObservationTracking?

    /// - Parameters:
    ///   - read: Reads the properties to follow.
    ///   - scheduler: Defers the call until the change has happened.
    ///   - changed: Called once per batch of changes.
    public init(
        read: @escaping @MainActor () -> Void, scheduler: @escaping MainScheduler,
        changed: @escaping @MainActor () -> Void
    ) {
        self.read = read
        self.scheduler = scheduler
        self.changed = changed
        track()
    }

    isolated deinit {
        tracking?.cancel()
    }

    private func track() {
        withObservationTracking {
            read()
        } willSet: { [weak self] tracking in
            MainActor.assumeIsolated {
                guard let self else { return tracking.cancel() }
                self.modelWillChange(through: tracking)
            }
        }
    }

    /// Runs `write`, a change the owner makes to the model itself and already shows, without
    /// reporting it back.
    ///
    /// Reported like any other change, the write would come back on the scheduler's next turn
    /// only for the owner to find its own value; on GLib's main loop that round trip cost about
    /// 4 µs of a 44 µs keystroke in a GtkEntry (field-bench). A model that did not keep the value
    /// written (one that normalises it, say) is still reported, at the next turn.
    /// - Parameters:
    ///   - write: Writes the model.
    ///   - kept: Whether the model holds the value written, read once the write is done.
    public func absorbing(_ write: () -> Void, kept: () -> Bool) {
        isAbsorbing = true
        write()
        isAbsorbing = false
        guard changedWhileAbsorbing else { return }
        changedWhileAbsorbing = false
        if !kept() { schedule() }
    }

    private func modelWillChange(through tracking: ObservationTracking) {
        self.tracking = tracking
        if isAbsorbing {
            changedWhileAbsorbing = true
        } else {
            schedule()
        }
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        scheduler { [weak self] in
            guard let self else { return }
            isScheduled = false
            tracking?.cancel()
            tracking = nil
            track()
            changed()
        }
    }
}
