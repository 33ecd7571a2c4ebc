import FeedJSON
import LuaBridge

/// Reads state files and `feed diff` inputs: FeedJSON's reader with the host's rules.
///
/// Integers without a fraction or exponent that fit 64 bits stay integers; every other number is a `Double`.
/// Numbers may carry leading zeros, and every value, scalars included, counts towards `maximumDepth`, as the
/// state files written so far were always read that way. Nesting too deep is an error, never a stack overflow.
package enum JSONParser {
    /// Parses one JSON document (surrounding whitespace allowed).
    ///
    /// - Throws: `HostError.malformedJSON` with the byte offset of the first problem.
    package static func parse(
        _ bytes: [UInt8], maximumDepth: Int = 256, maximumCost: Int? = nil
    ) throws(HostError) -> JSONValue {
        var rules = rules(maximumDepth: maximumDepth)
        rules.maximumCost = maximumCost
        do throws(JSONSyntaxError) {
            return try JSONReader<JSONValue>.read(bytes, rules: rules)
        } catch {
            throw .malformedJSON(offset: error.offset, message: error.message)
        }
    }

    /// The host's rules for reading JSON, nesting at most `maximumDepth` levels; keys count towards a cost bound.
    static func rules(maximumDepth: Int = 256) -> JSONReadingRules {
        var rules = JSONReadingRules(maximumDepth: maximumDepth, allowsLeadingZeros: true, countsScalarsAsLevels: true)
        rules.chargesKeys = true
        return rules
    }
}
