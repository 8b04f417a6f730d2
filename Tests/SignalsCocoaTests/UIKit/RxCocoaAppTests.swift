#if canImport(UIKit) && !os(watchOS)
// Written as an RxCocoa app writes it; only the imports changed (RxSwift, RxRelay → Signals;
// RxCocoa → SignalsCocoa). On Linux, UIKit is the stand-in (see Package.swift).
import Signals
import SignalsCocoa
import UIKit
import XCTest

final class ProfileViewModel {
    struct Input {
        let name = BehaviorRelay<String>(value: "")
        let tap = PublishRelay<Void>()
    }

    struct Output {
        /// The name as saved: at most 10 characters.
        let name: Observable<String>
        let saves: Observable<Int>
    }

    let input = Input()
    let output: Output

    init() {
        output = Output(
            name: input.name.map { String($0.prefix(10)) },
            saves: input.tap.scan(0) { count, _ in count + 1 }
        )
    }
}

final class ProfileView: UIView {
    var title = ""
    let nameField = UITextField()
    let saveButton = UIButton()
    let savesLabel = UILabel()
}

extension Reactive where Base: ProfileView {
    var title: Binder<String> { Binder(base) { view, text in view.title = text } }
}

final class ProfileViewController: UIViewController {
    let viewModel = ProfileViewModel()
    let profileView = ProfileView()
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        profileView.nameField.rx.text.orEmpty.bind(to: viewModel.input.name).disposed(by: bag)
        viewModel.output.name.bind(to: profileView.nameField.rx.text).disposed(by: bag)
        viewModel.output.name.bind(to: profileView.rx.title).disposed(by: bag)
        profileView.saveButton.rx.tap.bind(to: viewModel.input.tap).disposed(by: bag)
        viewModel.output.saves.map { "Saved \($0)×" }.bind(to: profileView.savesLabel.rx.text).disposed(by: bag)
    }
}

final class RxCocoaAppTests: LeakCheckingTestCase {
    func testTheProfileScreenBindsBothWaysAndCountsTaps() {
        MainActor.assumeIsolated {
            let controller = ProfileViewController()
            controller.loadViewIfNeeded()
            let view = controller.profileView

            view.nameField.text = "Ada Lovelace, Countess"
            view.nameField.sendActions(for: .editingChanged)
            XCTAssertEqual(controller.viewModel.input.name.value, "Ada Lovelace, Countess")
            XCTAssertEqual(view.nameField.text, "Ada Lovela", "the ViewModel's output comes back into the field")
            XCTAssertEqual(view.title, "Ada Lovela")

            view.saveButton.sendActions(for: .touchUpInside)
            view.saveButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(view.savesLabel.text, "Saved 2×")
        }
    }
}
#endif
