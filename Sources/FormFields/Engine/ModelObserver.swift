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
    private let absorbed = Absorbed()

    /// Starts following the properties `read` reads.
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
        absorbed.cancelTracking()
    }

    private func track() {
        withObservationTracking {
            read()
        } willSet: { [weak self, absorbed] tracking in
            absorbed.hold(tracking)
            // NB: the owner's own write, once per keystroke, is settled without the main actor's
            // isolation check: in a tight loop that check costs about 0.15 µs a write, as much
            // as Observation's report itself.
            if absorbed.isWriting {
                absorbed.wasReported = true
                return
            }
            MainActor.assumeIsolated {
                guard let self else { return tracking.cancel() }
                self.schedule()
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
        absorbed.isWriting = true
        write()
        absorbed.isWriting = false
        guard absorbed.wasReported else { return }
        absorbed.wasReported = false
        if !kept() { schedule() }
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        scheduler { [weak self] in
            guard let self else { return }
            isScheduled = false
            absorbed.cancelTracking()
            track()
            changed()
        }
    }
}

/// What Observation's callback shares with the observer: whether the owner is writing the model
/// itself (`absorbing`) and whether Observation reported that write, and the tracking in place,
/// known once Observation has reported through it (it hands it over only then).
///
/// The callback is not main-actor isolated, so the observer's own state would cost it the main
/// actor's isolation check on every keystroke.
///
/// > Note: Main-thread only, as the observer: the unchecked `Sendable` rests on that.
private final class Absorbed: @unchecked Sendable {
    var isWriting = false
    var wasReported = false
    private var tracking: ObservationTracking?
    /// NB: Kept beside `tracking` because `ObservationTracking` comes from another module whose
    /// layout is hidden: testing the optional for `nil` copies it, on every keystroke.
    private var holdsTracking = false

    /// Keeps the tracking Observation reported through, the first time.
    func hold(_ tracking: ObservationTracking) {
        guard !holdsTracking else { return }
        self.tracking = tracking
        holdsTracking = true
    }

    /// Ends the tracking held, if any.
    func cancelTracking() {
        tracking?.cancel()
        tracking = nil
        holdsTracking = false
    }
}
