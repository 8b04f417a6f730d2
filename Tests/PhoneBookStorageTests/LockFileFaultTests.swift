import Foundation
import SignalsPhoneBookStorage
import SignalsViewModels
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Something other than a regular file at the lock file's place, `.NAME.lock`: an add refuses at once
/// with a message naming it, waits for nothing, and creates or changes nothing (not even the file a
/// link points to).
final class LockFileFaultTests: ContactsFileTestCase {
    private var lockURL: URL { directory.url.appendingPathComponent(".contacts.json.lock") }

    /// The message of `repository`'s add of a contact, or a failure if the add does not throw at
    /// once. An add still waiting after 10 s fails the test, and is then released (by opening the
    /// lock FIFO for writing, so that its `open` returns) and awaited, so it ends inside this test.
    private func messageOfAdd(_ repository: JSONFileContactRepository, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let outcome = Locked<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            do {
                try repository.add(Contact(name: "Ann", number: "1"))
                outcome.value = "added"
            } catch {
                outcome.value = String(describing: error)
            }
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            XCTFail("the add was still waiting on the lock file after 10 s", file: file, line: line)
            let writer = open(lockURL.path, O_WRONLY | O_NONBLOCK)
            done.wait()
            if writer >= 0 { _ = close(writer) }
        }
        return outcome.value
    }

    func testAFIFOAsTheLockFileIsRefusedWithoutWaiting() throws {
        guard mkfifo(lockURL.path, 0o644) == 0 else { throw XCTSkip("cannot make a FIFO here") }
        let repository = JSONFileContactRepository(fileURL: fileURL)
        XCTAssertEqual(messageOfAdd(repository),
                       "Could not save the contacts file \(fileURL.path): its lock file \(lockURL.path) is not a regular file; "
                       + "move it away and try again. Any previous version of the file is unchanged.")
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock"], "no contacts file, no temporary file")
        var info = stat()
        XCTAssertEqual(lstat(lockURL.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still the FIFO")
        XCTAssertEqual(try repository.allContacts(), [], "a read needs no lock and still works")
    }

    func testASymbolicLinkAsTheLockFileIsRefusedAndItsTargetUntouched() throws {
        let target = directory.url.appendingPathComponent("elsewhere")
        try FileManager.default.createSymbolicLink(atPath: lockURL.path, withDestinationPath: target.path)
        let repository = JSONFileContactRepository(fileURL: fileURL)
        let expected = "Could not save the contacts file \(fileURL.path): its lock file \(lockURL.path) is a symbolic link; "
            + "move it away and try again. Any previous version of the file is unchanged."
        XCTAssertEqual(messageOfAdd(repository), expected)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "no file created at the link's target")
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock"], "no contacts file, no temporary file")

        // A link to an existing file: refused just the same, and the file keeps its bytes.
        try Data("keep".utf8).write(to: target)
        XCTAssertEqual(messageOfAdd(repository), expected)
        XCTAssertEqual(try Data(contentsOf: target), Data("keep".utf8))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: lockURL.path), target.path, "still the link")
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock", "elsewhere"])
    }

    func testADirectoryAsTheLockFileIsRefused() throws {
        try FileManager.default.createDirectory(at: lockURL, withIntermediateDirectories: false)
        XCTAssertEqual(messageOfAdd(JSONFileContactRepository(fileURL: fileURL)),
                       "Could not save the contacts file \(fileURL.path): its lock file \(lockURL.path) is not a regular file; "
                       + "move it away and try again. Any previous version of the file is unchanged.")
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock"])
    }

    func testARegularLockFileStillWorks() throws {
        try Data().write(to: lockURL)
        let repository = JSONFileContactRepository(fileURL: fileURL)
        XCTAssertEqual(messageOfAdd(repository), "added")
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name), ["Ann"])
    }
}
