import Foundation

/// A fresh directory under the system temporary directory, removed when `remove()` is called.
public struct TemporaryDirectory {
    /// The directory's URL.
    public let url: URL

    /// Creates a new, empty directory named after `prefix` and a UUID.
    ///
    /// - Parameter prefix: the start of the directory's name (e.g. the test target's name).
    public init(prefix: String = "SignalsTests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The names of the files in the directory, sorted (hidden files included).
    ///
    /// - Returns: the names, sorted.
    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Removes the directory and everything in it (best effort).
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
