import HandzLintCommands

handzLintMain()
