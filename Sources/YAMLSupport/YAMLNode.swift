import Yams

/// A YAML value with the line and column it starts at. Every scalar stays text: the
/// document's accessors (`bool`, `number`) decide what a scalar means where it is read.
public enum YAMLNode: Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    public struct Mark: Sendable, Equatable {
        /// 1-based, as editors count.
        public let line: Int
        /// 1-based, in Unicode scalars.
        public let column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public struct Scalar: Sendable {
        public let string: String
        public let mark: Mark
    }

    public struct Mapping: Sendable, RandomAccessCollection {
        public let pairs: [(key: YAMLNode, value: YAMLNode)]
        public let mark: Mark

        public var startIndex: Int { pairs.startIndex }
        public var endIndex: Int { pairs.endIndex }
        public subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) { pairs[position] }
    }

    public struct Sequence: Sendable, RandomAccessCollection {
        public let nodes: [YAMLNode]
        public let mark: Mark

        public var startIndex: Int { nodes.startIndex }
        public var endIndex: Int { nodes.endIndex }
        public subscript(position: Int) -> YAMLNode { nodes[position] }
    }

    public var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    /// The same value marked at another position.
    func with(mark: Mark) -> YAMLNode {
        switch self {
        case .scalar(let scalar): .scalar(Scalar(string: scalar.string, mark: mark))
        case .mapping(let mapping): .mapping(Mapping(pairs: mapping.pairs, mark: mark))
        case .sequence(let sequence): .sequence(Sequence(nodes: sequence.nodes, mark: mark))
        }
    }

    /// The text of a scalar; nil for collections.
    public var string: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }
}

/// The name the readers use.
public typealias Node = YAMLNode

extension YAMLNode {
    /// The same tree from Yams (the fallback parser), marks kept. Yams resolves aliases to
    /// shared copies of their anchors, so the walk is bounded by `limit` nodes: a few lines
    /// of anchors can describe gigabytes.
    static func converting(_ node: Yams.Node, limit: Int) -> YAMLNode? {
        var budget = limit
        func convert(_ node: Yams.Node) -> YAMLNode? {
            budget -= 1
            guard budget >= 0 else { return nil }
            let mark = node.mark.map { Mark(line: $0.line, column: $0.column) } ?? Mark(line: 1, column: 1)
            switch node {
            case .scalar(let scalar): return .scalar(Scalar(string: scalar.string, mark: mark))
            case .mapping(let mapping):
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                for (key, value) in mapping {
                    guard let key = convert(key), let value = convert(value) else { return nil }
                    pairs.append((key, value))
                }
                return .mapping(Mapping(pairs: pairs, mark: mark))
            case .sequence(let sequence):
                var nodes: [YAMLNode] = []
                for element in sequence {
                    guard let element = convert(element) else { return nil }
                    nodes.append(element)
                }
                return .sequence(Sequence(nodes: nodes, mark: mark))
            case .alias: return .scalar(Scalar(string: "", mark: mark))
            }
        }
        return convert(node)
    }
}
