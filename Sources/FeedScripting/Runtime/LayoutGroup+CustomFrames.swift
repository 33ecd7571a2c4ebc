import FeedLayout

extension LayoutGroup {
    /// Sets the custom frames of the group at `elementPath` (0-based subitem positions below this group; empty for
    /// this group). Paths come from decoding this same group, so a path that leads nowhere is a programmer error.
    mutating func setCustomFrames(_ frames: [CustomFrame], at elementPath: ArraySlice<Int>) {
        guard let first = elementPath.first else {
            customFrames = frames
            return
        }
        guard case .group(var child) = subitems[first] else {
            preconditionFailure("custom group path \(Array(elementPath)) does not lead to a group")
        }
        child.setCustomFrames(frames, at: elementPath.dropFirst())
        subitems[first] = .group(child)
    }

    /// The group at `elementPath`, or nil when the path leads nowhere.
    func group(at elementPath: ArraySlice<Int>) -> LayoutGroup? {
        guard let first = elementPath.first else { return self }
        guard subitems.indices.contains(first), case .group(let child) = subitems[first] else { return nil }
        return child.group(at: elementPath.dropFirst())
    }
}
