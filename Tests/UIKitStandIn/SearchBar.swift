/// A search bar's delegate (the SDK's is `@MainActor`, inherits `UIBarPositioningDelegate`, which the
/// stand-in leaves out, and has only `optional` methods: see TableView.swift). The `searchBarShould…`
/// and `shouldChangeTextIn` questions are not declared: nothing here asks them. In the SDK the
/// bookmark, cancel and results-list methods are unavailable on tvOS; the stand-in has no platforms.
@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Editing began (the search field became first responder).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, pasting, clearing); not sent for programmatic changes.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The user tapped the keyboard's Search button.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped the bookmark button (iOS).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped the Cancel button (iOS).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped the search results button (iOS).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user selected another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Stands in for the SDK's `optional`.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Stands in for the SDK's `optional`.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Stands in for the SDK's `optional`.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Stands in for the SDK's `optional`.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Stands in for the SDK's `optional`.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Stands in for the SDK's `optional`.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Stands in for the SDK's `optional`.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Stands in for the SDK's `optional`.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A text field for search, with optional scope buttons (only what SignalsCocoa and the tests use).
@MainActor
open class UISearchBar: UIView {
    /// The delegate; held weakly, as in UIKit.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search text (`nullable` in the SDK; a new search bar's is `""`). Setting it does not tell
    /// the delegate, as in UIKit.
    open var text: String? = ""
    /// The placeholder shown while the text is empty.
    open var placeholder: String?
    /// The scope buttons' titles (no scope bar unless two or more).
    open var scopeButtonTitles: [String]?
    /// The selected scope button's index (0 by default); setting it does not tell the delegate.
    open var selectedScopeButtonIndex = 0
}

// MARK: - Not UIKit API

// What the tests use to play the user on a search bar: each does what UIKit does when a finger does
// it (changes the state, then tells the delegate).
extension UISearchBar {
    /// The user taps into the search field: editing begins.
    public func standInUserBeginsEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
    }

    /// The user edits the text to `text` (typing, pasting or clearing): UIKit updates `text`, then
    /// tells the delegate (`searchBar(_:textDidChange:)`).
    public func standInUserTypes(_ text: String) {
        self.text = text
        delegate?.searchBar(self, textDidChange: text)
    }

    /// Editing ends (the user dismissed the keyboard, or another view became first responder).
    public func standInUserEndsEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    /// The user taps the keyboard's Search button.
    public func standInUserTapsSearchButton() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The user taps the Cancel button.
    public func standInUserTapsCancelButton() {
        delegate?.searchBarCancelButtonClicked(self)
    }

    /// The user taps the bookmark button.
    public func standInUserTapsBookmarkButton() {
        delegate?.searchBarBookmarkButtonClicked(self)
    }

    /// The user taps the search results button.
    public func standInUserTapsResultsListButton() {
        delegate?.searchBarResultsListButtonClicked(self)
    }

    /// The user taps the scope button at `index`: UIKit selects it, then tells the delegate.
    public func standInUserSelectsScopeButton(at index: Int) {
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }
}
