import Foundation
@testable import SignalsPhoneBookStorage  // FileLock, StaleTemporaryFiles
import SignalsViewModels
import XCTest

/// A contacts file whose name is long but fits (up to 255 bytes): its lock file and temporary files
/// fit too, so it saves, is shared and cleaned up like any other; a name too long says so.
final class LongStoreNameTests: ContactsFileTestCase {
    /// A file name of exactly `bytes` bytes ending in `.json`; with `accented`, mostly two-byte "é".
    private func name(bytes: Int, accented: Bool = false) -> String {
        let body = bytes - ".json".utf8.count
        let name = accented ? String(repeating: "é", count: body / 2) + String(repeating: "c", count: body % 2) : String(repeating: "c", count: body)
        return name + ".json"
    }

    func testNamesUpTo255BytesSaveAndLeaveOnlyTheFileAndItsLock() throws {
        for (bytes, accented) in [(200, false), (206, false), (230, false), (230, true), (250, false), (255, false), (255, true)] {
            let name = name(bytes: bytes, accented: accented)
            XCTAssertEqual(name.utf8.count, bytes)
            let url = directory.url.appendingPathComponent(name)
            try JSONFileContactRepository(fileURL: url).add(Contact(name: "Ann", number: "1"))
            try JSONFileContactRepository(fileURL: url).add(Contact(name: "Bob", number: "2"))
            XCTAssertEqual(try JSONFileContactRepository(fileURL: url).allContacts().map(\.name), ["Ann", "Bob"], "\(bytes) bytes")
            let lock = FileLock.path(guarding: url.path)
            let lockName = (lock as NSString).lastPathComponent
            XCTAssertLessThanOrEqual(lockName.utf8.count, 255)
            if bytes + ".lock".utf8.count + 1 <= 255 {
                XCTAssertEqual(lockName, ".\(name).lock", "a name that fits keeps the lock name earlier versions use")
            } else {
                XCTAssertTrue(lockName.hasPrefix(".ccccc") || lockName.hasPrefix(".ééééé"), lockName)
                XCTAssertTrue(lockName.hasSuffix(".lock"), lockName)
            }
            XCTAssertEqual(try directory.fileNames(), [lockName, name].sorted(), "\(bytes) bytes: no temporary file left")
            try FileManager.default.removeItem(at: url)
            try FileManager.default.removeItem(atPath: lock)
        }
    }

    /// A temporary file name for `name` without its `.PID.RANDOM.tmp` suffix: `.NAME` or `.STEM`.
    private func temporaryStem(_ name: String) -> Substring {
        let temporary = StaleTemporaryFiles.newName(for: name)
        return temporary.dropLast(".\(getpid()).\(UUID().uuidString).tmp".count)
    }

    func testTemporaryNamesFitAndAreTheSameInEveryProcess() throws {
        for bytes in [200, 206, 230, 255] {
            for accented in [false, true] {
                let name = name(bytes: bytes, accented: accented)
                let temporary = StaleTemporaryFiles.newName(for: name)
                XCTAssertLessThanOrEqual(temporary.utf8.count, 255, "\(bytes) bytes: \(temporary)")
                XCTAssertTrue(temporary.hasSuffix(".tmp"))
                XCTAssertEqual(temporaryStem(name), temporaryStem(name), "no random part before the process id")
                XCTAssertNotEqual(temporaryStem(name), temporaryStem("x" + name.dropFirst()), "the hash tells names apart")
                XCTAssertTrue(temporaryStem(name).hasPrefix(accented ? ".éééé" : ".cccc"), "recognisable, cut between characters")
            }
        }
        XCTAssertEqual(temporaryStem("contacts.json"), ".contacts.json", "a short name is unchanged")
    }

    func testTwoInstancesShareALongNamedFileThroughOneLock() throws {
        let url = directory.url.appendingPathComponent(name(bytes: 255))
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let repository = JSONFileContactRepository(fileURL: url)
            for index in 0..<15 { try? repository.add(Contact(name: "T\(thread)-\(index)", number: "1")) }
        }
        XCTAssertEqual(try JSONFileContactRepository(fileURL: url).allContacts().count, 30, "no add was lost")
    }

    func testADeadWritersTemporaryFileOfALongNameIsRemovedALiveOneKept() throws {
        let name = name(bytes: 230)
        let url = directory.url.appendingPathComponent(name)
        try JSONFileContactRepository(fileURL: url).add(Contact(name: "Ann", number: "1"))
        let stem = temporaryStem(name)
        let dead = "\(stem).2147483646.\(UUID().uuidString).tmp"  // no such process (above any pid_max)
        let live = "\(stem).\(getpid()).\(UUID().uuidString).tmp"
        for temporary in [dead, live] {
            try Data("[".utf8).write(to: directory.url.appendingPathComponent(temporary))
        }
        XCTAssertEqual(try JSONFileContactRepository(fileURL: url).allContacts().map(\.name), ["Ann"])  // opening cleans up
        XCTAssertEqual(try directory.fileNames(), [".\(name).lock", live, name].sorted())
    }

    func testANameOver255BytesIsRefusedNamingTheFile() throws {
        let url = directory.url.appendingPathComponent(name(bytes: 256))
        let expected = "Cannot read the contacts file \(url.path): its name is 256 bytes long, more than the 255 a file name may have. "
            + "The file was left untouched."
        XCTAssertEqual(message { _ = try JSONFileContactRepository(fileURL: url).allContacts() }, expected)
        XCTAssertEqual(message { try JSONFileContactRepository(fileURL: url).add(Contact(name: "Ann", number: "1")) }, expected)
        XCTAssertEqual(try directory.fileNames(), [], "nothing was created")
    }
}
