import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the phone book cannot use `--store PATH`, checked before the phone book starts: the
/// directory the file would be in does not exist (a typo in the path). The contacts store creates
/// a missing file, and would create missing directories too, so without this check a mistyped
/// path silently made a new directory tree. Symbolic links at `PATH` itself are followed, as the
/// store follows them to save: a link to a file in a missing directory is refused the same way.
///
/// Returns `nil` when the directory exists, and also when it cannot be examined for another reason
/// (a part of the path is a file, permission denied): the store then reports that, naming the
/// system's reason, when it reads or saves.
func storeDirectoryProblem(_ path: String) -> String? {
    let url = URL(fileURLWithPath: path)
    var file = url.path
    for _ in 0..<32 {  // as many links as the store follows; a loop is reported by the store
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: file) else { break }
        file = target.hasPrefix("/") ? target : ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
    }
    let directory = (file as NSString).deletingLastPathComponent
    var info = stat()
    guard !directory.isEmpty, stat(directory, &info) != 0, errno == ENOENT else { return nil }
    let reported = url.path + (path.hasSuffix("/") ? "/" : "")
    return "Cannot use \(reported): the directory \(directory) does not exist."
}
