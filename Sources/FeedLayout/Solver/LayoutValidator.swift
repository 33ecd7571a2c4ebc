/// Checks layout descriptions before solving and reports every problem with the path of its field (docs/spec/layout.md §9).
struct LayoutValidator {
    /// The section the errors belong to (nil for the environment and configuration).
    let section: Int?
    /// The first ``keptErrors`` problems; later ones are only counted: a section of 20,000 badges of one kind
    /// gave 19,999 errors, and a feed of such sections as many times over.
    private var kept: [LayoutError] = []
    private var dropped = 0
    static let keptErrors = 1_000

    init(section: Int?) {
        self.section = section
    }

    /// The problems found, and one more that counts those past the first ``keptErrors``.
    var errors: [LayoutError] {
        guard dropped > 0 else { return kept }
        let more = "\(NumberText.grouped(dropped)) more problems in the layout, like those above"
        return kept + [LayoutError(section: section, path: "", message: more)]
    }

    private mutating func fail(_ path: String, _ message: @autoclosure () -> String) {
        guard kept.count < Self.keptErrors else {
            dropped += 1
            return
        }
        kept.append(LayoutError(section: section, path: path, message: message()))
    }

    // MARK: - Entry points

    mutating func check(_ input: SectionInput, environment: LayoutEnvironment) {
        if input.itemCount < 0 { fail("items", "expected a non-negative item count, got \(input.itemCount)") }
        if input.itemCount > LayoutLimits.sectionItems {
            fail("items", "expected at most \(LayoutLimits.sectionItems) items in a section, got \(input.itemCount)")
        }
        let badges = input.anchoredSupplementaryBound
        if badges > LayoutLimits.sectionAnchoredSupplementaries, case .section(let section) = input.recipe {
            fail(
                "group.supplementaries",
                "\(input.itemCount) items with the \(section.group.declaredAnchoredSupplementaries) anchored "
                    + "supplementaries the section declares could get \(badges), more than "
                    + "\(LayoutLimits.sectionAnchoredSupplementaries) a section; declare fewer, or show fewer items")
        }
        switch input.recipe {
        case .section(let layoutSection): check(layoutSection, itemCount: input.itemCount)
        case .list(let list):
            check(list.rowHeight, "rowHeight")
            if errors.isEmpty { check(list.layoutSection(in: environment), itemCount: input.itemCount) }
        }
    }

    mutating func check(_ environment: LayoutEnvironment) {
        for (name, value) in [("width", environment.width), ("height", environment.height)]
        where !(value.isFinite && value > 0) {
            fail("environment." + name, "expected a positive size, got \(NumberText.format(value))")
        }
        for (name, value) in [("width", environment.width), ("height", environment.height)]
        where value.isFinite && value > LayoutLimits.environmentPoints {
            fail(
                "environment." + name,
                "expected a size of at most \(NumberText.format(LayoutLimits.environmentPoints)) points, got "
                    + NumberText.format(value))
        }
        if !(environment.scale.isFinite && environment.scale >= 0) {
            fail("environment.scale", "expected a non-negative scale, got \(NumberText.format(environment.scale))")
        } else if environment.scale > LayoutLimits.environmentScale {
            fail(
                "environment.scale",
                "expected a scale of at most \(NumberText.format(LayoutLimits.environmentScale)), got "
                    + NumberText.format(environment.scale))
        }
        // Insets are measured against a valid size only.
        guard errors.isEmpty else { return }
        checkInsets(environment.safeArea, "environment.safeArea", in: environment)
        checkInsets(environment.layoutMargins, "environment.layoutMargins", in: environment)
    }

