import Dispatch
import SourceText
import SwiftSourceFacts
import SwiftSourceReader

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = String(scaled / Int(scale))
    let fraction = String(scaled % Int(scale))
    return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// Both sides read the files from disk and spread them over the same threads, so the ratio is
/// what the facts cost on top of parsing.
func runBenchmark(paths: [String], rounds: Int, threads: Int) {
    let files = SourceDiscovery().discover(paths).swiftFiles.map(\.path)
    guard !files.isEmpty else {
        print("no Swift files under \(paths)")
        exit(2)
    }
    let bytes = files.reduce(0) { $0 + ((try? SourceFile.readBytes(path: $1).count) ?? 0) }
    let lines = files.reduce(0) { total, path in
        total + ((try? SourceFile.readBytes(path: path))?.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } ?? 0)
    }
    let reader = SwiftFileReader()
    var parseTimes: [Double] = [], scanTimes: [Double] = [], readTimes: [Double] = []
    var texts = 0
    for _ in 0..<rounds {
        parseTimes.append(
            seconds {
                _ = BigStackThread.map(count: files.count, threads: threads, stackSize: reader.stackSize) { index in
                    guard let file = try? SourceFile.read(path: files[index]) else { return 0 }
                    return SwiftFileReader.parse(file).statements.count
                }
            })
        scanTimes.append(
            seconds {
                _ = BigStackThread.map(count: files.count, threads: threads, stackSize: reader.stackSize) { index in
                    guard let file = try? SourceFile.read(path: files[index]) else { return 0 }
                    return reader.parseAndScan(file)
                }
            })
        readTimes.append(
            seconds {
                texts = reader.read(paths: files, threads: threads).reduce(0) { $0 + ((try? $1.get())?.texts.count ?? 0) }
            })
    }
    let parse = median(parseTimes), scan = median(scanTimes), read = median(readTimes)
    print("files: \(files.count), lines: \(lines), bytes: \(bytes), threads: \(threads), rounds: \(rounds) (median)")
    print("swift-syntax parse only : \(fixed(parse, 3)) s")
    // The walk the reader makes before reading any fact: the floor of a reader built on syntax nodes.
    print("parse + node scan       : \(fixed(scan, 3)) s  (\(fixed(scan / parse, 2))x the parse, no fact read)")
    print("SwiftFileReader (facts) : \(fixed(read, 3)) s  (\(texts) texts)")
    print("ratio reader/parse      : \(fixed(read / parse, 2))x")
}

