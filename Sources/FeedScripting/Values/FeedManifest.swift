import FeedJSON
import FeedLayout

/// What `feed.lua` returns: the section order and the feed-wide layout configuration (docs/spec/contract.md §3).
package struct FeedManifest: Hashable, Sendable {
    /// Section ids in feed order; nil when `feed.lua` names none (sections then run in file-name order).
    package var sections: [String]?
    package var configuration: LayoutConfiguration
    /// The payloads of the feed's own header and footer (`headerPayload`, `footerPayload`), shown with their frames.
    package var headerPayload: JSONObject?
    package var footerPayload: JSONObject?

    package init(
        sections: [String]? = nil, configuration: LayoutConfiguration = LayoutConfiguration(),
        headerPayload: JSONObject? = nil, footerPayload: JSONObject? = nil
    ) {
        self.sections = sections
        self.configuration = configuration
        self.headerPayload = headerPayload
        self.footerPayload = footerPayload
    }
}
