import CGtk
import FormFieldsGtk
import Foundation

/// A window as GTK draws it, read back pixel by pixel: for what only pixels tell, such as
/// whether a focus ring can be seen.
///
/// ```swift
/// let shown = RenderedWindow(window)
/// #expect(shown.contrast(between: (10, 20), and: (4, 20)) >= 3)
/// ```
@MainActor
struct RenderedWindow {
    let width: Int
    let height: Int
    /// `GDK_MEMORY_DEFAULT`: four bytes a pixel, blue, green, red and alpha on a little-endian
    /// machine.
    private let bytes: [UInt8]

    /// Renders `window` with its own renderer, as its next frame would show it.
    init(_ window: UnsafeMutablePointer<GtkWidget>) {
        width = Int(gtk_widget_get_width(window))
        height = Int(gtk_widget_get_height(window))
        let paintable = gtk_widget_paintable_new(window)!
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = gtk_snapshot_free_to_node(snapshot)!
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = gsk_renderer_render_texture(
            gtk_native_get_renderer(gtk_widget_get_native(window)), node, &viewport)!
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(texture, &bytes, gsize(width * 4))
        self.bytes = bytes
        g_object_unref(texture.rawPointer)
        gsk_render_node_unref(node)
        g_object_unref(paintable.rawPointer)
    }

    /// The relative luminance of the pixel at `point`, from 0 (black) to 1 (white), as WCAG
    /// defines it.
    func luminance(at point: (x: Int, y: Int)) -> Double {
        precondition((0..<width).contains(point.x) && (0..<height).contains(point.y), "\(point) is outside the window")
        let offset = (point.y * width + point.x) * 4
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(bytes[offset + 2]) + 0.7152 * linear(bytes[offset + 1]) + 0.0722 * linear(bytes[offset])
    }

    /// WCAG's contrast ratio of two pixels: 1 for the same colour, 21 for black and white; a
    /// focus ring needs 3 against what is around it.
    func contrast(between first: (x: Int, y: Int), and second: (x: Int, y: Int)) -> Double {
        let lighter = max(luminance(at: first), luminance(at: second))
        let darker = min(luminance(at: first), luminance(at: second))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The most any pixel of `area` stands out from the pixel at `point` (WCAG's contrast
    /// ratio): for text drawn over that pixel's colour, the contrast of its glyphs' cores, which
    /// antialiasing leaves in the text's own colour. Text needs 4.5.
    func highestContrast(in area: (x: Range<Int>, y: Range<Int>), against point: (x: Int, y: Int)) -> Double {
        var highest = 1.0
        for y in area.y {
            for x in area.x { highest = max(highest, contrast(between: (x, y), and: point)) }
        }
        return highest
    }
}

/// Sets the boolean GTK setting `name` ("gtk-enable-animations") for every widget of the
/// process, and returns what it was.
@MainActor
@discardableResult
func setGtkSetting(_ name: String, to on: Bool) -> Bool {
    swapGtkSetting(name, type: FundamentalType.boolean, to: on, read: { g_value_get_boolean($0) != 0 }) {
        g_value_set_boolean($0, $1 ? 1 : 0)
    }
}

/// Sets the text GTK setting `name` ("gtk-theme-name") for every widget of the process, and
/// returns what it was.
@MainActor
@discardableResult
func setGtkSetting(_ name: String, to text: String) -> String {
    swapGtkSetting(
        name, type: FundamentalType.string, to: text, read: { g_value_get_string($0).map { String(cString: $0) } ?? "" }
    ) {
        g_value_set_string($0, $1)
    }
}

/// Sets the integer GTK setting `name` ("gtk-xft-dpi") for every widget of the process, and
/// returns what it was.
@MainActor
@discardableResult
func setGtkSetting(_ name: String, to number: Int32) -> Int32 {
    swapGtkSetting(name, type: FundamentalType.int, to: number, read: { g_value_get_int($0) }) {
        g_value_set_int($0, $1)
    }
}

/// Sets GTK setting `name`, of GType `type`, to `new` through `write`, and returns what `read`
/// read from it before.
@MainActor
private func swapGtkSetting<Setting>(
    _ name: String, type: GType, to new: Setting, read: (UnsafeMutablePointer<GValue>) -> Setting,
    write: (UnsafeMutablePointer<GValue>, Setting) -> Void
) -> Setting {
    let settings = gtk_settings_get_default()!.rawPointer.object
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    g_object_get_property(settings, name, &value)
    let before = read(&value)
    write(&value, new)
    g_object_set_property(settings, name, &value)
    return before
}

/// GLib's fundamental types that the settings above hold (G_TYPE_BOOLEAN, G_TYPE_INT,
/// G_TYPE_STRING: C macros Swift does not import).
private enum FundamentalType {
    static let boolean = GType(5 << 2)
    static let int = GType(6 << 2)
    static let string = GType(16 << 2)
}
