/// Escaping for the quoted-text syntaxes the toolkit writes: one place for the rules each
/// format shares, so the writers cannot drift apart.
public enum TextEscaping {
    /// The body of a C-style quoted string (`.strings`, YAML double quotes): `\"`, `\\`, `\n`,
    /// `\t`, `\r`, and other control characters (and the scalars `escapingAlso` picks) as
    /// `control` spells them.
    public static func backslashed(
        _ text: String, escapingAlso: (Unicode.Scalar) -> Bool = { _ in false },
        control: (UInt32) -> String
    ) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || escapingAlso(scalar) {
                    output += control(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// Hexadecimal digits, zero-padded to `width`.
    public static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// An XML attribute value (also fine as element text): markup characters and line
    /// breaks as references. Other control characters cannot appear in XML 1.0 at all;
    /// `forbidden` replaces them when given, else they are kept as they are.
    public static func xmlAttribute(_ text: String, forbidden: String? = nil) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            default:
                if let forbidden, scalar.value < 0x20 { output += forbidden } else { output.unicodeScalars.append(scalar) }
            }
        }
        return output
    }
}
