/// The names of the files a contacts file keeps beside it (its lock file, its temporary files),
/// made to fit in a directory entry whenever the contacts file's own name does.
///
/// A companion's name is the contacts file's name inside a prefix and a suffix (`.NAME.lock`,
/// `.NAME.PID.RANDOM.tmp`). When that is longer than `maximumBytes`, NAME is replaced by the name's
/// `stem`: its first `stemNameBytes` bytes (cut between characters), `~`, and 16 hex digits of
/// the FNV-1a 64-bit hash of the whole name. The stem is still recognisable in a listing, the same in
/// every process (the hash is not seeded per process, as Swift's `Hasher` is) and at most
/// `stemNameBytes + 17` bytes, so the suffixes in use fit beside it. A name short enough keeps the
/// full form, so files written by earlier versions keep their names.
enum CompanionFileName {
    /// The longest file name, in bytes, that the file systems the store runs on accept
    /// (`NAME_MAX` on Linux and on macOS).
    static let maximumBytes = 255

    /// How many bytes of the contacts file's name a stem keeps before its hash.
    static let stemNameBytes = 150

    /// `prefix`, `fileName` and `suffix` joined, or, if that is longer than `maximumBytes`,
    /// `prefix`, the stem of `fileName` and `suffix`.
    static func make(_ fileName: String, prefix: String, suffix: String) -> String {
        let full = prefix + fileName + suffix
        return full.utf8.count <= maximumBytes ? full : prefix + stem(of: fileName) + suffix
    }

    /// `fileName`'s first bytes (at most `stemNameBytes`, whole characters only), `~` and the 16
    /// hex digits of its FNV-1a hash: e.g. `contacts~3f2a…` for a very long `contacts…` name.
    static func stem(of fileName: String) -> String {
        var kept = ""
        var bytes = 0
        for character in fileName {
            let size = character.utf8.count
            guard bytes + size <= stemNameBytes else { break }
            kept.append(character)
            bytes += size
        }
        let hash = String(fnv1a(fileName.utf8), radix: 16)
        return kept + "~" + String(repeating: "0", count: 16 - hash.count) + hash
    }

    /// The 64-bit FNV-1a hash of `bytes` (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
    private static func fnv1a(_ bytes: String.UTF8View) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
