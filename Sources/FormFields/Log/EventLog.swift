/// A bounded record of what every field did, with subscribers.
///
/// Feeds the demo's side panel and `--trace`. Only the newest `capacity` events are kept, so a
/// long session costs the same memory as a short one; subscribers see every event as it happens.
///
/// ```swift
/// let log = EventLog(capacity: 1_000)
/// let subscription = log.subscribe { print($0.jsonLine) }
/// ```
/// > Note: Lives on the main actor with the fields that record into it, so subscribers run
/// > there too.
@MainActor
public final class EventLog {
    /// How many events are kept.
    public var capacity: Int { kept.capacity }
    /// The sequence number the next event gets.
    public var nextSequence: Int { kept.nextSequence }

    private var kept: Ring
    private var subscribers: [Int: @MainActor (FieldEvent) -> Void] = [:]
    private var nextSubscriberID = 0

    /// An empty log that keeps the newest `capacity` events (at least 1).
    public init(capacity: Int = 1_000) {
        kept = Ring(capacity: max(capacity, 1))
    }

    /// The kept events, oldest first.
    public var events: [FieldEvent] { kept.inOrder }

    /// Records `event` with the next sequence number and tells every subscriber.
    ///
    /// The event is in `events` by the time subscribers see it, so an event a subscriber records
    /// in turn comes after it.
    ///
    /// NB: Takes the event over and hands nothing back, so that it is copied only for
    /// subscribers: a field records two events per keystroke, and every copy retains the event's
    /// texts. The ring is one stored property, so that recording costs one exclusivity check
    /// rather than one per counter.
    public func record(_ event: consuming FieldEvent) {
        event.sequence = kept.nextSequence
        guard !subscribers.isEmpty else { return kept.append(event) }
        kept.append(copy event)
        for subscriber in subscribers.values { subscriber(event) }
    }

    /// Forgets the kept events; sequence numbers go on.
    public func removeAll() {
        kept.removeAll()
    }

    /// Calls `handler` for every event from now on, until the subscription is cancelled or freed
    /// (on the main actor, like everything about the log).
    public func subscribe(_ handler: @escaping @MainActor (FieldEvent) -> Void) -> Subscription {
        let id = nextSubscriberID
        nextSubscriberID += 1
        subscribers[id] = handler
        return Subscription { [weak self] in MainActor.assumeIsolated { self?.subscribers[id] = nil } }
    }

    /// The newest `capacity` events, overwriting the oldest in place once full.
    private struct Ring {
        let capacity: Int
        var nextSequence = 1
        private var events: [FieldEvent] = []
        /// Where the oldest event is, once the ring is full.
        private var start = 0

        init(capacity: Int) {
            self.capacity = capacity
        }

        var inOrder: [FieldEvent] { Array(events[start...] + events[..<start]) }

        /// Keeps `event`, which carries the number `nextSequence`.
        mutating func append(_ event: consuming FieldEvent) {
            nextSequence += 1
            if events.count < capacity {
                events.append(event)
            } else {
                events[start] = event
                start = start + 1 == capacity ? 0 : start + 1
            }
        }

        mutating func removeAll() {
            events.removeAll(keepingCapacity: true)
            start = 0
        }
    }
}

/// Ends a subscription or observation when cancelled or freed.
public final class Subscription {
    private var cancellation: (() -> Void)?

    /// A subscription that runs `cancel` once: on `cancel()`, or when it is freed.
    public init(_ cancel: @escaping () -> Void) {
        self.cancellation = cancel
    }

    /// Ends it now; later calls do nothing.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    deinit { cancellation?() }
}
