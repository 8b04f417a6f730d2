public enum SignalsTestPlaceholder {}
