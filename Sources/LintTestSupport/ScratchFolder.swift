import Foundation

/// A temporary folder for files a test writes, removed when the test ends.
public final class ScratchFolder {
    public let url: URL

    public init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("handz-kit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    public func write(_ name: String, _ text: String) throws { try write(name, Data(text.utf8)) }

    public func write(_ name: String, _ data: Data) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    public func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A small String Catalog for tests: `en` source, German and French in different states.
public enum SampleCatalog {
    public static let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a.plain" : {
              "comment" : "A plain string.",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Einfach" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Simple" } }
              }
            },
            "b.count" : {
              "comment" : "Number of flows.",
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Ablauf" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Abläufe" } }
                } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld flow" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld flows" } }
                } } }
              }
            },
            "c.stale" : {
              "extractionState" : "stale",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } }
            },
            "d.brand" : {
              "shouldTranslate" : false,
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Handz" } } }
            },
            "e.empty" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Empty" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "Vide" } }
              }
            },
            "f.partial" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Sätze" } }
                } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld set" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld sets" } }
                } } }
              }
            },
            "g.branches" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$lld of %2$#@branches@ used" },
                  "substitutions" : { "branches" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg branch" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg branches" } }
                  } } } }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
}
