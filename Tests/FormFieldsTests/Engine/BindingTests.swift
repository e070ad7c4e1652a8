import FormFields
import Observation
import Synchronization
import Testing

/// Bindings reach values that live elsewhere.
@Suite struct BindingTests {
    @Observable final class Profile {
        var nickname = "Ivy"
    }

    @Test func aKeyPathBindingReadsAndWritesTheObject() {
        let profile = Profile()
        let nickname = Binding(profile, \.nickname)
        #expect(nickname.wrappedValue == "Ivy")
        nickname.wrappedValue = "Flow"
        #expect(profile.nickname == "Flow")
    }

    @Test func aConstantBindingIgnoresWrites() {
        let fixed = Binding.constant(42)
        fixed.wrappedValue = 7
        #expect(fixed.wrappedValue == 42)
    }

    @Test func aKeyPathBindingIsObservable() {
        let profile = Profile()
        let nickname = Binding(profile, \.nickname)
        let changes = Atomic(0)
        withObservationTracking {
            _ = nickname.wrappedValue
        } onChange: {
            changes.add(1, ordering: .relaxed)
        }
        profile.nickname = "Fern"
        #expect(changes.load(ordering: .relaxed) == 1)
    }
}
