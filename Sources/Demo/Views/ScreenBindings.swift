import Signals

/// How a screen of the demo binds itself to its ViewModel, written once for every screen: each input
/// relay is recorded in the trace and then bound into the ViewModel's input, and each output is
/// recorded and then shown. The trace always subscribes first, so an input's trace line comes before
/// the outputs it causes and an output's line before what it renders. The bindings end with the
/// screen that keeps this value (they hold the screen weakly).
struct ScreenBindings {
    /// Where the screen reports each change it renders (the scripted printer or the interactive redraw).
    let onChange: (RenderedChange) -> Void
    private let trace: BindingTrace?
    private let disposeBag = DisposeBag()

    /// Bindings that record into `trace` (none when `nil`) and report renders to `onChange`.
    init(trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.trace = trace
        self.onChange = onChange
    }

    /// A new relay for the screen's input `name` (what the user does), bound into the ViewModel's
    /// `input` after the trace records each value as `→ input name [describe(value)]`.
    func input<Element>(
        _ name: String, into input: PublishRelay<Element>, describe: @escaping (Element) -> String? = { _ in nil }
    ) -> PublishRelay<Element> {
        let relay = PublishRelay<Element>()
        relay.traceInput(name, to: trace, describe: describe).disposed(by: disposeBag)
        // Named for the binding inspector (the graph pane, --inspect): the View's side of the input.
        relay.named("\(name) (View)").bind(to: input).disposed(by: disposeBag)
        return relay
    }

    /// Drives the screen from the ViewModel's state `output` (a `Driver`): each value is shown with
    /// `show(screen, value)`, after the trace records it as `← output name describe(value)`. Holds
    /// `screen` weakly.
    func drive<Element, Screen: AnyObject>(
        _ name: String, _ output: Driver<Element>, describe: @escaping (Element) -> String,
        on screen: Screen, show: @escaping (Screen, Element) -> Void
    ) {
        output.asObservable().traceOutput(name, to: trace, describe: describe).disposed(by: disposeBag)
        output.drive(with: screen, onNext: show).disposed(by: disposeBag)
    }

    /// Shows each one-shot event of the ViewModel's `output` (a `Signal`) with `show(screen, value)`,
    /// after the trace records it as `← output name describe(value)`. Holds `screen` weakly.
    func emit<Element, Screen: AnyObject>(
        _ name: String, _ output: Signal<Element>, describe: @escaping (Element) -> String,
        on screen: Screen, show: @escaping (Screen, Element) -> Void
    ) {
        output.asObservable().traceOutput(name, to: trace, describe: describe).disposed(by: disposeBag)
        output.emit(with: screen, onNext: show).disposed(by: disposeBag)
    }

    /// Shows the ViewModel's text `output` as the screen's one-line part `name`, traced as `name`
    /// too: each text that differs from `screen[keyPath: shown]` is stored there and reported as
    /// `.line(name, text)`. The first text is always reported (it is the screen's initial render,
    /// even when the label starts empty), since `shown` starts as `nil`. Holds `screen` weakly.
    func label<Screen: AnyObject>(
        _ name: String, _ output: Driver<String>, on screen: Screen, shown: ReferenceWritableKeyPath<Screen, String?>
    ) {
        drive(name, output, describe: quoted, on: screen) { [onChange] screen, text in
            guard text != screen[keyPath: shown] else { return }
            screen[keyPath: shown] = text
            onChange(.line(name, text))
        }
    }
}

/// Takes down a one-shot message on display (an alert, an error) when the user acknowledges it.
///
/// - Parameter message: The message shown, set to `nil`.
/// - Returns: `true` if one was showing.
func dismiss<Message>(_ message: inout Message?) -> Bool {
    guard message != nil else { return false }
    message = nil
    return true
}
