/// A bounded record of what every field did, with subscribers.
///
/// Feeds the demo's side panel and `--trace`. Only the newest `capacity` events are kept, so a
/// long session costs the same memory as a short one; subscribers see every event as it happens.
///
/// ```swift
/// let log = EventLog(capacity: 1_000)
/// let subscription = log.subscribe { print($0.jsonLine) }
/// ```
/// > Note: Not thread-safe; use it from the thread that runs the fields (GTK's main thread).
public final class EventLog {
    /// How many events are kept.
    public let capacity: Int
    /// The sequence number the next event gets.
    public private(set) var nextSequence = 1

    private var ring: [FieldEvent] = []
    private var start = 0
    private var subscribers: [Int: (FieldEvent) -> Void] = [:]
    private var nextSubscriberID = 0

    public init(capacity: Int = 1_000) {
        self.capacity = max(capacity, 1)
    }

    /// The kept events, oldest first.
    public var events: [FieldEvent] {
        Array(ring[start...] + ring[..<start])
    }

    /// Records `event` with the next sequence number and tells every subscriber.
    @discardableResult
    public func record(_ event: FieldEvent) -> FieldEvent {
        var event = event
        event.sequence = nextSequence
        nextSequence += 1
        if ring.count < capacity {
            ring.append(event)
        } else {
            ring[start] = event
            start = (start + 1) % capacity
        }
        if !subscribers.isEmpty {
            for subscriber in subscribers.values { subscriber(event) }
        }
        return event
    }

    /// Forgets the kept events; sequence numbers go on.
    public func removeAll() {
        ring.removeAll(keepingCapacity: true)
        start = 0
    }

    /// Calls `handler` for every event from now on, until the subscription is cancelled or freed.
    public func subscribe(_ handler: @escaping (FieldEvent) -> Void) -> Subscription {
        let id = nextSubscriberID
        nextSubscriberID += 1
        subscribers[id] = handler
        return Subscription { [weak self] in self?.subscribers[id] = nil }
    }
}

/// Ends a subscription or observation when cancelled or freed.
public final class Subscription {
    private var cancellation: (() -> Void)?

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
