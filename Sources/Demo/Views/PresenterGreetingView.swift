import SignalsViewModels

/// The MVP twin of `GreetingScreen`: a passive `GreetingView` that a `GreetingPresenter` drives.
///
/// The View owns its presenter and forwards user actions to it; the presenter calls `show(greeting:)`
/// back (it holds the View weakly). With a trace, each call in either direction is recorded — MVP has
/// no streams to subscribe to, so the calls are the flow.
final class PresenterGreetingView: GreetingView {
    /// The greeting label as the presenter last set it.
    private(set) var greeting = ""
    /// The presenter this View forwards to (set once in `init`).
    private(set) var presenter: GreetingPresenter!

    private let trace: BindingTrace?
    private let onChange: (RenderedChange) -> Void

    /// A View with its own presenter; `onChange` is called whenever the presenter changes the label.
    init(trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.trace = trace
        self.onChange = onChange
        presenter = GreetingPresenter(view: self)
    }

    /// The first-name field now reads `name`.
    func firstNameChanged(_ name: String) {
        trace?.input("presenter.firstNameChanged", quoted(name))
        presenter.firstNameChanged(name)
    }

    /// The last-name field now reads `name`.
    func lastNameChanged(_ name: String) {
        trace?.input("presenter.lastNameChanged", quoted(name))
        presenter.lastNameChanged(name)
    }

    /// "Show greeting" was tapped.
    func showGreeting() {
        trace?.input("presenter.showGreetingTapped")
        presenter.showGreetingTapped()
    }

    func show(greeting text: String) {
        trace?.output("view.show(greeting:)", quoted(text))
        guard text != greeting else { return }
        greeting = text
        onChange(.line("mvp greeting", text))
    }
}
