/// What a `JSONReader` accepts beyond the grammar of RFC 8259, and how deep it lets text nest.
package struct JSONReadingRules: Sendable, Hashable {
    /// The most arrays and objects one value may sit inside, counting itself.
    package var maximumDepth: Int
    /// Whether a number may start with redundant zeros (`007`), which RFC 8259 forbids.
    package var allowsLeadingZeros: Bool
    /// Whether strings, numbers and literals count as a level too, so that one inside `maximumDepth`
    /// containers is already too deep.
    package var countsScalarsAsLevels: Bool
    /// The most values the text may hold, each array and object counting `JSONReader.containerCost` (nil: no
    /// bound): a reader that builds values stops as soon as they pass what the caller has room for
    /// (`JSONSyntaxError.isOverCost`), not after building them all.
    package var maximumCost: Int?
    /// Whether an object's keys count towards `maximumCost` too (1, and 1 more each 16 bytes): for a reader that
    /// bounds what a value tree holds (a key and its slot in an object take more than an array's element); a
    /// reader that must refuse only what cannot fit in Lua leaves them out.
    package var chargesKeys = false

    /// Creates rules; the defaults are strict RFC 8259 with only containers counted.
    package init(
        maximumDepth: Int, allowsLeadingZeros: Bool = false, countsScalarsAsLevels: Bool = false,
        maximumCost: Int? = nil
    ) {
        self.maximumDepth = maximumDepth
        self.allowsLeadingZeros = allowsLeadingZeros
        self.countsScalarsAsLevels = countsScalarsAsLevels
        self.maximumCost = maximumCost
    }
}
