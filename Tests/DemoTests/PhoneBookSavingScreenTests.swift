import Foundation
import Signals
@testable import SignalsDemo
import SignalsViewModels
import XCTest

/// The phone book View shows the ViewModel's saving indicator and save errors: the trace reports
/// `isSaving` around each save, the panel's header says "saving…" while one runs, and a failed save
/// is shown as a storage problem that stops a script.
final class PhoneBookSavingScreenTests: LeakCheckingTestCase {
    struct Unplugged: Error, CustomStringConvertible { var description: String { "the disk is unplugged." } }

    /// Runs `onAdd` inside each add, then fails if `fails`.
    final class ProbeRepository: ContactRepository, @unchecked Sendable {
        let fails: Bool
        var onAdd: () -> Void = {}
        private var stored: [Contact] = []
        init(fails: Bool) { self.fails = fails }
        func allContacts() throws -> [Contact] { stored }
        func add(_ contact: Contact) throws {
            onAdd()
            if fails { throw Unplugged() }
            stored.append(contact)
        }
    }

    func testTheTraceShowsIsSavingAroundEachSaveAndTheError() {
        let lines = Locked<[String]>([])
        let trace = BindingTrace(emit: { line in lines.mutate { $0.append(line) } })
        let screen = PhoneBookScreen(viewModel: PhoneBookViewModel(repository: ProbeRepository(fails: true)), trace: trace, onChange: { _ in })
        screen.add(name: "Ann", number: "1", company: "")
        let saving = lines.value.filter { $0.contains("isSaving") || $0.contains("output error") }
        XCTAssertEqual(saving, [
            "← output isSaving false",
            "← output isSaving true",
            "← output error \"the disk is unplugged.\"",
            "← output isSaving false",
        ])
        XCTAssertEqual(screen.failure, "the disk is unplugged.")
        XCTAssertFalse(screen.isSaving)
    }

    func testThePanelHeaderSaysSavingWhileASaveRuns() {
        let repository = ProbeRepository(fails: false)
        let panel = PhoneBookPanel(viewModel: PhoneBookViewModel(repository: repository), reloadable: false, trace: nil, onChange: { _ in })
        var headerDuringSave: String?
        repository.onAdd = { headerDuringSave = panel.body(width: 80, height: 20).lines.first { $0.contains("Contacts") } }
        panel.view.add(name: "Ann", number: "1", company: "")
        XCTAssertEqual(headerDuringSave, "  Contacts (0), by name, saving…:")
        XCTAssertEqual(panel.body(width: 80, height: 20).lines.first { $0.contains("Contacts") }, "  Contacts (1), by name:")
        repository.onAdd = {}
    }
}
