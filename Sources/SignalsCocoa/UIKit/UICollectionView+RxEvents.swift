#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit


/// The collection view's events, each built on its delegate or data source proxy as RxCocoa's are:
/// every one is a `ControlEvent` (main thread, completes when the view is deallocated), and the
/// view's own delegate and data source still get every message.
extension Reactive where Base: UICollectionView {
    /// A cell shown or no longer shown, and its item (RxCocoa's `DisplayCollectionViewCellEvent`).
    public typealias DisplayCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)
    /// A supplementary view shown or no longer shown, its kind and index path (RxCocoa's
    /// `DisplayCollectionViewSupplementaryViewEvent`).
    public typealias DisplayCollectionViewSupplementaryViewEvent = (supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath)

    /// The index path of each item the user selects (`collectionView(_:didSelectItemAt:)`).
    public var itemSelected: ControlEvent<IndexPath> { delegateEvent(CollectionViewSelectors.didSelectItem) { try castOrThrow(IndexPath.self, $0[1]) } }

    /// The index path of each item deselected (`collectionView(_:didDeselectItemAt:)`).
    public var itemDeselected: ControlEvent<IndexPath> {
        delegateEvent(CollectionViewSelectors.didDeselectItem) { try castOrThrow(IndexPath.self, $0[1]) }
    }

    /// The index path of each item highlighted (`collectionView(_:didHighlightItemAt:)`: a finger went down on it).
    public var itemHighlighted: ControlEvent<IndexPath> {
        delegateEvent(CollectionViewSelectors.didHighlightItem) { try castOrThrow(IndexPath.self, $0[1]) }
    }

    /// The index path of each item that loses its highlight (`collectionView(_:didUnhighlightItemAt:)`).
    public var itemUnhighlighted: ControlEvent<IndexPath> {
        delegateEvent(CollectionViewSelectors.didUnhighlightItem) { try castOrThrow(IndexPath.self, $0[1]) }
    }

    /// Each cell about to be shown, with its index path (`collectionView(_:willDisplay:forItemAt:)`).
    public var willDisplayCell: ControlEvent<DisplayCollectionViewCellEvent> {
        delegateEvent(CollectionViewSelectors.willDisplayCell) { (try castOrThrow(UICollectionViewCell.self, $0[1]), try castOrThrow(IndexPath.self, $0[2])) }
    }

    /// Each cell no longer shown, with its index path (`collectionView(_:didEndDisplaying:forItemAt:)`).
    public var didEndDisplayingCell: ControlEvent<DisplayCollectionViewCellEvent> {
        delegateEvent(CollectionViewSelectors.didEndDisplayingCell) { (try castOrThrow(UICollectionViewCell.self, $0[1]), try castOrThrow(IndexPath.self, $0[2])) }
    }

    /// Each supplementary view (header, footer, …) about to be shown, with its kind and index path
    /// (`collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
    public var willDisplaySupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        delegateEvent(CollectionViewSelectors.willDisplaySupplementaryView, read: Self.supplementaryViewEvent)
    }

    /// Each supplementary view no longer shown, with its kind and index path
    /// (`collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`).
    public var didEndDisplayingSupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        delegateEvent(CollectionViewSelectors.didEndDisplayingSupplementaryView, read: Self.supplementaryViewEvent)
    }

    /// Each focus update within the collection view, with its animation coordinator
    /// (`collectionView(_:didUpdateFocusIn:with:)`: the remote on tvOS, where RxCocoa declares it; a
    /// keyboard on iOS, where UIKit sends it too).
    public var didUpdateFocusInContextWithAnimationCoordinator: ControlEvent<
        (context: UICollectionViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator)
    > {
        delegateEvent(CollectionViewSelectors.didUpdateFocus) {
            (try castOrThrow(UICollectionViewFocusUpdateContext.self, $0[1]), try castOrThrow(UIFocusAnimationCoordinator.self, $0[2]))
        }
    }

    /// Each item the user moves, from and to (`collectionView(_:moveItemAt:to:)`). While observed, the
    /// view offers reordering, as with RxCocoa.
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        let moves = proxyMessages(of: base) { RxCollectionViewDataSourceProxy.proxy(for: $0).methodInvoked(CollectionViewSelectors.moveItem) }
            .map { arguments -> ItemMovedEvent in (try castOrThrow(IndexPath.self, arguments[1]), try castOrThrow(IndexPath.self, arguments[2])) }
        return ControlEvent(events: moves)
    }

    /// The model (bound with `items`) of each item the user selects; items whose model is not a `T`
    /// are skipped.
    ///
    /// - Parameter modelType: The bound models' type: `modelSelected(String.self)`.
    /// - Returns: The models, on the main thread; completes when the view is deallocated.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(at: itemSelected) }

    /// The model of each item deselected; see `modelSelected(_:)`.
    ///
    /// - Parameter modelType: The bound models' type.
    /// - Returns: The models, on the main thread; completes when the view is deallocated.
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(at: itemDeselected) }

    /// A supplementary view message's view, kind and index path (static: an event must not hold the view).
    private static func supplementaryViewEvent(_ arguments: [Any]) throws -> DisplayCollectionViewSupplementaryViewEvent {
        (try castOrThrow(UICollectionReusableView.self, arguments[1]), try castOrThrow(String.self, arguments[2]), try castOrThrow(IndexPath.self, arguments[3]))
    }

    /// The models at the index paths `indexPaths` sends.
    private func models<T>(at indexPaths: ControlEvent<IndexPath>) -> ControlEvent<T> {
        sectionedModels(of: base, at: indexPaths, as: T.self) { RxCollectionViewDataSourceProxy.proxy(for: $0).forwardToDelegate() as? SectionedViewDataSourceType }
    }
}
#endif
