import Foundation
import Signals
import SignalsPhoneBookStorage
import SignalsViewModels
import XCTest

final class PhoneBookViewModelTests: LeakCheckingTestCase {
    func testAddingListsTheContactInOrderAndAnnouncesIt() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository())
        let rows = viewModel.output.rows.record(in: bag)
        let added = viewModel.output.added.record(in: bag)
        let errors = viewModel.output.error.record(in: bag)

        viewModel.input.add.accept(ContactDraft(name: "Bob", number: "2"))
        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1", company: "Acme"))

        XCTAssertEqual(rows.values, [[], ["Bob - 2"], ["Ann - 1 (Acme)", "Bob - 2"]])
        XCTAssertEqual(added.values, [Contact(name: "Bob", number: "2"), Contact(name: "Ann", number: "1", company: "Acme")])
        XCTAssertEqual(errors.values, [])
    }

    func testAddWithoutNameOrNumberShowsTheErrorAndAddsNothing() throws {
        let bag = DisposeBag()
        let repository = InMemoryContactRepository()
        let viewModel = PhoneBookViewModel(repository: repository)
        let contacts = viewModel.output.contacts.record(in: bag)
        let errors = viewModel.output.error.record(in: bag)
        let added = viewModel.output.added.record(in: bag)

        viewModel.input.add.accept(ContactDraft(name: "Ann", number: ""))
        viewModel.input.add.accept(ContactDraft(name: " ", number: "1", company: "Acme"))

        XCTAssertEqual(errors.values, [.missingNameOrNumber, .missingNameOrNumber])
        XCTAssertEqual(errors.values.map(\.description), ["you need name and number", "you need name and number"])
        XCTAssertFalse(PhoneBookError.missingNameOrNumber.isStorageFailure, "the user's mistake, not a storage failure")
        XCTAssertEqual(contacts.values, [[]])
        XCTAssertEqual(added.values, [])
        XCTAssertEqual(try repository.allContacts(), [])
    }

    func testOrderingIsAnInput() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository(contacts: [
            Contact(name: "Zed", number: "1"),
            Contact(name: "Amy", number: "2", company: "Zeta"),
            Contact(name: "Bob", number: "3", company: "Acme"),
        ]))
        let names = viewModel.output.contacts.map { $0.map(\.name) }.record(in: bag)
        let ordering = viewModel.output.ordering.record(in: bag)

        viewModel.input.ordering.accept(.company)
        viewModel.input.ordering.accept(.company)  // unchanged: nothing new
        viewModel.input.add.accept(ContactDraft(name: "Cat", number: "4", company: "Acme"))
        viewModel.input.ordering.accept(.name)

        XCTAssertEqual(ordering.values, [.name, .company, .name])
        XCTAssertEqual(names.values, [
            ["Amy", "Bob", "Zed"],
            ["Bob", "Amy", "Zed"],
            ["Bob", "Cat", "Amy", "Zed"],
            ["Amy", "Bob", "Cat", "Zed"],
        ])
    }

    func testStartsInTheGivenOrdering() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(
            repository: InMemoryContactRepository(contacts: [Contact(name: "A", number: "1"), Contact(name: "B", number: "2", company: "C")]),
            ordering: .company)
        XCTAssertEqual(viewModel.output.ordering.record(in: bag).values, [.company])
        XCTAssertEqual(viewModel.output.rows.record(in: bag).values, [["B - 2 (C)", "A - 1"]])
    }

    func testStateReplaysToALateSubscriberButErrorsAndAdditionsDoNot() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository())
        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        viewModel.input.add.accept(ContactDraft(name: "", number: ""))
        viewModel.input.ordering.accept(.company)

        XCTAssertEqual(viewModel.output.rows.record(in: bag).values, [["Ann - 1"]])
        XCTAssertEqual(viewModel.output.contacts.record(in: bag).values, [[Contact(name: "Ann", number: "1")]])
        XCTAssertEqual(viewModel.output.ordering.record(in: bag).values, [.company])
        XCTAssertEqual(viewModel.output.storageError.record(in: bag).values, [nil])
        XCTAssertEqual(viewModel.output.error.record(in: bag).values, [])
        XCTAssertEqual(viewModel.output.added.record(in: bag).values, [])
    }

    func testContactsSurviveARestartThroughTheJSONRepository() throws {
        let directory = try TemporaryDirectory(prefix: "ViewModelsTests")
        defer { directory.remove() }
        let fileURL = directory.url.appendingPathComponent("contacts.json")
        do {
            let viewModel = PhoneBookViewModel(repository: JSONFileContactRepository(fileURL: fileURL))
            viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
            viewModel.input.add.accept(ContactDraft(name: "Bob", number: "2", company: "Acme"))
        }
        let bag = DisposeBag()
        let restarted = PhoneBookViewModel(repository: JSONFileContactRepository(fileURL: fileURL))
        XCTAssertEqual(restarted.output.rows.record(in: bag).values, [["Ann - 1", "Bob - 2 (Acme)"]])
    }

    func testACorruptFileIsLastingStateAndAddsFailWithoutTouchingIt() throws {
        let directory = try TemporaryDirectory(prefix: "ViewModelsTests")
        defer { directory.remove() }
        let fileURL = directory.url.appendingPathComponent("contacts.json")
        let corrupt = Data("[{\"name\": \"Ann\", \"num".utf8)
        try corrupt.write(to: fileURL)

        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: JSONFileContactRepository(fileURL: fileURL))
        let storageError = viewModel.output.storageError.record(in: bag)  // subscribed after init: replayed
        let errors = viewModel.output.error.record(in: bag)
        let rows = viewModel.output.rows.record(in: bag)

        XCTAssertEqual(storageError.values.count, 1)
        let message = try XCTUnwrap(storageError.values.first ?? nil)
        XCTAssertTrue(message.contains(fileURL.path) && message.contains("corrupt"), message)

        viewModel.input.add.accept(ContactDraft(name: "Bob", number: "2"))
        XCTAssertEqual(errors.values, [.storage(message)], "the failed add is reported once, as a storage failure")
        XCTAssertEqual(try Data(contentsOf: fileURL), corrupt, "the corrupt file is byte-for-byte untouched")
        XCTAssertEqual(try directory.fileNames(), ["contacts.json"])
        XCTAssertEqual(rows.values, [[]])

        // The user fixes the file and reloads.
        try Data(#"[{"name": "Ann", "number": "1"}]"#.utf8).write(to: fileURL)
        viewModel.input.reload.accept(())
        XCTAssertEqual(storageError.values.count, 2)
        XCTAssertNil(storageError.values.last ?? "not nil")
        XCTAssertEqual(rows.values, [[], ["Ann - 1"]])
    }

    func testAFailedSaveIsAStorageErrorWithTheRepositorysMessageAndAddsNothing() throws {
        let directory = try TemporaryDirectory(prefix: "ViewModelsTests")
        defer { directory.remove() }
        let notADirectory = directory.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: notADirectory)
        let fileURL = notADirectory.appendingPathComponent("contacts.json")
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: JSONFileContactRepository(fileURL: fileURL))
        let errors = viewModel.output.error.record(in: bag)
        let added = viewModel.output.added.record(in: bag)
        let rows = viewModel.output.rows.record(in: bag)
        let storageError = viewModel.output.storageError.record(in: bag)

        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        viewModel.input.add.accept(ContactDraft(name: "", number: "1"))

        XCTAssertEqual(errors.values.count, 2)
        guard case .storage(let message)? = errors.values.first else {
            return XCTFail("a failed save is a storage error, got \(errors.values)")
        }
        XCTAssertTrue(message.hasPrefix("Could not save the contacts file \(fileURL.path)"), message)
        XCTAssertTrue(errors.values[0].isStorageFailure)
        XCTAssertEqual(errors.values[1], .missingNameOrNumber, "validation still comes first on the next add")
        XCTAssertEqual(added.values, [])
        XCTAssertEqual(rows.values, [[]])
        XCTAssertEqual(storageError.values, [nil], "the store is still readable (empty): a failed save is one-shot")
    }

    func testAnyRepositoryFailureIsAStorageError() {
        struct Unplugged: Error, CustomStringConvertible { var description: String { "the disk is unplugged." } }
        final class FailingRepository: ContactRepository {
            func allContacts() throws -> [Contact] { [] }
            func add(_ contact: Contact) throws { throw Unplugged() }
        }
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: FailingRepository())
        let errors = viewModel.output.error.record(in: bag)
        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        XCTAssertEqual(errors.values, [.storage("the disk is unplugged.")])
    }

    func testAFileThatBreaksLaterEmptiesTheListAndReportsIt() throws {
        let directory = try TemporaryDirectory(prefix: "ViewModelsTests")
        defer { directory.remove() }
        let fileURL = directory.url.appendingPathComponent("contacts.json")
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: JSONFileContactRepository(fileURL: fileURL))
        let storageError = viewModel.output.storageError.record(in: bag)
        let rows = viewModel.output.rows.record(in: bag)
        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))

        try Data("garbage".utf8).write(to: fileURL)
        viewModel.input.reload.accept(())

        XCTAssertEqual(rows.values, [[], ["Ann - 1"], []])
        XCTAssertEqual(storageError.values.count, 2)
        XCTAssertNotNil(storageError.values.last ?? nil)
    }

    func testRowChangesSayWhereAnAddWentAndGiveTheWholeListOtherwise() {
        let bag = DisposeBag()
        let repository = InMemoryContactRepository()
        let viewModel = PhoneBookViewModel(repository: repository)
        let changes = viewModel.output.rowChanges.record(in: bag)
        viewModel.input.add.accept(ContactDraft(name: "Bob", number: "2", company: "Zed"))
        viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        viewModel.input.ordering.accept(.company)
        try? repository.add(Contact(name: "Cy", number: "3"))  // another writer
        viewModel.input.add.accept(ContactDraft(name: "Al", number: "4"))
        viewModel.input.reload.accept(())  // nothing changed: nothing to say

        XCTAssertEqual(changes.values, [
            .inserted(index: 0, row: "Bob - 2 (Zed)", count: 1),
            .inserted(index: 0, row: "Ann - 1", count: 2),
            .replaced(["Bob - 2 (Zed)", "Ann - 1"]),
            .replaced(["Bob - 2 (Zed)", "Al - 4", "Ann - 1", "Cy - 3"]),
        ])
    }

    func testAnotherInstancesSavesAreListedWithTheNextAdd() throws {
        let directory = try TemporaryDirectory(prefix: "ViewModelsTests")
        defer { directory.remove() }
        let fileURL = directory.url.appendingPathComponent("contacts.json")
        let bag = DisposeBag()
        let mine = PhoneBookViewModel(repository: JSONFileContactRepository(fileURL: fileURL))
        let theirs = PhoneBookViewModel(repository: JSONFileContactRepository(fileURL: fileURL))
        let rows = mine.output.rows.record(in: bag)
        let changes = mine.output.rowChanges.record(in: bag)
        mine.input.add.accept(ContactDraft(name: "Bob", number: "2"))
        theirs.input.add.accept(ContactDraft(name: "Ann", number: "1"))
        mine.input.add.accept(ContactDraft(name: "Cy", number: "3"))
        mine.input.add.accept(ContactDraft(name: "Al", number: "4"))

        XCTAssertEqual(rows.values.last, ["Al - 4", "Ann - 1", "Bob - 2", "Cy - 3"])
        XCTAssertEqual(changes.values, [
            .inserted(index: 0, row: "Bob - 2", count: 1),
            .replaced(["Ann - 1", "Bob - 2", "Cy - 3"]),
            .inserted(index: 0, row: "Al - 4", count: 4),
        ], "the other writer's contact comes with a full re-read, then adds insert again")
    }

    func testConcurrentAddsAreAllListed() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository())
        let contacts = viewModel.output.contacts.record(in: bag)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<25 { viewModel.input.add.accept(ContactDraft(name: "T\(thread)-\(index)", number: "1")) }
        }
        // `contacts` is a Driver: values sent by the other threads reach the main thread later.
        runMainQueue(until: { contacts.values.count == 101 })
        XCTAssertEqual(contacts.values.map(\.count), Array(0...100), "each add publishes the list once, in order")
    }

    func testReleasedWhenItsViewLetsGo() {
        assertReleasedWhenViewLetsGo({ PhoneBookViewModel(repository: InMemoryContactRepository()) }, view: { viewModel, bag in
            viewModel.output.rows.drive(onNext: { _ in }).disposed(by: bag)
            viewModel.output.contacts.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
            viewModel.output.ordering.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
            viewModel.output.storageError.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
            viewModel.output.error.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
            viewModel.output.added.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
            viewModel.input.add.accept(ContactDraft(name: "Ann", number: "1"))
            viewModel.input.add.accept(ContactDraft(name: "", number: ""))
            viewModel.input.ordering.accept(.company)
            viewModel.input.reload.accept(())
        })
    }
}
