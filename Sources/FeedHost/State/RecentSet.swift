/// A set that holds at most `capacity` members, forgetting the one added longest ago to make room: for what a
/// long process remembers per path, which must not grow with every path it ever meets.
struct RecentSet<Element: Hashable> {
    let capacity: Int
    private var members: Set<Element> = []
    /// The members in the order they were added, oldest at `oldest`: a ring, so a full set drops one in O(1).
    private var order: [Element] = []
    private var oldest = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a RecentSet holds at least one member")
        self.capacity = capacity
    }

    var count: Int { members.count }

    /// Adds `element`, forgetting the oldest member when full; false when it was there already (it is then not
    /// made newer: a path swept once is not swept again only for being met often).
    mutating func insert(_ element: Element) -> Bool {
        guard members.insert(element).inserted else { return false }
        if order.count < capacity {
            order.append(element)
        } else {
            members.remove(order[oldest])
            order[oldest] = element
            oldest = (oldest + 1) % capacity
        }
        return true
    }
}
