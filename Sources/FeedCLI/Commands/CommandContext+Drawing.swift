import FeedHost

extension CommandContext {
    /// The SVG or HTML drawing of `document`, for `--format svg|html`.
    func drawing(_ document: FeedDocument) -> [UInt8] {
        options.format == .html
            ? HTMLRenderer(bars: options.bars).render(document) : SVGRenderer(bars: options.bars).render(document)
    }
}
