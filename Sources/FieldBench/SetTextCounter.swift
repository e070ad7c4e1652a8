import Glibc

/// Counts calls to `gtk_editable_set_text` made from the benchmark's own binary, where
/// FormFieldsGtk is linked in; the bound entry promises none.
///
/// The executable defines the symbol itself, so the linker sends every call from FormFieldsGtk
/// here; the call is counted and passed on to GTK's own function.
///
/// > Note: Calls GTK makes inside libgtk are not seen; only the project's own calls matter.
enum SetTextCounter {
    nonisolated(unsafe) private(set) static var calls = 0

    fileprivate static func count() { calls += 1 }

    typealias SetText = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void

    /// GTK's `gtk_editable_set_text`, found past this binary.
    fileprivate nonisolated(unsafe) static let gtkSetText: SetText = {
        // NB: RTLD_NEXT is ((void *) -1), a macro that does not import.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "gtk_editable_set_text") else {
            fatalError("gtk_editable_set_text not found in the libraries")
        }
        return unsafeBitCast(symbol, to: SetText.self)
    }()
}

/// The benchmark's `gtk_editable_set_text`: counts, then calls GTK's.
@_cdecl("gtk_editable_set_text")
func countingSetText(_ editable: OpaquePointer?, _ text: UnsafePointer<CChar>?) {
    SetTextCounter.count()
    SetTextCounter.gtkSetText(editable, text)
}
