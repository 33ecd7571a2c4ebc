import FeedLayout

@testable import FeedHost

extension FeedState.ItemState {
    /// An item whose hash is given as a state file may spell it: 16 hex digits are their value, other text is
    /// hashed, as reading a file does.
    init(id: String, hash text: String, frame: Rect? = nil, parent: Int? = nil) {
        self.init(id: id, hash: FeedComparison.hashValue(text), frame: frame, parent: parent)
    }
}
