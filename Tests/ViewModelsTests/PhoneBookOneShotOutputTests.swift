import Signals
import SignalsViewModels
import XCTest

/// The phone book's one-shot outputs (`error`, `added`, `rowChanges`) are `Signal`s: whoever is
/// subscribed when something happens gets it once, a late subscriber gets nothing replayed.
final class PhoneBookOneShotOutputTests: LeakCheckingTestCase {
    func testErrorsAddsAndRowChangesAreNotReplayedToALateSubscriber() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository())
        let error: Signal<PhoneBookError> = viewModel.output.error
        let added: Signal<Contact> = viewModel.output.added
        let rowChanges: Signal<RowsChange> = viewModel.output.rowChanges
        let early = (error.record(in: bag), added.record(in: bag), rowChanges.record(in: bag))

        viewModel.input.add.accept(ContactDraft(name: "", number: "1"))
        viewModel.input.add.accept(ContactDraft(name: "Bob", number: "2"))
        let late = (error.record(in: bag), added.record(in: bag), rowChanges.record(in: bag))
        XCTAssertEqual(late.0.values, [], "the refused add is not replayed")
        XCTAssertEqual(late.1.values, [], "Bob's add is not replayed")
        XCTAssertEqual(late.2.values, [])

        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        let ann = Contact(name: "Ann", number: "1")
        XCTAssertEqual(early.0.values, [.missingNameOrNumber])
        XCTAssertEqual(early.1.values, [Contact(name: "Bob", number: "2"), ann])
        XCTAssertEqual(early.2.values.count, 2)
        XCTAssertEqual(late.1.values, [ann], "the late subscriber gets what happens after it subscribed")
        XCTAssertEqual(late.2.values, Array(early.2.values.suffix(1)))
    }
}
