import FeedLayout

/// Reflects descriptions and results across the diagonal (x ↔ y, width ↔ height, leading ↔ top), which turns a
/// horizontal layout into a vertical one and back (docs/spec/layout.md §3.4: "everything mirrors").
package struct ReferenceMirror {
    package init() {}

    package func flip(_ d: Dimension) -> Dimension {
        switch d {
        case .fractionalWidth(let f): return .fractionalHeight(f)
        case .fractionalHeight(let f): return .fractionalWidth(f)
        case .absolute, .estimated, .uniformAcrossSiblings: return d
        }
    }

    package func flip(_ s: LayoutSize) -> LayoutSize { LayoutSize(width: flip(s.height), height: flip(s.width)) }
    package func flip(_ s: Size) -> Size { Size(width: s.height, height: s.width) }
    package func flip(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
    package func flip(_ r: Rect) -> Rect { Rect(x: r.y, y: r.x, width: r.height, height: r.width) }

    package func flip(_ i: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom)
    }

    package func flip(_ e: EdgeSpacing) -> EdgeSpacing {
        EdgeSpacing(leading: e.top, top: e.leading, trailing: e.bottom, bottom: e.trailing)
    }

    package func flip(_ edge: RectEdge) -> RectEdge {
        switch edge {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        }
    }

    package func flip(_ a: BoundaryAlignment) -> BoundaryAlignment {
        switch a {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topLeading, .bottomTrailing: return a
        case .topTrailing: return .bottomLeading
        case .bottomLeading: return .topTrailing
        }
    }

    package func flip(_ a: SupplementaryAnchor) -> SupplementaryAnchor {
        SupplementaryAnchor(edges: a.edges.map(flip), offset: flip(a.offset), isFractional: a.isFractional)
    }

    package func flip(_ s: AnchoredSupplementary) -> AnchoredSupplementary {
        AnchoredSupplementary(
            kind: s.kind, size: flip(s.size), containerAnchor: flip(s.containerAnchor),
            itemAnchor: s.itemAnchor.map(flip), zIndex: s.zIndex)
    }

    package func flip(_ b: BoundarySupplementary) -> BoundarySupplementary {
        BoundarySupplementary(
            kind: b.kind, size: flip(b.size), alignment: flip(b.alignment), offset: flip(b.offset),
            extendsBoundary: b.extendsBoundary, pinToVisibleBounds: b.pinToVisibleBounds,
            contentInsets: flip(b.contentInsets), zIndex: b.zIndex)
    }

    package func flip(_ item: LayoutItem) -> LayoutItem {
        LayoutItem(
            size: flip(item.size), contentInsets: flip(item.contentInsets), edgeSpacing: flip(item.edgeSpacing),
            supplementaries: item.supplementaries.map(flip))
    }

    package func flip(_ element: LayoutElement) -> LayoutElement {
        switch element {
        case .item(let item): return .item(flip(item))
        case .group(let group): return .group(flip(group))
        }
    }

    package func flip(_ g: LayoutGroup) -> LayoutGroup {
        let direction: GroupDirection
        switch g.direction {
        case .horizontal: direction = .vertical
        case .vertical: direction = .horizontal
        case .custom: direction = .custom
        }
        return LayoutGroup(
            direction: direction, size: flip(g.size), subitems: g.subitems.map(flip), count: g.count,
            interItemSpacing: g.interItemSpacing, contentInsets: flip(g.contentInsets),
            edgeSpacing: flip(g.edgeSpacing), supplementaries: g.supplementaries.map(flip),
            customFrames: g.customFrames.map { CustomFrame(frame: flip($0.frame), zIndex: $0.zIndex) })
    }

    package func flip(_ s: LayoutSection) -> LayoutSection {
        LayoutSection(
            group: flip(s.group), contentInsets: flip(s.contentInsets), interGroupSpacing: s.interGroupSpacing,
            orthogonalScrolling: s.orthogonalScrolling, boundarySupplementaries: s.boundarySupplementaries.map(flip),
            decorations: s.decorations.map {
                BackgroundDecoration(kind: $0.kind, contentInsets: flip($0.contentInsets), zIndex: $0.zIndex)
            }, supplementariesFollowContentInsets: s.supplementariesFollowContentInsets,
            contentInsetsReference: s.contentInsetsReference,
            supplementaryContentInsetsReference: s.supplementaryContentInsetsReference)
    }
}
