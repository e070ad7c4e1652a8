import Foundation

// form-demo: takes the person's language, reads its own options, then hands GTK only the
// program name.
DemoLocale.setUp()
switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(DemoOptions.help)
case .failure(let message):
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
case .run(let options):
    exit(DemoApplication(options: options).run())
}
