/// The names of an identifier table by key, in pages of 4,096.
///
/// A snapshot built `sharingIdentifiersWith:` another extends a copy of its table. Kept in one array, every name
/// would be copied (and later released twice) on the first append; in pages, the copy shares every full page
/// and copies only the list of pages and the last page.
struct NamePages: Sendable {
    private var pages: ContiguousArray<ContiguousArray<String>> = []
    /// The number of names.
    private(set) var count = 0

    private static let pageBits = 12
    private static let pageSize = 1 << pageBits

    /// The name of `key`.
    @inline(__always)
    subscript(key: Int) -> String {
        pages[key &>> Self.pageBits][key & (Self.pageSize - 1)]
    }

    mutating func append(_ name: String) {
        startPageIfFull()
        pages[pages.count - 1].append(name)
        count += 1
    }

    /// Appends names a page at a time.
    mutating func append(contentsOf names: some Collection<String>) {
        var start = names.startIndex
        while start != names.endIndex {
            startPageIfFull()
            let room = Self.pageSize - (count & (Self.pageSize - 1))
            let end = names.index(start, offsetBy: room, limitedBy: names.endIndex) ?? names.endIndex
            pages[pages.count - 1].append(contentsOf: names[start..<end])
            count += names.distance(from: start, to: end)
            start = end
        }
    }

    /// Starts a new page when the last one is full (or there is none).
    private mutating func startPageIfFull() {
        guard count & (Self.pageSize - 1) == 0 else { return }
        var page = ContiguousArray<String>()
        page.reserveCapacity(Self.pageSize)
        pages.append(page)
    }

    /// Room for `total` names in the list of pages.
    mutating func reserveCapacity(_ total: Int) {
        pages.reserveCapacity((total + Self.pageSize - 1) &>> Self.pageBits)
    }
}
