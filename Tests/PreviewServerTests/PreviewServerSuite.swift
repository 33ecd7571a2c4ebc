import FeedTestSupport
import Testing

/// The parent of every suite here: they run one at a time, so the descriptor counts of the load tests see only
/// their own sockets, and the servers do not compete for the two cores.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled)) struct PreviewServerSuite {}
