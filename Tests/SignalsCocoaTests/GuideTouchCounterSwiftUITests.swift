#if canImport(Observation)
// The SwiftUI snippet of docs/MVVM-guide.md ("UIKit and SwiftUI"): SwiftUI itself does not exist on
// Linux, so this compiles and runs the part of the view that uses Signals — the state made with
// `observed(initial:)` and the button's action — exactly as the view writes them.
import Observation
import Signals
import SignalsCocoa
import SignalsViewModels
import XCTest

/// What `TouchCounterView` in the guide keeps and does, minus the SwiftUI body.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct TouchCounterViewState {
    let viewModel: TouchCounterViewModel
    let count: ObservedValue<String>  // `@State private var count` in the view

    init(viewModel: TouchCounterViewModel) {
        self.viewModel = viewModel
        count = viewModel.output.countText.observed(initial: "")  // `_count = State(initialValue: …)`
    }

    func tap() { viewModel.input.tap.accept(()) }  // `Button("Tap") { viewModel.input.tap.accept(()) }`
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class GuideTouchCounterSwiftUITests: LeakCheckingTestCase {
    func testTheGuidesSwiftUIStateRendersEachCount() {
        MainActor.assumeIsolated {
            let state = TouchCounterViewState(viewModel: TouchCounterViewModel(limit: 3))
            XCTAssertEqual(state.count.value, "0", "the count replays its current value")
            let renders = ChangeCounter(state.count)
            state.tap()
            XCTAssertEqual(state.count.value, "1")
            XCTAssertEqual(renders.changes, 1, "SwiftUI is told once, and re-renders")
        }
    }
}
#endif
