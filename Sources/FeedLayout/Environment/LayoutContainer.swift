/// The parts of `feed.lua`'s configuration that decide the container a section provider sees: which axis scrolls,
/// and which boundary the sections' content insets are measured from.
package struct ContainerSettings: Hashable, Sendable {
    package var scrollDirection: ScrollDirection
    package var contentInsetsReference: ContentInsetsReference

    package init(
        scrollDirection: ScrollDirection = .vertical, contentInsetsReference: ContentInsetsReference = .safeArea
    ) {
        self.scrollDirection = scrollDirection
        self.contentInsetsReference = contentInsetsReference
    }
}

extension LayoutConfiguration {
    package var containerSettings: ContainerSettings {
        ContainerSettings(scrollDirection: scrollDirection, contentInsetsReference: contentInsetsReference)
    }
}

/// `NSCollectionLayoutContainer` as a section provider sees it (docs/spec/layout.md §1.2): the whole container, and
/// the box the configuration's content-insets reference leaves across the scroll axis, the box a section following
/// that reference is laid out in.
package struct LayoutContainer: Hashable, Sendable {
    package var contentSize: Size
    /// The reference's insets across the scroll axis, on the pixel grid; zero along it, where the collection view's
    /// content inset moves the scroll offset instead.
    package var contentInsets: EdgeInsets
    package var effectiveContentSize: Size
}

extension LayoutEnvironment {
    /// The container a section provider sees under `settings`.
    package func container(_ settings: ContainerSettings) -> LayoutContainer {
        let insets = crossInsets(settings.contentInsetsReference, scrollDirection: settings.scrollDirection)
        return LayoutContainer(
            contentSize: Size(width: width, height: height), contentInsets: insets,
            effectiveContentSize: Size(
                width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom))
    }

    /// The insets of `reference` across `scrollDirection`'s scroll axis, each on the pixel grid, and zero along it
    /// (docs/spec/layout.md §1.2); `automatic` is the safe area, as on the configuration.
    package func crossInsets(_ reference: ContentInsetsReference, scrollDirection: ScrollDirection) -> EdgeInsets {
        let insets = insets(for: reference)
        let grid = PixelGrid(scale: scale)
        if scrollDirection == .vertical {
            return EdgeInsets(leading: grid.round(insets.leading), trailing: grid.round(insets.trailing))
        }
        return EdgeInsets(top: grid.round(insets.top), bottom: grid.round(insets.bottom))
    }
}
