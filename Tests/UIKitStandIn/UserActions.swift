// Not UIKit API: what the tests use to play the user where UIKit offers no public call that does
// what a finger does. (Taps on controls and typing use UIKit's own `sendActions(for:)`.)

extension UIBarButtonItem {
    /// The user taps the item: its primary action runs, or else its action is sent to its target.
    public func standInUserTaps() {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            (target as? StandInSelectorTarget)?.perform(action, with: self)
        }
    }
}

extension UITableView {
    /// The user taps the row at `indexPath`: the delegate hears of it.
    public func standInUserSelectsRow(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// A finger goes down on the row at `indexPath` and lifts off it elsewhere: highlighted, then not.
    public func standInUserPressesRow(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// The row at `indexPath` loses its selection (another row was tapped, or the user deselected it).
    public func standInUserDeselectsRow(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    /// The user taps the accessory button of the row at `indexPath`.
    public func standInUserTapsAccessoryButton(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The user swipes the row at `indexPath` and taps Delete (or taps the insert control).
    public func standInUserCommits(_ editingStyle: UITableViewCell.EditingStyle, at indexPath: IndexPath) {
        dataSource?.tableView(self, commit: editingStyle, forRowAt: indexPath)
    }

    /// The user drags the row at `source` to `destination` in editing mode.
    public func standInUserMovesRow(from source: IndexPath, to destination: IndexPath) {
        dataSource?.tableView(self, moveRowAt: source, to: destination)
    }
}

extension UIScrollView {
    /// UIKit tells the delegate `message` (zooming, scrolling to the top, an animation ending, …).
    public func standInUIKitTellsDelegate(_ message: (any UIScrollViewDelegate, UIScrollView) -> Void) {
        if let delegate { message(delegate, self) }
    }

    /// The user drags the content to `offset` and lets go without momentum.
    public func standInUserDrags(to offset: CGPoint) {
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
}

extension UICollectionView {
    /// The user taps the item at `indexPath`: the delegate hears of it.
    public func standInUserSelectsItem(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A finger goes down on the item at `indexPath` and lifts off it elsewhere: highlighted, then not.
    public func standInUserPressesItem(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// The item at `indexPath` loses its selection.
    public func standInUserDeselectsItem(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// The user drags the item at `source` to `destination`.
    public func standInUserMovesItem(from source: IndexPath, to destination: IndexPath) {
        dataSource?.collectionView(self, moveItemAt: source, to: destination)
    }
}

extension UITextView {
    /// The user edits the text to `text`: UIKit updates it and posts `textDidChangeNotification`.
    public func standInUserTypes(_ text: String) {
        self.text = text
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// The user taps into the text view: editing begins.
    public func standInUserBeginsEditing() {
        textViewDelegate?.textViewDidBeginEditing(self)
    }

    /// The user leaves the text view: editing ends.
    public func standInUserEndsEditing() {
        textViewDelegate?.textViewDidEndEditing(self)
    }

    /// The user selects `range`.
    public func standInUserSelects(_ range: NSRange) {
        selectedRange = range
        textViewDelegate?.textViewDidChangeSelection(self)
    }
}
