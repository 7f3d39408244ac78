import ArgumentParser
import OrderedJSON

/// Output of the question-answering commands (`locale …`).
enum AnswerFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

struct AnswerOptions: ParsableArguments {
    @Option(help: "Output format: text for people, json for tools (same fields, stable names).")
    var format: AnswerFormat = .text

    func emit(text: () -> String, json: () -> JSONValue) {
        switch format {
        case .text: print(text())
        case .json: print(JSONWriter(style: .pretty).string(json()))
        }
    }
}
