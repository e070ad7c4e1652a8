// Prints the library's messages for typed text, and for drafts that cannot be restored or saved,
// in the language the environment asks for, for GermanMessageTests.
//
// NB: The language is the process's: gettext reads LANGUAGE and LC_ALL, and keeps a catalog
// it has read. Asked for in the test runner's own process, German would leak into the tests
// that run beside it and expect English.
//
//   MessageCheck [--translations DIR] CHECK TEXT [CHECK TEXT ...]
//
// Binds the `formfields` domain to DIR when given, sets the locale from the environment as
// `gtk_init` does, and prints one line per pair: the message a converter gives for the text, or
// "valid"; or what a person reads about a draft (DraftChecks).
import FormFields
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a person reads for a conversion: its message, or "valid".
func said<Value>(_ conversion: Conversion<Value>) -> String {
    switch conversion {
    case .valid: "valid"
    case .incomplete(let message), .invalid(let message): message
    }
}

/// The converters a check may name.
let converters: [String: @Sendable (String) -> String] = [
    "integer": { said(FieldConverter<Int>.integer.parse($0)) },
    "age": { said(FieldConverter<Int>.integer.limited(to: 0...130).parse($0)) },
    "day": { said(FieldConverter<Date>.day.parse($0)) },
    "amount": { said(AmountFormat(allowsNegative: false).converter.parse($0)) },
    "phone": { said(PatternFormat.phoneNumberUS.converter.parse($0)) },
]

var arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--translations", let directory = arguments.dropFirst().first {
    FormFieldsLocale.bindTranslations(directory: URL(fileURLWithPath: directory))
    arguments = arguments.dropFirst(2)
}
setlocale(LC_ALL, "")
while let name = arguments.popFirst(), let text = arguments.popFirst() {
    guard let check = converters[name] ?? DraftChecks.all[name] else {
        FileHandle.standardError.write(Data("MessageCheck: no check named \(name)\n".utf8))
        exit(2)
    }
    FileHandle.standardOutput.write(Data((check(text) + "\n").utf8))
}
