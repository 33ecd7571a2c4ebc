/// The names of an identifier table by key: the names a fresh table was filled with, as one array, then the
/// names added later in pages of 4,096.
///
/// The first array is the caller's own when a snapshot is built from an `[String]` of ids: shared, not copied,
/// so filling a table copies no name, and releasing the table releases one buffer instead of every name in it
/// (which the runtime does one generic call per element). A snapshot built `sharingIdentifiersWith:` another
/// extends a copy of its table; kept in one growing array, every name would be copied (and later released twice)
/// on the first append; in pages, the copy shares the first array and every full page and copies only the list
/// of pages and the last page.
struct NamePages: Sendable {
    private var head: [String] = []
    /// `head.count`, kept so a lookup need not read the array's header.
    private var headCount = 0
    private var pages: ContiguousArray<ContiguousArray<String>> = []
    /// The number of names.
    private(set) var count = 0

    private static let pageBits = 12
    private static let pageSize = 1 << pageBits

    /// The name of `key`.
    @inline(__always)
    subscript(key: Int) -> String {
        if key < headCount { return head[key] }
        let paged = key &- headCount
        return pages[paged &>> Self.pageBits][paged & (Self.pageSize - 1)]
    }

    /// Whether the name of `key` is `name` with the same number of UTF-8 bytes, read in place (a copy of the
    /// name would cost a retain and a release).
    @inline(__always)
    func holds(_ name: String, at key: Int) -> Bool {
        if key < headCount {
            let head = head.span
            return head[key].utf8.count == name.utf8.count && head[key] == name
        }
        let paged = key &- headCount
        let pages = pages.span
        let page = pages[paged &>> Self.pageBits].span
        let index = paged & (Self.pageSize - 1)
        return page[index].utf8.count == name.utf8.count && page[index] == name
    }

    /// Starts an empty list with `names`, shared as they are.
    mutating func start(with names: [String]) {
        precondition(count == 0, "NamePages.start(with:) on a list that holds names")
        head = names
        headCount = names.count
        count = names.count
    }

    mutating func append(_ name: String) {
        if (count &- headCount) & (Self.pageSize - 1) == 0 {
            var page = ContiguousArray<String>()
            page.reserveCapacity(Self.pageSize)
            pages.append(page)
        }
        pages[pages.count - 1].append(name)
        count += 1
    }

    /// Room for `total` names in the list of pages.
    mutating func reserveCapacity(_ total: Int) {
        pages.reserveCapacity(max(0, total - headCount + Self.pageSize - 1) &>> Self.pageBits)
    }
}
