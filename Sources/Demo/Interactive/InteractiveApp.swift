/// Runs the interactive menu on the real terminal.
func runInteractive(_ options: DemoOptions) -> ExitCode {
    .success
}
