/// The text storage of a text view: an attributed string that tells its delegate about edits
/// (UIKit's, not `@MainActor`; only what SignalsCocoa calls and the tests use).
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// The actions with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// The delegate; held weakly, as in UIKit.
    open weak var delegate: (any NSTextStorageDelegate)?

    /// Its associated objects (see StandIn.swift), released with it.
    let associatedObjects = AssociatedObjects()
}

/// What a text storage tells about its edits (its methods are `optional` in the SDK: see TableView.swift).
public protocol NSTextStorageDelegate: NSObjectProtocol {
    /// An edit is about to be processed (before attributes are fixed).
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
    /// An edit was processed (before the layout managers hear of it).
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Stands in for the SDK's `optional`.
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
    /// Stands in for the SDK's `optional`.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
}

// MARK: - Not UIKit API

extension NSTextStorage {
    /// The text storage processes an edit (UIKit's `processEditing`): tells the delegate before and after.
    public func standInProcessesEditing(_ mask: EditActions, range: NSRange, changeInLength delta: Int) {
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
    }
}
