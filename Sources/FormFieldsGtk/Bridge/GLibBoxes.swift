import CGtk
import Synchronization

// Swift values that cross into GLib: the boxes that carry closures and owners through C
// callbacks and user data, and the one cast from a box back to the closure it holds.

/// Swift values handed to GLib and released by its destroy notify.
///
/// Tests read `live` to prove that no handler outlives its widget.
public enum GLibBoxes {
    private static let count = Atomic<Int>(0)

    /// How many boxes GLib holds now: signal handlers, pending idle calls, owned objects.
    public static var live: Int { count.load(ordering: .relaxed) }

    static func retain(_ box: AnyObject) -> UnsafeMutableRawPointer {
        count.add(1, ordering: .relaxed)
        return Unmanaged.passRetained(box).toOpaque()
    }

    /// The `GDestroyNotify` / `GClosureNotify` for every box.
    static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        count.subtract(1, ordering: .relaxed)
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
}

/// Holds a closure for a trampoline.
final class ClosureBox<Function> {
    let function: Function
    init(_ function: Function) { self.function = function }
}

/// The `@MainActor` closure a trampoline's user data carries, as the plain function `Callable` it
/// is underneath, for GLib's callback to call.
///
/// NB: GLib calls back on the main thread, where the main actor runs. Wrapping each call in
/// `MainActor.assumeIsolated` checks the executor and allocates a context every time: a third
/// of what a "changed" handler cost (perf), and a keystroke emits two to four signals. That
/// function's own last step is the cast made here; debug builds keep its check.
///
/// NB: `MainActor.assertIsolated` checks in release builds too (Swift 6.3, perf: about a tenth of
/// a bound keystroke's Swift work), so the check is compiled only into debug builds.
func unbox<Function, Callable>(
    _ data: UnsafeMutableRawPointer?, as _: Function.Type, calling _: Callable.Type
) -> Callable {
    #if DEBUG
        MainActor.assertIsolated("GLib calls back on the main thread")
    #endif
    return unsafeBitCast(
        Unmanaged<ClosureBox<Function>>.fromOpaque(data!).takeUnretainedValue().function, to: Callable.self)
}

let releaseBox: GDestroyNotify = { GLibBoxes.release($0) }
let releaseClosureBox: GClosureNotify = { data, _ in GLibBoxes.release(data) }

extension GObjectPointer {
    /// Keeps `owner` alive as long as this instance: the instance releases it when finalized.
    ///
    /// A Swift controller attached this way lives exactly as long as its widget, so the app can
    /// add the widget to a container and forget the controller.
    /// - Parameters:
    ///   - owner: What to keep alive.
    ///   - key: Distinguishes several owners of one instance.
    public func retain(_ owner: AnyObject, key: String) {
        g_object_set_data_full(object, key, GLibBoxes.retain(owner), releaseBox)
    }

    /// The owner `retain(_:key:)` keeps on this instance under `key`, if any.
    public func retained(key: String) -> AnyObject? {
        guard let owner = g_object_get_data(object, key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(owner).takeUnretainedValue()
    }
}