    /// Environment insets are finite, non-negative and leave room on both axes.
    private mutating func checkInsets(_ insets: EdgeInsets, _ path: String, in environment: LayoutEnvironment) {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            fail(path, "expected finite, non-negative insets, got \(values.map(NumberText.format))")
            return
        }
        // The sides and the screen's size, as the section's insets are reported: a `--width 10` leaves no room
        // for the 16-point margins, which the user never set and must see the sum of.
        let axes = [
            (insets.leading, insets.trailing, environment.width, "wide"),
            (insets.top, insets.bottom, environment.height, "tall"),
        ]
        guard let (low, high, extent, unit) = axes.first(where: { $0.0 + $0.1 >= $0.2 }) else { return }
        let n = NumberText.format
        fail(
            path,
            "insets of \(n(low + high)) (\(n(low)) + \(n(high))) leave no room in a container \(n(extent)) \(unit)")
    }

    mutating func check(_ configuration: LayoutConfiguration) {
        checkFinite(configuration.interSectionSpacing, "configuration.interSectionSpacing", what: "spacing")
        checkBoundaries(configuration.boundarySupplementaries, "configuration.boundarySupplementaries", reserved: [])
    }

    mutating func check(_ layoutSection: LayoutSection, itemCount: Int) {
        check(layoutSection.contentInsets, "contentInsets")
        checkFinite(layoutSection.interGroupSpacing, "interGroupSpacing", what: "spacing")
        var kinds = Set<String>()
        checkBoundaries(layoutSection.boundarySupplementaries, "boundarySupplementaries", reserved: [])
        for boundary in layoutSection.boundarySupplementaries { kinds.insert(boundary.kind) }
        for (index, decoration) in layoutSection.decorations.enumerated() {
            let path = "decorations[\(index)]"
            check(decoration.contentInsets, path + ".contentInsets")
            if decoration.kind.isEmpty {
                fail(path + ".kind", "expected a non-empty kind such as \"sectionBackground\"")
            } else if !kinds.insert(decoration.kind).inserted {
                fail(
                    path + ".kind",
                    "duplicate kind \"\(decoration.kind)\" in this section; kinds are unique in a section")
            }
        }
        check(layoutSection.group, "group", itemCount: itemCount, reserved: kinds)
        if let effects = layoutSection.effects { check(effects, orthogonal: layoutSection.orthogonalScrolling) }
    }

    /// Scroll effects belong to orthogonal rows and their minimums lie in 0…1 (docs/spec/layout.md §3.5).
    private mutating func check(_ effects: ScrollEffects, orthogonal: OrthogonalScrolling) {
        if orthogonal == .none {
            fail("effects", "scroll effects need an orthogonal row, such as orthogonalScrolling = \"continuous\"")
        }
        for (name, minimum) in [("scale", effects.minimumScale), ("alpha", effects.minimumAlpha)] {
            if let minimum, !(minimum.isFinite && minimum >= 0 && minimum <= 1) {
                fail(
                    "effects.\(name).min",
                    "expected a minimum from 0 to 1 such as 0.85, got \(NumberText.format(minimum))")
            }
        }
    }

    // MARK: - Parts

    private mutating func check(_ group: LayoutGroup, _ path: String, itemCount: Int, reserved: Set<String>) {
        check(group.size, path)
        check(group.contentInsets, path + ".contentInsets")
        check(group.edgeSpacing, path + ".edgeSpacing")
        if let spacing = group.interItemSpacing { check(spacing, path + ".interItemSpacing", allowsNegative: true) }
        checkAnchored(group.supplementaries, path + ".supplementaries", reserved: reserved)
        switch group.direction {
        case .custom:
            if group.customFrames.isEmpty && itemCount > 0 {
                fail(
                    path + ".frames",
                    "expected at least one frame for a section with items, such as { x = 0, y = 0, width = 195, height = 200 }, got none"
                )
            }
            for (index, custom) in group.customFrames.enumerated() {
                let framePath = path + ".frames[\(index)]"
                checkFinite(custom.frame.x, framePath + ".x", what: "position")
                checkFinite(custom.frame.y, framePath + ".y", what: "position")
                checkSize(custom.frame.width, framePath + ".width")
                checkSize(custom.frame.height, framePath + ".height")
            }
        case .horizontal, .vertical:
            if group.subitems.isEmpty {
                fail(path + ".subitems", "expected at least one subitem, got none")
            }
            if let count = group.count {
                if count < 1 { fail(path + ".count", "expected a count of at least 1, got \(count)") }
                if count > LayoutLimits.groupCount {
                    fail(path + ".count", "expected a count of at most \(LayoutLimits.groupCount), got \(count)")
                }
                if group.subitems.count > 1 {
                    fail(path + ".subitems", "expected exactly one subitem with count, got \(group.subitems.count)")
                }
            }
            for (index, element) in group.subitems.enumerated() {
                let childPath = path + ".subitems[\(index)]"
                switch element {
                case .item(let item):
                    check(item.size, childPath, allowsUniform: true)
                    check(item.contentInsets, childPath + ".contentInsets")
                    check(item.edgeSpacing, childPath + ".edgeSpacing")
                    checkAnchored(item.supplementaries, childPath + ".supplementaries", reserved: reserved)
                case .group(let nested):
                    check(nested, childPath, itemCount: itemCount, reserved: reserved)
                }
            }
        }
    }

    private mutating func checkBoundaries(_ boundaries: [BoundarySupplementary], _ path: String, reserved: Set<String>)
    {
        var kinds = reserved
        for (index, boundary) in boundaries.enumerated() {
            let itemPath = path + "[\(index)]"
            checkKind(boundary.kind, itemPath + ".kind", seen: &kinds)
            check(boundary.size, itemPath)
            check(boundary.contentInsets, itemPath + ".contentInsets")
            checkFinite(boundary.offset.x, itemPath + ".offset.x", what: "offset")
            checkFinite(boundary.offset.y, itemPath + ".offset.y", what: "offset")
        }
    }

    private mutating func checkAnchored(_ badges: [AnchoredSupplementary], _ path: String, reserved: Set<String>) {
        var kinds = reserved
        for (index, badge) in badges.enumerated() {
            let itemPath = path + "[\(index)]"
            checkKind(badge.kind, itemPath + ".kind", seen: &kinds)
            check(badge.size, itemPath)
            check(badge.containerAnchor, itemPath + ".anchor")
            if let itemAnchor = badge.itemAnchor { check(itemAnchor, itemPath + ".itemAnchor") }
        }
    }

    private mutating func checkKind(_ kind: String, _ path: String, seen: inout Set<String>) {
        if kind.isEmpty {
            fail(path, "expected a non-empty kind such as \"badge\"")
        } else if !seen.insert(kind).inserted {
            fail(path, "duplicate kind \"\(kind)\" in this section; kinds are unique in a section")
        }
    }

    private mutating func check(_ anchor: SupplementaryAnchor, _ path: String) {
        checkFinite(anchor.offset.x, path + ".offset.x", what: "offset")
        checkFinite(anchor.offset.y, path + ".offset.y", what: "offset")
        if anchor.edges.contains(.top) && anchor.edges.contains(.bottom) {
            fail(path + ".edges", "expected at most one of top and bottom, such as top with trailing for a corner")
        }
        if anchor.edges.contains(.leading) && anchor.edges.contains(.trailing) {
            fail(
                path + ".edges", "expected at most one of leading and trailing, such as top with trailing for a corner")
        }
    }

    private mutating func check(_ size: LayoutSize, _ path: String, allowsUniform: Bool = false) {
        check(size.width, path + ".width", allowsUniform: allowsUniform)
        check(size.height, path + ".height", allowsUniform: allowsUniform)
    }

    /// `uniformAcrossSiblings` sizes items only (docs/spec/layout.md §8.1 rule 3; decisions.md).
    mutating func check(_ dimension: Dimension, _ path: String, allowsUniform: Bool = false) {
        switch dimension {
        case .uniformAcrossSiblings(let value):
            if !allowsUniform {
                fail(
                    path,
                    "uniformAcrossSiblings sizes items only; use estimated(\(NumberText.format(value))) here")
            } else if !(value.isFinite && value >= 0) {
                fail(path, "expected a non-negative estimate, got \(NumberText.format(value))")
            }
        case .fractionalWidth(let value), .fractionalHeight(let value):
            if !(value.isFinite && value >= 0) {
                fail(path, "expected a non-negative fraction, got \(NumberText.format(value))")
            }
        case .absolute(let value):
            checkSize(value, path)
        case .estimated(let value):
            if !(value.isFinite && value >= 0) {
                fail(path, "expected a non-negative estimate, got \(NumberText.format(value))")
            }
        }
    }

    private mutating func checkSize(_ value: Double, _ path: String) {
        if !(value.isFinite && value >= 0) {
            fail(path, "expected a non-negative size, got \(NumberText.format(value))")
        }
    }

    private mutating func check(_ insets: EdgeInsets, _ path: String) {
        let sides = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
            ("trailing", insets.trailing),
        ]
        for (name, value) in sides where !(value.isFinite && value >= 0) {
            fail(path + "." + name, "expected an inset of 0 or more such as 16, got \(NumberText.format(value))")
        }
    }

    private mutating func check(_ edges: EdgeSpacing, _ path: String) {
        let sides = [
            ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing),
            ("bottom", edges.bottom),
        ]
        for (name, spacing) in sides {
            if let spacing { check(spacing, path + "." + name, allowsNegative: false) }
        }
    }

    /// Fixed spacing between subitems may be negative (they overlap, docs/spec/layout.md §9); a minimum may not.
    private mutating func check(_ spacing: Spacing, _ path: String, allowsNegative: Bool) {
        let value = spacing.minimum
        if !value.isFinite {
            fail(path, "expected a finite spacing, got \(NumberText.format(value))")
        } else if value < 0 && (spacing.isFlexible || !allowsNegative) {
            fail(path, "expected a spacing of 0 or more such as 8, got \(NumberText.format(value))")
        }
    }

    private mutating func checkFinite(_ value: Double, _ path: String, what: String) {
        if !value.isFinite { fail(path, "expected a finite \(what), got \(NumberText.format(value))") }
    }
}
