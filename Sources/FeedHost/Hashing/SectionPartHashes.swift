/// The hashes of a section's own parts (hex, like every hash a build writes): why a section is `updated`.
///
/// A section's `hash` covers all three; these say which changed, so a layout change becomes
/// `changes.invalidateLayout` and a header or footer change `changes.supplementaries.updated`, and no cell is
/// recreated for either.
package struct SectionPartHashes: Hashable, Sendable {
    /// The layout recipe.
    package var layout: String
    /// The header's payload (empty content when there is none).
    package var header: String
    /// The footer's payload.
    package var footer: String

    package init(layout: String, header: String, footer: String) {
        self.layout = layout
        self.header = header
        self.footer = footer
    }

    /// The parts of a section from the bytes that make its hash.
    init(layout: [UInt8], header: [UInt8], footer: [UInt8]) {
        self.init(
            layout: ContentHash(of: layout).hex, header: ContentHash(of: header).hex,
            footer: ContentHash(of: footer).hex)
    }

    /// The reasons a section whose hash changed from `old` to these parts is updated, in the order layout,
    /// header, footer; every part when either side is unknown or no part differs (a file written by hand).
    package func reasons(since old: SectionPartHashes?) -> [SectionUpdateReason] {
        guard let old else { return SectionUpdateReason.allCases }
        var reasons: [SectionUpdateReason] = []
        if layout != old.layout { reasons.append(.layout) }
        if header != old.header { reasons.append(.header) }
        if footer != old.footer { reasons.append(.footer) }
        return reasons.isEmpty ? SectionUpdateReason.allCases : reasons
    }
}

/// Why a section is `updated` (docs/spec/contract.md §5 `changes.sections.updated`).
package enum SectionUpdateReason: String, Hashable, Sendable, CaseIterable {
    case layout, header, footer
}
