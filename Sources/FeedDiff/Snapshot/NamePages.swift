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
        if key < headCount { return Self.same(head.span[key], name) }
        let paged = key &- headCount
        let pages = pages.span
        let page = pages[paged &>> Self.pageBits].span
        return Self.same(page[paged & (Self.pageSize - 1)], name)
    }

    /// How many names of `input` from `start` on are, in order, the names from `key` on: compared in place, a
    /// stretch of the first array or of one page at a time, whose span is taken once for the whole stretch
    /// rather than once per name (a rebuilt feed is mostly such runs).
    func run(of input: Span<String>, from start: Int, at key: Int) -> Int {
        var matched = 0
        while start &+ matched < input.count && key &+ matched < count {
            let position = key &+ matched
            let stretch: (matched: Int, complete: Bool)
            if position < headCount {
                stretch = Self.matching(head.span, from: position, input, from: start &+ matched)
            } else {
                let paged = position &- headCount
                let pages = pages.span
                let page = pages[paged &>> Self.pageBits].span
                stretch = Self.matching(page, from: paged & (Self.pageSize - 1), input, from: start &+ matched)
            }
            matched &+= stretch.matched
            guard stretch.complete else { break }
        }
        return matched
    }

    /// How many names of `names` from `index` on equal those of `input` from `start` on, in order, and whether
    /// they did up to the end of either.
    private static func matching(_ names: Span<String>, from index: Int, _ input: Span<String>, from start: Int)
        -> (matched: Int, complete: Bool)
    {
        let limit = min(names.count &- index, input.count &- start)
        var matched = 0
        // Not `matched < limit && same(...)`: a span captured by the `&&` autoclosure crashes the compiler.
        while matched < limit {
            guard same(names[index &+ matched], input[start &+ matched]) else { break }
            matched &+= 1
        }
        return (matched, matched == limit)
    }

    /// Whether two names are equal with the same number of UTF-8 bytes (see ``holds(_:at:)``). `==` first: two
    /// equal small strings are one compare of their bits, which the lengths would only follow.
    @inline(__always)
    private static func same(_ name: String, _ other: String) -> Bool {
        name == other && name.utf8.count == other.utf8.count
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
