/// The passive view a `GreetingPresenter` drives (MVP): it only displays what it is told.
public protocol GreetingView: AnyObject {
    /// Shows `greeting` in the greeting label ("" hides it).
    ///
    /// - Parameter greeting: The text, already formatted by `Person.greeting`; called on the thread the
    ///   presenter is called on.
    func show(greeting: String)
}
