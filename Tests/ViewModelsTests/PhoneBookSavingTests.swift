import Foundation
import Signals
import SignalsTest
import SignalsViewModels
import XCTest

/// The phone book's saves as traits: the repository's `load()`/`save(_:)`, the use case's
/// `load(orderedBy:)`/`save(_:)`, and the ViewModel's saving indicator (`isSaving`, an
/// `ActivityIndicator`) and error flow (`error`, an `ErrorTracker`).
final class PhoneBookSavingTests: LeakCheckingTestCase {
    struct Unplugged: Error, CustomStringConvertible { var description: String { "the disk is unplugged." } }

    /// A repository that runs `onAdd` inside each add (to look at the outputs mid-save) and then
    /// fails with `Unplugged` when `fails` is set.
    final class ProbeRepository: ContactRepository, @unchecked Sendable {
        private let stored = Locked<[Contact]>([])
        let fails: Bool
        var onAdd: () -> Void = {}
        init(fails: Bool = false) { self.fails = fails }
        func allContacts() throws -> [Contact] { stored.value }
        func add(_ contact: Contact) throws {
            onAdd()
            if fails { throw Unplugged() }
            stored.mutate { $0.append(contact) }
        }
    }

    func testIsSavingIsTrueWhileTheRepositorySavesAndFalseAfter() {
        let bag = DisposeBag()
        let repository = ProbeRepository()
        let viewModel = PhoneBookViewModel(repository: repository)
        let saving = viewModel.output.isSaving.record(in: bag)
        var seenDuringSave: [Bool?] = []
        repository.onAdd = { seenDuringSave.append(saving.values.last) }

        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        viewModel.input.add.accept(ContactDraft(name: "Bob", number: "2"))

        XCTAssertEqual(seenDuringSave, [true, true])
        XCTAssertEqual(saving.values, [false, true, false, true, false])
        repository.onAdd = {}
    }

    func testAFailedSaveReportsTheErrorOnceAndEndsSaving() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: ProbeRepository(fails: true))
        let saving = viewModel.output.isSaving.record(in: bag)
        let errors = viewModel.output.error.record(in: bag)
        let rows = viewModel.output.rows.record(in: bag)
        let added = viewModel.output.added.record(in: bag)

        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))

        XCTAssertEqual(errors.values, [.storage("the disk is unplugged.")])
        XCTAssertEqual(saving.values, [false, true, false])
        XCTAssertEqual(rows.values, [[]])
        XCTAssertEqual(added.values, [])
    }

    func testARefusedDraftIsReportedThroughTheSameErrorFlow() {
        let bag = DisposeBag()
        let repository = ProbeRepository()
        let viewModel = PhoneBookViewModel(repository: repository)
        let errors = viewModel.output.error.record(in: bag)
        let saving = viewModel.output.isSaving.record(in: bag)
        viewModel.input.add.accept(ContactDraft(name: " ", number: "1"))
        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        XCTAssertEqual(errors.values, [.missingNameOrNumber])
        XCTAssertEqual(saving.values, [false, true, false, true, false])
        XCTAssertEqual(try repository.allContacts(), [Contact(name: "Ann", number: "1")])
    }

    func testIsSavingReplaysItsCurrentValueToALateView() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository())
        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        XCTAssertEqual(viewModel.output.isSaving.record(in: bag).values, [false])
    }

    func testRepositoryLoadAndSaveRunWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let repository = InMemoryContactRepository(contacts: [Contact(name: "Ann", number: "1")])
        let save = repository.save(Contact(name: "Bob", number: "2"))
        XCTAssertEqual(try repository.allContacts().count, 1, "nothing is saved before subscription")
        let saved = scheduler.start { save.andThen(repository.load()).map { $0.map(\.name) }.asObservable() }
        XCTAssertEqual(saved.events, [.next(200, ["Ann", "Bob"]), .completed(200)])

        let failing = TestScheduler(initialClock: 0)
        let res = failing.start { ProbeRepository(fails: true).save(Contact(name: "Cy", number: "3")).asObservable() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertTrue(res.events.first.map { "\($0.value)".contains("unplugged") } ?? false, "\(res.events)")
    }

    func testUseCaseSaveValidatesThenStoresAndLoadSorts() {
        let repository = InMemoryContactRepository()
        let useCase = PhoneBookUseCase(repository: repository)
        let scheduler = TestScheduler(initialClock: 0)
        let saved = scheduler.start { useCase.save(ContactDraft(name: " Bob ", number: "2")).map(\.name).asObservable() }
        XCTAssertEqual(saved.events, [.next(200, "Bob"), .completed(200)])

        let refused = TestScheduler(initialClock: 0)
        let res = refused.start { useCase.save(ContactDraft(name: "", number: "2")).map(\.name).asObservable() }
        XCTAssertEqual(res.events, [.error(200, PhoneBookError.missingNameOrNumber)])

        _ = useCase.save(ContactDraft(name: "Al", number: "1")).subscribe()
        let loaded = TestScheduler(initialClock: 0).start { useCase.load(orderedBy: .name).map { $0.map(\.name) }.asObservable() }
        XCTAssertEqual(loaded.events, [.next(200, ["Al", "Bob"]), .completed(200)])
    }
}
