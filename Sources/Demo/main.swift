print("Signals demo: coming soon")
