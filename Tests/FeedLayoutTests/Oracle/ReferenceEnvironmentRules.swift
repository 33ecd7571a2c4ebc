import FeedLayout
import LayoutOracleSupport

/// docs/spec/layout.md §1.2 and 6, written out plainly for the reference solver: which insets a content-insets
/// reference stands for across the scroll axis, and the right-to-left mirror image of a finished layout.
struct ReferenceEnvironmentRules {
    let environment: LayoutEnvironment
    let configuration: LayoutConfiguration

    /// The insets of `reference` across the scroll axis (left/right of a vertical layout, top/bottom of a horizontal
    /// one), each on the pixel grid; `automatic` is the configuration's reference, whose own `automatic` is the safe
    /// area.
    func crossInsets(_ reference: ContentInsetsReference) -> (leading: Double, trailing: Double) {
        var resolved = reference == .automatic ? configuration.contentInsetsReference : reference
        if resolved == .automatic { resolved = .safeArea }
        let vertical = configuration.scrollDirection == .vertical
        let grid = ReferencePixelGrid(scale: environment.scale)
        let safe = environment.safeArea
        let margins = environment.layoutMargins
        var leading = 0.0
        var trailing = 0.0
        switch resolved {
        case .automatic, .none: break
        case .safeArea:
            leading = vertical ? safe.leading : safe.top
            trailing = vertical ? safe.trailing : safe.bottom
        case .layoutMargins:
            leading = vertical ? margins.leading : margins.top
            trailing = vertical ? margins.trailing : margins.bottom
        case .readableContent:
            // 6.2: the margins' guide, at most the readable width wide, centred in it; heights are not narrowed.
            leading = vertical ? margins.leading : margins.top
            trailing = vertical ? margins.trailing : margins.bottom
            if vertical {
                let guide = environment.width - leading - trailing
                let readable = 672 * environment.traits.preferredContentSizeCategory.bodyPointSize / 17
                let extra = max(0, guide - readable.rounded()) / 2
                leading += extra
                trailing += extra
            }
        }
        return (grid.roundPx(leading), grid.roundPx(trailing))
    }

    /// What a section provider's `environment.container` reports (§1.2): the whole screen, and its effective size,
    /// the screen less the configuration reference's insets across the scroll axis (a vertical layout's sides, a
    /// horizontal one's top and bottom) — the box a section following that reference is laid out in.
    func container() -> (size: Size, insets: EdgeInsets, effective: Size) {
        let cross = crossInsets(.automatic)
        let vertical = configuration.scrollDirection == .vertical
        let insets =
            vertical
            ? EdgeInsets(leading: cross.leading, trailing: cross.trailing)
            : EdgeInsets(top: cross.leading, bottom: cross.trailing)
        let size = Size(width: environment.width, height: environment.height)
        let effective = Size(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        return (size, insets, effective)
    }

    /// The band a section's boundary items are placed in, from the container's leading edge: the boundary
    /// reference's box, less the section's side insets when they follow them (4.1). `section` is as the vertical
    /// solve sees it.
    func boundaryBand(_ section: LayoutSection) -> (start: Double, width: Double) {
        let named = section.supplementaryContentInsetsReference != .automatic
        let follow = section.supplementariesFollowContentInsets && !named
        let reference = crossInsets(section.supplementaryContentInsetsReference)
        // The section is in the vertical frame the oracle solves in (a horizontal layout's sections come flipped).
        let vertical = configuration.scrollDirection == .vertical
        let insets = section.contentInsets
        let near = follow ? insets.leading : 0
        let far = follow ? insets.trailing : 0
        let width = vertical ? environment.width : environment.height
        return (reference.leading + near, width - reference.leading - reference.trailing - near - far)
    }
}

extension ReferenceLayout {
    /// 6.3: a right-to-left layout is the left-to-right one reflected about its content width, x' = W − x − w;
    /// scroll sizes and rest offsets (distances from the row's start) stay.
    func mirroredRightToLeft() -> ReferenceLayout {
        let width = contentSize.width
        func flip(_ rect: Rect) -> Rect {
            Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
        }
        func flip(_ element: ReferenceElement) -> ReferenceElement {
            ReferenceElement(kind: element.kind, item: element.item, frame: flip(element.frame), zIndex: element.zIndex)
        }
        var copy = self
        copy.globalSupplementaries = globalSupplementaries.map(flip)
        copy.sections = sections.map { section in
            var mirrored = section
            mirrored.frame = flip(section.frame)
            mirrored.items = section.items.map(flip)
            mirrored.supplementaries = section.supplementaries.map(flip)
            mirrored.decorations = section.decorations.map(flip)
            return mirrored
        }
        return copy
    }

    /// Every frame of a section moved `dx` to the right (the section's content box start, 1.2).
    static func shift(_ section: ReferenceSection, by dx: Double) -> ReferenceSection {
        func move(_ element: ReferenceElement) -> ReferenceElement {
            var moved = element
            moved.frame.x += dx
            return moved
        }
        var copy = section
        copy.frame.x += dx
        copy.items = section.items.map(move)
        copy.supplementaries = section.supplementaries.map(move)
        copy.decorations = section.decorations.map(move)
        return copy
    }
}
