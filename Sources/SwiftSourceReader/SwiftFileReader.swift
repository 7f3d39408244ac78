import SourceText
import SwiftParser
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Reads Swift files into `SwiftFileFacts`: bytes → UTF-8 (invalid bytes are an `InputError`
/// naming the file and position) → SwiftParser → one walk.
///
/// Deep input is bounded three times. Long runs of `[` are refused before parsing (see
/// `BracketRuns`). The parser stops descending past `maximumNestingLevel`
/// brackets (the rest of the file is kept as unread tokens and reported as a syntax problem);
/// and parsing runs on a thread with a large stack, because the parser's own recursion per
/// level is deep in debug builds (its debug default is 20 levels for that reason). The fact
/// walk itself does not recurse.
public struct SwiftFileReader: Sendable {
    /// 256 is the parser's release-build default and what the compiler accepts in practice.
    public var maximumNestingLevel: Int
    public var sizeLimit: Int
    /// Syntax trees deeper than this are reported and not read, in files too large for their
    /// depth to be bounded by the stack (see `NodeScan`); hand-written SwiftUI stays in the hundreds.
    public var maximumTreeDepth: Int
    /// Stack for each reading thread (address space; only the pages used are ever touched).
    public var stackSize: Int

    public init(
        maximumNestingLevel: Int = 256, maximumTreeDepth: Int = 20_000, sizeLimit: Int = SourceFile.defaultSizeLimit,
        stackSize: Int = 1 << 30
    ) {
        self.maximumNestingLevel = maximumNestingLevel
        self.maximumTreeDepth = maximumTreeDepth
        self.sizeLimit = sizeLimit
        self.stackSize = stackSize
    }

    public func read(path: String) throws(InputError) -> SwiftFileFacts {
        let file = try SourceFile.read(path: path, sizeLimit: sizeLimit)
        return facts(for: file)
    }

    /// Facts for text already in memory (tests, standard input).
    public func facts(for file: SourceFile) -> SwiftFileFacts {
        let reader = self
        return BigStackThread.run(stackSize: stackSize) { reader.collect(file) }
    }

    /// Reads many files over all cores; results come back in the order of `paths`.
    public func read(paths: [String], threads: Int = BigStackThread.activeProcessorCount) -> [Result<SwiftFileFacts, InputError>] {
        let reader = self
        return BigStackThread.map(count: paths.count, threads: threads, stackSize: stackSize) { index in
            do throws(InputError) {
                let file = try SourceFile.read(path: paths[index], sizeLimit: reader.sizeLimit)
                return .success(reader.collect(file))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Parses with the same settings and nothing else: the baseline the benchmark compares against.
    public static func parse(_ file: SourceFile, maximumNestingLevel: Int = 256) -> SourceFileSyntax {
        file.bytes.withUnsafeBufferPointer { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
        }
    }

    /// Parses and lists the nodes the fact walk reads, and reads nothing: what the reader's design
    /// costs before any fact, the floor the benchmark prints beside the parse. Returns how many
    /// nodes were listed.
    public func parseAndScan(_ file: SourceFile) -> Int {
        let tree = Self.parse(file, maximumNestingLevel: maximumNestingLevel)
        return NodeScan.scan(tree, bytes: file.bytes.count, stackSize: stackSize, maximumDepth: maximumTreeDepth).nodes.count
    }

    func collect(_ file: SourceFile) -> SwiftFileFacts {
        if let offset = BracketRuns.firstOverlong(in: file.bytes) {
            var facts = SwiftFileFacts(path: file.path)
            facts.syntaxError = SyntaxProblem(
                location: file.location(ofOffset: offset),
                message:
                    "more than \(BracketRuns.limit) opening brackets in a row, which the parser's look-ahead takes exponential time over; "
                    + "the file was not read")
            return facts
        }
        let tree = Self.parse(file, maximumNestingLevel: maximumNestingLevel)
        let collector = FactCollector(file: file, tree: tree)
        var facts = collector.collect(maximumDepth: maximumTreeDepth, stackSize: stackSize)
        if !collector.wasTooDeep, tree.hasMaximumNestingLevelOverflow,
            let problem = SyntaxErrorLocator.nestingOverflow(in: tree, file: file, limit: maximumNestingLevel)
        {
            facts.syntaxError = problem
        }
        return facts
    }
}

/// The first place a parsed tree holds an error: a missing token or unexpected text.
enum SyntaxErrorLocator {
    static func firstError(in tree: SourceFileSyntax, file: SourceFile) -> SyntaxProblem? {
        guard tree.hasError else { return nil }
        var node = Syntax(tree)
        while true {
            if let token = node.as(TokenSyntax.self) {
                let location = file.location(ofOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
                if token.presence == .missing {
                    let expected = token.text.isEmpty ? describe(token.tokenKind) : "'\(token.text)'"
                    return SyntaxProblem(location: location, message: "the file does not parse: expected \(expected)")
                }
                return SyntaxProblem(location: location, message: "the file does not parse: unexpected '\(excerpt(token))'")
            }
            if node.is(UnexpectedNodesSyntax.self) {
                let location = file.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
                return SyntaxProblem(location: location, message: "the file does not parse: unexpected code '\(excerpt(node))'")
            }
            guard let child = node.children(viewMode: .all).first(where: { $0.hasError }) else { return nil }
            node = child
        }
    }

    static func nestingOverflow(in tree: SourceFileSyntax, file: SourceFile, limit: Int) -> SyntaxProblem? {
        var node = Syntax(tree)
        while !node.is(UnexpectedNodesSyntax.self) || !node.hasMaximumNestingLevelOverflow {
            guard let child = node.children(viewMode: .all).first(where: { $0.hasMaximumNestingLevelOverflow }) else { break }
            node = child
        }
        let location = file.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SyntaxProblem(
            location: location,
            message: "nesting is deeper than \(limit) levels of brackets and braces; the rest of the file was not read")
    }

    /// The first few tokens, never the whole node: an unread rest of file can be megabytes.
    private static func excerpt(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty, !token.leadingTrivia.isEmpty { text += " " }
            text += token.text
            if text.count > 40 { return String(text.prefix(39)) + "…" }
        }
        return text
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral: "a number"
        default: String(describing: kind)
        }
    }
}
