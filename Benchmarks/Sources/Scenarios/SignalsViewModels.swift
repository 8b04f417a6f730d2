import Signals
import ViewModels

extension SignalsContender {
    /// `touch-counter` and `greeting`, through the real ViewModels.
    static let viewModelScenarios: [Scenario] = []
}
