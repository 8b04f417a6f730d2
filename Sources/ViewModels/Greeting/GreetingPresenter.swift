/// The greeting screen in MVP, the twin of `GreetingViewModel`: the view forwards user actions to
/// the presenter, which tells the view what to show.
///
/// Same rules as the MVVM version: nothing is shown until `showGreetingTapped()`; after that every
/// name change re-renders the greeting, formatted by `Person.greeting` (trimmed, blanks left out).
/// The view is held weakly (it owns the presenter). Not thread-safe: call it from the UI's thread.
public final class GreetingPresenter {
    private weak var view: GreetingView?
    private var isShown = false

    /// The person as currently typed.
    public private(set) var person: Person

    /// A presenter driving `view`, starting with `person`'s names.
    ///
    /// - Parameters:
    ///   - view: Told what to show; held weakly, so the view may own the presenter.
    ///   - person: The names the fields start with; blank by default. Nothing is shown yet.
    public init(view: GreetingView, person: Person = Person(firstName: "", lastName: "")) {
        self.view = view
        self.person = person
    }

    /// The first-name field changed to `name`.
    ///
    /// - Parameter name: The field's whole text; once the greeting is shown, the view is told the new
    ///   greeting before this returns.
    public func firstNameChanged(_ name: String) {
        person.firstName = name
        renderIfShown()
    }

    /// The last-name field changed to `name`.
    ///
    /// - Parameter name: The field's whole text; once the greeting is shown, the view is told the new
    ///   greeting before this returns.
    public func lastNameChanged(_ name: String) {
        person.lastName = name
        renderIfShown()
    }

    /// "Show greeting" was tapped: the view shows the greeting now and follows later edits.
    public func showGreetingTapped() {
        isShown = true
        view?.show(greeting: person.greeting)
    }

    private func renderIfShown() {
        if isShown { view?.show(greeting: person.greeting) }
    }
}
