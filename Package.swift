// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FormFields",
    products: [
        .library(name: "FormFields", targets: ["FormFields"]),
        .library(name: "FormFieldsGtk", targets: ["FormFieldsGtk"]),
        .executable(name: "form-demo", targets: ["FormDemo"]),
        .executable(name: "field-bench", targets: ["FieldBench"]),
        .executable(name: "formfields-example", targets: ["FormFieldsExample"]),
    ],
    targets: [
        // MARK: Headless core (Foundation, Observation and glibc's gettext only)

        // glibc's <libintl.h>, which the Glibc module leaves out: the messages' translations.
        .systemLibrary(name: "CGettext"),
        .target(name: "FormFields", dependencies: ["CGettext"]),

        // MARK: GTK 4

        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libdispatch's main-queue hooks, for `MainLoop.bridgeMainQueue()`.
        .systemLibrary(name: "CMainQueue"),
        .target(name: "FormFieldsGtk", dependencies: ["FormFields", "CGtk", "CMainQueue"]),

        // MARK: Programs

        .executableTarget(
            name: "FormDemo",
            dependencies: ["FormFieldsGtk", "FormFields", "CGtk", "CGettext"]
        ),
        // The README's app: four entries over an @Observable model.
        .executableTarget(name: "FormFieldsExample", dependencies: ["FormFieldsGtk", "FormFields", "CGtk"]),
        .executableTarget(
            name: "FieldBench",
            dependencies: ["FormFieldsGtk", "FormFields", "FormFieldsTestSupport", "CGtk"],
            exclude: ["lsan-gtk.supp"]
        ),

        // MARK: Tests

        .target(name: "FormFieldsTestSupport", dependencies: ["FormFields"]),
        // Prints messages in the language of its environment, in a process of its own, for FormFieldsTests.
        .executableTarget(name: "MessageCheck", dependencies: ["FormFields"]),
        .testTarget(
            name: "FormFieldsTests",
            dependencies: ["FormFields", "FormFieldsTestSupport", "MessageCheck"]
        ),
        // Runs the main-queue bridge in a process of its own, for FormFieldsGtkTests.
        .executableTarget(name: "MainQueueCheck", dependencies: ["FormFieldsGtk", "CGtk"]),
        // A text entry in a program of its own, whose text FormFieldsGtkTests drag into theirs.
        .executableTarget(name: "TextDragSource", dependencies: ["FormFieldsGtk", "CGtk"]),
        .testTarget(
            name: "FormFieldsGtkTests",
            dependencies: [
                "FormFieldsGtk", "FormFields", "FormFieldsTestSupport", "CGtk", "MainQueueCheck", "TextDragSource",
            ]
        ),
        .testTarget(name: "FieldBenchTests", dependencies: ["FieldBench"]),
        // How field-bench times keystrokes on real widgets; needs a display.
        .testTarget(name: "FieldBenchGtkTests", dependencies: ["FieldBench", "FormFieldsGtk", "CGtk"]),
        // Publishes a text size as GNOME's Large Text does (XSETTINGS' Xft/DPI), for FormDemoEndToEndTests.
        .executableTarget(name: "XSettingsManager", linkerSettings: [.linkedLibrary("X11")]),
        // Starts the built form-demo (and the README's example) under a display, types with
        // xdotool, reads their trace lines.
        .testTarget(
            name: "FormDemoEndToEndTests",
            dependencies: [
                "FormDemo", "FormFieldsExample", "XSettingsManager", "FormFieldsGtk", "FormFields", "FormFieldsTestSupport", "CGtk",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
