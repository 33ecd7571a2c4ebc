import FeedTestSupport

/// The runner of the built `feed` executable, shared with the export tests (it lives in FeedTestSupport).
typealias FeedBinary = FeedTestSupport.FeedBinary
