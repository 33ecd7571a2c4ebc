import FeedLayout

/// What `feed.lua` returns: the section order and the feed-wide layout configuration (CONTRACT §3).
public struct FeedManifest: Hashable, Sendable {
    /// Section ids in feed order; nil when `feed.lua` names none (sections then run in file-name order).
    public var sections: [String]?
    public var configuration: LayoutConfiguration

    public init(sections: [String]? = nil, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.sections = sections
        self.configuration = configuration
    }
}
