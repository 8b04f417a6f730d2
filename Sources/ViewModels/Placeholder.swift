import Signals
/// Placeholder until the ViewModels land.
public enum ViewModelsPlaceholder {}