func dump(_ inventory: SourceInventory) {
    for skipped in inventory.skipped { print("SKIPPED \(skipped.path): \(skipped.reason)") }
    for problem in inventory.problems { print("PROBLEM \(problem)") }
    for catalog in inventory.catalogs { print("CATALOG \(catalog)") }
    let reader = SwiftFileReader()
    let results = reader.read(paths: inventory.swiftFiles.map(\.path))
    var facts: [SwiftFileFacts] = []
    for (source, result) in zip(inventory.swiftFiles, results) {
        switch result {
        case .success(let file): facts.append(file)
        case .failure(let error): print("ERROR \(error)")
        }
        print("FILE \(source.path) target=\(source.targetRoot ?? "?") known=\(source.targetIsKnown) catalogs=\(source.catalogs.count)")
    }
    for file in SwiftFileFacts.resolvedAcrossTarget(facts) {
        let p = file.path
        if let error = file.syntaxError { print("SYNTAX \(error)") }
        for t in file.texts {
            let key: String = t.key.map { "\"\($0)\"" } ?? "-"
            var line = "TEXT \(p):\(t.location.line) \(t.api) \(t.kind) localizes=\(t.localizes) key=\(key)"
            if let table = t.tableName { line += " table=\(table)" }
            if let bundle = t.bundle { line += " bundle=\(bundle)" }
            if file.isInPreview(t.location) { line += " preview" }
            print(line)
        }
        for c in file.controls {
            print(
                "CONTROL \(p):\(c.location.line) \(c.kind) \(c.label.content) "
                    + "named=\(c.label.isNamed || c.modifiers.givesAccessibilityLabel)"
            )
        }
        for i in file.images {
            print(
                "IMAGE \(p):\(i.location.line) \(i.source) "
                    + "inControl=\(i.enclosingControl != nil) hidden=\(i.modifiers.hidesFromAccessibility)"
            )
        }
        for g in file.gestures {
            print("GESTURE \(p):\(g.location.line) \(g.kind) on \(g.receiver ?? "?") accessible=\(g.hasAccessibleAction)")
        }
        for f in file.fonts { print("FONT \(p):\(f.location.line) \(f.api) \(f.size) dynamic=\(f.followsDynamicType)") }
        for f in file.frames {
            print("FRAME \(p):\(f.location.line) w=\(f.width ?? -1) h=\(f.height ?? -1) on \(f.receiver ?? "?") tappable=\(f.isTappable)")
        }
        for s in file.suppressions { print("SUPPRESSION \(p):\(s.location.line) \(s.kind) \(s.rules) \(s.problem ?? "ok")") }
        for r in file.keysBuiltAtRunTime { print("RUNTIMEKEY \(p):\(r.location.line) \(r.api) \(r.expression)") }
        let b = file.behavior
        let behavior: [(String, [String])] = [
            ("DIRECTION", b.directions.map { "\($0.location.line) \($0.kind) \($0.api) \($0.written) symmetric=\($0.isSymmetric)" }),
            (
                "FORMAT",
                b.formats.map {
                    "\($0.location.line) \($0.kind) \($0.value) "
                        + "receiver=\($0.receiver ?? "-") owner=\($0.owner ?? "-") shown=\($0.shownBy ?? "-")"
                }
            ),
            ("PLURAL", b.pluralChoices.map { "\($0.location.line) \($0.condition) \($0.branches)" }),
            (
                "ASSEMBLED",
                b.assembledTexts.map {
                    "\($0.location.line) \($0.kind) \($0.pieces.map { "\($0.kind):\($0.text)" }) shown=\($0.shownBy ?? "-")"
                }
            ),
            (
                "COLOR",
                b.colorStates.map {
                    "\($0.location.line) \($0.api) \($0.condition) uses=\($0.otherUses) parameter=\($0.conditionIsParameter)"
                }
            ),
            (
                "DIMMING",
                b.dimmings.map {
                    "\($0.location.line) \($0.api) \($0.value) blocked=\($0.blockedBy ?? "-") disabled=\($0.declaresDisabled)"
                }
            ),
            ("ANIMATION", b.animations.map { "\($0.location.line) \($0.kind) \($0.api) \($0.value)" }),
            (
                "PRESENTATION",
                b.presentations.map {
                    "\($0.location.line) \($0.style) \($0.contentTypes) closes=\($0.contentCloses) opaque=\($0.contentIsOpaque)"
                }
            ),
            ("CLOSE", b.closeActions.map { "\($0.location.line) \($0.api)" }),
            ("TAB", b.tabItems.map { "\($0.location.line) \($0.api) title=\(String(describing: $0.hasTitle))" }),
            (
                "ANNOUNCE",
                b.announcements.map {
                    "\($0.location.line) \($0.api) context=\($0.repeatingContext ?? "-") "
                        + "function=\($0.enclosingFunction ?? "-") if=\($0.conditions)"
                }
            ),
            ("TIMER", b.timers.map { "\($0.location.line) \($0.api) every=\($0.interval ?? -1) calls=\($0.calledFunctions)" }),
            (
                "HEIGHT",
                b.fixedHeights.map {
                    "\($0.location.line) \($0.receiver) \($0.height) \($0.content) cannotOverflow=\($0.textCannotOverflow)"
                }
            ),
            (
                "DESTRUCTIVE",
                b.destructiveActions.map { "\($0.location.line) \($0.api) \($0.effect) \($0.calls) confirmation=\($0.isConfirmation)" }
            ),
            ("STORE", b.storeCalls.map { "\($0.location.line) \($0.kind) \($0.api)" }),
        ]
        for (kind, lines) in behavior { for line in lines { print("\(kind) \(p):\(line)") } }
    }
}
