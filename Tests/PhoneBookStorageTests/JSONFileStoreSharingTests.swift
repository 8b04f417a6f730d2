import Foundation
import SignalsPhoneBookStorage
import SignalsViewModels
import XCTest

/// One contacts file shared by several repository instances (here on threads of one process; the
/// DemoTests run several processes): every add lands, and a dead writer's leftovers are cleaned up.
final class JSONFileStoreSharingTests: ContactsFileTestCase {
    func testConcurrentAddsThroughSeveralInstancesAreAllKept() throws {
        let instances = 4
        let addsEach = 25
        let failures = Failures()
        let fileURL = fileURL
        DispatchQueue.concurrentPerform(iterations: instances) { thread in
            let repository = JSONFileContactRepository(fileURL: fileURL)  // one instance per thread
            for index in 0..<addsEach {
                do {
                    try repository.add(Contact(name: "T\(thread)-\(index)", number: "\(index)"))
                } catch {
                    failures.record(error)
                }
            }
        }
        XCTAssertEqual(failures.all, [])
        let names = try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name)
        XCTAssertEqual(names.count, instances * addsEach, "no add was lost")
        XCTAssertEqual(Set(names).count, instances * addsEach)
        for thread in 0..<instances {  // each instance's adds in the order it made them
            XCTAssertEqual(names.filter { $0.hasPrefix("T\(thread)-") }, (0..<addsEach).map { "T\(thread)-\($0)" })
        }
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock", "contacts.json"])
    }

    func testADeadWritersTemporaryFilesAreRemovedOnOpenALiveWritersKept() throws {
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Ann", number: "1"))
        let dead = try deadProcessID()
        let live = ProcessInfo.processInfo.processIdentifier
        let deadFile = ".contacts.json.\(dead).\(UUID().uuidString).tmp"
        let liveFile = ".contacts.json.\(live).\(UUID().uuidString).tmp"
        let otherStoreFile = ".other.json.\(dead).\(UUID().uuidString).tmp"
        let oldStyleFresh = ".contacts.json.\(UUID().uuidString).tmp"
        let oldStyleStale = ".contacts.json.\(UUID().uuidString).tmp"
        for name in [deadFile, liveFile, otherStoreFile, oldStyleFresh, oldStyleStale] {
            try Data("[".utf8).write(to: directory.url.appendingPathComponent(name))
        }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)],
                                              ofItemAtPath: directory.url.appendingPathComponent(oldStyleStale).path)

        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name), ["Ann"])  // opening cleans up

        XCTAssertEqual(try directory.fileNames(),
                       [".contacts.json.lock", liveFile, oldStyleFresh, "contacts.json", otherStoreFile].sorted(),
                       "only the dead writer's file and the hour-old one of an earlier version went")
    }

    func testTheFirstAddAlsoCleansUp() throws {
        let dead = try deadProcessID()
        let deadFile = ".contacts.json.\(dead).\(UUID().uuidString).tmp"
        try Data("[".utf8).write(to: directory.url.appendingPathComponent(deadFile))
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Ann", number: "1"))
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock", "contacts.json"])
    }

    /// The id of a process that has exited (and been reaped).
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}

/// Errors recorded from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []

    /// Every error recorded, described.
    var all: [String] { lock.withLock { errors } }

    /// Records `error`.
    func record(_ error: Error) { lock.withLock { errors.append(String(describing: error)) } }
}
