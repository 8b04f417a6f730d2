/// The passive view a `GreetingPresenter` drives (MVP): it only displays what it is told.
public protocol GreetingView: AnyObject {
    /// Shows `greeting` in the greeting label ("" hides it).
    func show(greeting: String)
}
