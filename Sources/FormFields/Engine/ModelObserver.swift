import Observation

/// Runs work on the main thread's next turn: GLib's idle in the GTK layer, a queue in tests.
public typealias MainScheduler = @MainActor (@escaping @MainActor () -> Void) -> Void

/// Calls `changed` after the observed model properties change, on the scheduler's next turn.
///
/// Observation reports a change before it happens (willSet), so reading the model then gives
/// the old value; the scheduler defers the read until the new value is in place. Changes made
/// before the deferred call runs are read together.
///
/// > Note: Main-thread only. Model changes must be made on the main thread too.
@MainActor
public final class ModelObserver {
    private let read: @MainActor () -> Void
    private let scheduler: MainScheduler
    private let changed: @MainActor () -> Void
    private var isScheduled = false

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

    private func track() {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.schedule() }
        }
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        scheduler { [weak self] in
            guard let self else { return }
            isScheduled = false
            track()
            changed()
        }
    }
}
