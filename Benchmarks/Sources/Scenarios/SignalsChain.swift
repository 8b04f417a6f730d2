import Signals

extension SignalsContender {
    /// `chain`: map → filter → distinctUntilChanged → subscriber.
    static let chainScenarios: [Scenario] = []
}
