import OpenCombine
import Signals

/// What `cell-rebind` binds: a small table-cell ViewModel with a `Driver` output (the title), a
/// relay-backed text (the subtitle) and a tap input, as a row of a list screen has.
final class CellViewModel {
    /// The title, as a UI output.
    let title: Driver<String>
    /// The subtitle, a relay the screen updates.
    let subtitle: BehaviorRelay<String>
    /// The cell's button taps.
    let tap = PublishRelay<Void>()

    init(row: Int) {
        title = BehaviorRelay(value: "Row \(row)").asDriver()
        subtitle = BehaviorRelay(value: "Detail \(row)")
    }
}

/// The reusable cell `cell-rebind` binds: two labels and a button's tap stream, and the bag that
/// holds the current row's bindings (replacing it ends the previous row's).
final class ReusableCell {
    @exclusivity(unchecked) var title = ""
    @exclusivity(unchecked) var subtitle = ""
    /// The button's taps (what `button.rx.tap` would be).
    let buttonTap = PublishRelay<Void>()
    @exclusivity(unchecked) var bag = DisposeBag()
}

/// The same cell ViewModel on OpenCombine subjects.
final class CombineCellViewModel {
    let title: AnyPublisher<String, Never>
    let subtitle: CurrentValueSubject<String, Never>
    let tap = PassthroughSubject<Void, Never>()

    init(row: Int) {
        title = CurrentValueSubject<String, Never>("Row \(row)").eraseToAnyPublisher()
        subtitle = CurrentValueSubject("Detail \(row)")
    }
}

/// The same reusable cell for OpenCombine: its bindings live in a `Set<AnyCancellable>`.
final class CombineReusableCell {
    @exclusivity(unchecked) var title = ""
    @exclusivity(unchecked) var subtitle = ""
    let buttonTap = PassthroughSubject<Void, Never>()
    @exclusivity(unchecked) var bag = Set<AnyCancellable>()
}
