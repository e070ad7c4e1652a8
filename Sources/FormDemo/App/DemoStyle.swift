import CGtk
import FormFieldsGtk

/// The demo's stylesheets on the display, above the theme: `style.css`, and `style-dark.css` over
/// it while the theme is dark, as libadwaita loads an app's `style-dark.css`.
///
/// ```swift
/// let style = DemoStyle()   // after DemoResources.register()
/// style.remove()            // a test's window is done
/// ```
/// NB: GTK 4.8's CSS has no media query for a dark colour scheme. The theme counts as dark when
/// the window background it names (`theme_bg_color`) is, whatever made it so: the
/// `gtk-application-prefer-dark-theme` setting, a dark theme's name, or `GTK_THEME`.
@MainActor
final class DemoStyle {
    private let light = DemoStyle.provider("style.css")
    private let dark = DemoStyle.provider("style-dark.css")
    /// A widget that is never shown, to ask the theme for its colours.
    private let probe: UnsafeMutablePointer<GtkWidget>
    private var isDark = false
    private var connections: [SignalConnection] = []

    init() {
        probe = gtk_label_new(nil)
        g_object_ref_sink(probe.rawPointer)
        add(light, above: 0)
        followTheme()
        let settings = gtk_settings_get_default()!
        for setting in ["gtk-theme-name", "gtk-application-prefer-dark-theme"] {
            connections.append(settings.connect(.notify(setting)) { [unowned self] _ in followTheme() })
        }
    }

    /// Takes both stylesheets off the display and stops following the theme.
    func remove() {
        connections.removeAll()
        for provider in [light, dark] {
            gtk_style_context_remove_provider_for_display(gdk_display_get_default(), provider.styleProvider)
        }
        isDark = false
    }

    isolated deinit {
        remove()
        for object in [light.rawPointer, dark.rawPointer, probe.rawPointer] { g_object_unref(object) }
    }

    /// Puts `style-dark.css` on the display while the theme is dark, and takes it off when it is not.
    private func followTheme() {
        var background = GdkRGBA()
        guard gtk_style_context_lookup_color(gtk_widget_get_style_context(probe), "theme_bg_color", &background) != 0
        else { return }
        let themeIsDark = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue < 0.5
        guard themeIsDark != isDark else { return }
        isDark = themeIsDark
        if themeIsDark {
            add(dark, above: 1)
        } else {
            gtk_style_context_remove_provider_for_display(gdk_display_get_default(), dark.styleProvider)
        }
    }

    /// Puts `provider` on the display, `offset` priorities above the app's, so that a later one
    /// overrides an earlier one.
    private func add(_ provider: UnsafeMutablePointer<GtkCssProvider>, above offset: UInt32) {
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), provider.styleProvider, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + offset)
    }

    /// A style provider holding the resource `name`.
    private static func provider(_ name: String) -> UnsafeMutablePointer<GtkCssProvider> {
        let provider = gtk_css_provider_new()!
        let css = DemoResources.text(name)
        gtk_css_provider_load_from_data(provider, css, gssize(css.utf8.count))
        return provider
    }
}
