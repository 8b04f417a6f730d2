#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// A cell about to be shown, and its row (RxCocoa's `WillDisplayCellEvent`).
public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
/// A cell no longer shown, and its row (RxCocoa's `DidEndDisplayingCellEvent`).
public typealias DidEndDisplayingCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
/// A row or item the user moved, from and to (RxCocoa's `ItemMovedEvent`).
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

/// The table view's events, each built on its delegate or data source proxy as RxCocoa's are: every
/// one is a `ControlEvent` (main thread, completes when the table is deallocated), and the table's
/// own delegate and data source still get every message.
extension Reactive where Base: UITableView {
    /// The index path of each row the user selects (`tableView(_:didSelectRowAt:)`).
    public var itemSelected: ControlEvent<IndexPath> { delegateEvent(TableViewSelectors.didSelectRow) { try castOrThrow(IndexPath.self, $0[1]) } }

    /// The index path of each row deselected (`tableView(_:didDeselectRowAt:)`).
    public var itemDeselected: ControlEvent<IndexPath> { delegateEvent(TableViewSelectors.didDeselectRow) { try castOrThrow(IndexPath.self, $0[1]) } }

    /// The index path of each row highlighted (`tableView(_:didHighlightRowAt:)`: a finger went down on it).
    public var itemHighlighted: ControlEvent<IndexPath> { delegateEvent(TableViewSelectors.didHighlightRow) { try castOrThrow(IndexPath.self, $0[1]) } }

    /// The index path of each row that loses its highlight (`tableView(_:didUnhighlightRowAt:)`).
    public var itemUnhighlighted: ControlEvent<IndexPath> { delegateEvent(TableViewSelectors.didUnhighlightRow) { try castOrThrow(IndexPath.self, $0[1]) } }

    /// The index path of each row whose accessory button the user taps.
    public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
        delegateEvent(TableViewSelectors.accessoryButtonTapped) { try castOrThrow(IndexPath.self, $0[1]) }
    }

    /// Each focus update within the table view, with its animation coordinator
    /// (`tableView(_:didUpdateFocusIn:with:)`: the remote on tvOS, where RxCocoa declares it; a
    /// keyboard on iOS, where UIKit sends it too).
    public var didUpdateFocusInContextWithAnimationCoordinator: ControlEvent<
        (context: UITableViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator)
    > {
        delegateEvent(TableViewSelectors.didUpdateFocus) {
            (try castOrThrow(UITableViewFocusUpdateContext.self, $0[1]), try castOrThrow(UIFocusAnimationCoordinator.self, $0[2]))
        }
    }

    /// Each cell about to be shown, with its index path (`tableView(_:willDisplay:forRowAt:)`).
    public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
        delegateEvent(TableViewSelectors.willDisplayCell) { (try castOrThrow(UITableViewCell.self, $0[1]), try castOrThrow(IndexPath.self, $0[2])) }
    }

    /// Each cell no longer shown, with its index path (`tableView(_:didEndDisplaying:forRowAt:)`).
    public var didEndDisplayingCell: ControlEvent<DidEndDisplayingCellEvent> {
        delegateEvent(TableViewSelectors.didEndDisplayingCell) { (try castOrThrow(UITableViewCell.self, $0[1]), try castOrThrow(IndexPath.self, $0[2])) }
    }

    /// The index path of each row the user deletes (`tableView(_:commit:forRowAt:)` with `.delete`).
    /// While observed, the table offers swipe-to-delete, as with RxCocoa.
    public var itemDeleted: ControlEvent<IndexPath> { committed(.delete) }

    /// The index path of each row the user inserts (`tableView(_:commit:forRowAt:)` with `.insert`).
    public var itemInserted: ControlEvent<IndexPath> { committed(.insert) }

    /// Each row the user moves, from and to (`tableView(_:moveRowAt:to:)`).
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        dataSourceEvent(TableViewSelectors.moveRow) { (try castOrThrow(IndexPath.self, $0[1]), try castOrThrow(IndexPath.self, $0[2])) }
    }

    /// The model (bound with `items`) of each row the user selects; rows whose model is not a `T`
    /// are skipped.
    ///
    /// - Parameter modelType: The bound models' type: `modelSelected(String.self)`.
    /// - Returns: The models, on the main thread; completes when the table is deallocated.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(at: itemSelected) }

    /// The model of each row deselected; see `modelSelected(_:)`.
    ///
    /// - Parameter modelType: The bound models' type.
    /// - Returns: The models, on the main thread; completes when the table is deallocated.
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(at: itemDeselected) }

    /// The model of each row the user deletes, read before the `items` binding changes; see
    /// `modelSelected(_:)`.
    ///
    /// - Parameter modelType: The bound models' type.
    /// - Returns: The models, on the main thread; completes when the table is deallocated.
    public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> { models(at: itemDeleted) }

    /// The table's data source proxy's messages for `selector`, read by `read`.
    private func dataSourceEvent<Value>(_ selector: Selector, read: @escaping ([Any]) throws -> Value) -> ControlEvent<Value> {
        proxyEvent(of: base, { RxTableViewDataSourceProxy.proxy(for: $0).methodInvoked(selector) }, read: read)
    }

    /// The index paths of the rows committed with `style`.
    private func committed(_ style: UITableViewCell.EditingStyle) -> ControlEvent<IndexPath> {
        let rows = proxyMessages(of: base) { RxTableViewDataSourceProxy.proxy(for: $0).methodInvoked(TableViewSelectors.commitEditingStyle) }
            .compactMap { arguments -> IndexPath? in
                try castOrThrow(Int.self, arguments[1]) == style.rawValue ? try castOrThrow(IndexPath.self, arguments[2]) : nil
            }
        return ControlEvent(events: rows)
    }

    /// The models at the index paths `indexPaths` sends.
    private func models<T>(at indexPaths: ControlEvent<IndexPath>) -> ControlEvent<T> {
        sectionedModels(of: base, at: indexPaths, as: T.self) { RxTableViewDataSourceProxy.proxy(for: $0).forwardToDelegate() as? SectionedViewDataSourceType }
    }
}
#endif
