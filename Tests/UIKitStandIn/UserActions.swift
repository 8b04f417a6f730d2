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
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}

extension UICollectionView {
    /// The user taps the item at `indexPath`: the delegate hears of it.
    public func standInUserSelectsItem(at indexPath: IndexPath) {
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

extension UITextView {
    /// The user edits the text to `text`: UIKit updates it and posts `textDidChangeNotification`.
    public func standInUserTypes(_ text: String) {
        self.text = text
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
