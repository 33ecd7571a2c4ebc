/// Why a pattern operation stopped.
enum PatternFailure: Error {
    /// The pattern is malformed (the message is Lua's wording).
    case malformed(String)
    /// The match used up the steps it was allowed.
    case budget
    /// A checkpoint between slices of steps found that the run must stop (its time is up, or it was cancelled).
    case stopped
}

/// A Lua 5.4 pattern matcher (manual §6.4.1) over raw bytes that counts its steps.
///
/// Lua's own matcher is one C call the count hook cannot interrupt, so `("a"):rep(3e4):find(".-.-.-b")` would
/// run for hours; this one charges every step to the script's instruction budget instead.
struct PatternMatcher {
    /// A capture: start offset and length, or one of the two markers.
    struct Capture {
        static let unfinished = -1
        static let position = -2
        var start: Int
        var length: Int
    }

    let subject: UnsafeBufferPointer<UInt8>
    let pattern: UnsafeBufferPointer<UInt8>
    var captures: [Capture] = []
    /// Steps left in the current slice; the budget is handed out a slice at a time (`refill()`).
    var steps: Int
    /// Steps of the budget beyond the current slice.
    private var reserve: Int
    /// Called between slices: whether the run may go on (a time limit or a cancellation stops a long match that
    /// the budget alone would let run for seconds).
    private let checkpoint: () -> Bool
    private var depth = 0

    /// Steps between checkpoints: about 15 ms of matching in a release build.
    static let slice = 1 << 20

    static let maximumCaptures = 32
    static let maximumDepth = 200

    init(
        subject: UnsafeBufferPointer<UInt8>, pattern: UnsafeBufferPointer<UInt8>, steps: Int,
        checkpoint: @escaping () -> Bool = { true }
    ) {
        self.subject = subject
        self.pattern = pattern
        self.steps = min(steps, Self.slice)
        reserve = steps - self.steps
        self.checkpoint = checkpoint
    }

    /// The steps of the budget not used yet.
    var stepsLeft: Int { max(0, steps) + reserve }

    /// Charges `count` steps; past the slice, takes the next one once the checkpoint lets the run go on, or throws
    /// when the budget is spent or the run must stop.
    @inline(__always)
    mutating func spend(_ count: Int) throws(PatternFailure) {
        steps -= count
        if steps < 0 { try refill() }
    }

    private mutating func refill() throws(PatternFailure) {
        while steps < 0 {
            guard reserve > 0 else { throw .budget }
            guard checkpoint() else { throw .stopped }
            let next = min(reserve, Self.slice)
            reserve -= next
            steps += next
        }
    }

    /// What a capture holds: a range of the subject, or a position (`()`).
    enum CaptureValue {
        case bytes(Range<Int>)
        case position(Int)
    }

    /// Capture `index` of the last match, or the whole match `whole` for index 0 of a pattern without captures.
    func capture(_ index: Int, whole: Range<Int>?) throws(PatternFailure) -> CaptureValue {
        guard index < captures.count else {
            guard index == 0, let whole else { throw .malformed("invalid capture index %\(index + 1)") }
            return .bytes(whole)
        }
        let capture = captures[index]
        switch capture.length {
        case Capture.unfinished: throw .malformed("unfinished capture")
        case Capture.position: return .position(capture.start + 1)
        default: return .bytes(capture.start..<(capture.start + capture.length))
        }
    }

    /// Forgets the captures of the previous attempt.
    mutating func reset() {
        captures.removeAll(keepingCapacity: true)
        depth = 0
    }

    private mutating func tick() throws(PatternFailure) {
        try spend(1)
    }

    /// Matches the pattern from offset `p` against the subject from `s`; the end of the match, or nil.
    mutating func match(_ s: Int, _ p: Int) throws(PatternFailure) -> Int? {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw .malformed("pattern too complex") }
        var s = s
        var p = p
        while true {
            try tick()
            guard p < pattern.count else { return s }
            switch pattern[p] {
            case UInt8(ascii: "("):
                if p + 1 < pattern.count, pattern[p + 1] == UInt8(ascii: ")") {
                    return try startCapture(s, p + 2, length: Capture.position)
                }
                return try startCapture(s, p + 1, length: Capture.unfinished)
            case UInt8(ascii: ")"):
                return try endCapture(s, p + 1)
            case UInt8(ascii: "$") where p + 1 == pattern.count:
                return s == subject.count ? s : nil
            case UInt8(ascii: "%") where p + 1 < pattern.count && pattern[p + 1] == UInt8(ascii: "b"):
                guard let end = try matchBalance(s, p + 2) else { return nil }
                s = end
                p += 4
                continue
            case UInt8(ascii: "%") where p + 1 < pattern.count && pattern[p + 1] == UInt8(ascii: "f"):
                p += 2
                guard p < pattern.count, pattern[p] == UInt8(ascii: "[") else {
                    throw .malformed("missing '[' after '%f' in pattern")
                }
                let end = try classEnd(p)
                let previous: UInt8 = s == 0 ? 0 : subject[s - 1]
                let current: UInt8 = s < subject.count ? subject[s] : 0
                guard !matchSet(previous, p, end - 1), matchSet(current, p, end - 1) else { return nil }
                p = end
                continue
            case UInt8(ascii: "%")
            where p + 1 < pattern.count && pattern[p + 1] >= UInt8(ascii: "0") && pattern[p + 1] <= UInt8(ascii: "9"):
                guard let end = try matchCapture(s, Int(pattern[p + 1])) else { return nil }
                s = end
                p += 2
                continue
            default:
                break
            }
            let end = try classEnd(p)
            let matches = s < subject.count && singleMatch(subject[s], p, end)
            let suffix: UInt8 = end < pattern.count ? pattern[end] : 0
            switch suffix {
            case UInt8(ascii: "?"):
                if matches, let result = try match(s + 1, end + 1) { return result }
                p = end + 1
            case UInt8(ascii: "+"):
                return matches ? try maxExpand(s + 1, p, end) : nil
            case UInt8(ascii: "*"):
                return try maxExpand(s, p, end)
            case UInt8(ascii: "-"):
                return try minExpand(s, p, end)
            default:
                guard matches else { return nil }
                s += 1
                p = end
            }
        }
    }

    private mutating func maxExpand(_ s: Int, _ p: Int, _ end: Int) throws(PatternFailure) -> Int? {
        var count = 0
        while s + count < subject.count, singleMatch(subject[s + count], p, end) {
            try tick()
            count += 1
        }
        while count >= 0 {
            if let result = try match(s + count, end + 1) { return result }
            count -= 1
        }
        return nil
    }

    private mutating func minExpand(_ s: Int, _ p: Int, _ end: Int) throws(PatternFailure) -> Int? {
        var s = s
        while true {
            if let result = try match(s, end + 1) { return result }
            guard s < subject.count, singleMatch(subject[s], p, end) else { return nil }
            s += 1
        }
    }

    private mutating func startCapture(_ s: Int, _ p: Int, length: Int) throws(PatternFailure) -> Int? {
        guard captures.count < Self.maximumCaptures else { throw .malformed("too many captures") }
        captures.append(Capture(start: s, length: length))
        if let result = try match(s, p) { return result }
        captures.removeLast()
        return nil
    }

    private mutating func endCapture(_ s: Int, _ p: Int) throws(PatternFailure) -> Int? {
        guard let open = captures.lastIndex(where: { $0.length == Capture.unfinished }) else {
            throw .malformed("invalid pattern capture")
        }
        captures[open].length = s - captures[open].start
        if let result = try match(s, p) { return result }
        captures[open].length = Capture.unfinished
        return nil
    }

    private mutating func matchBalance(_ s: Int, _ p: Int) throws(PatternFailure) -> Int? {
        guard p + 1 < pattern.count else { throw .malformed("malformed pattern (missing arguments to '%b')") }
        guard s < subject.count, subject[s] == pattern[p] else { return nil }
        let open = pattern[p]
        let close = pattern[p + 1]
        var level = 1
        var index = s + 1
        while index < subject.count {
            try tick()
            let byte = subject[index]
            if byte == close {
                level -= 1
                if level == 0 { return index + 1 }
            } else if byte == open {
                level += 1
            }
            index += 1
        }
        return nil
    }

    private mutating func matchCapture(_ s: Int, _ digit: Int) throws(PatternFailure) -> Int? {
        let index = digit - Int(UInt8(ascii: "1"))
        guard index >= 0, index < captures.count, captures[index].length != Capture.unfinished else {
            throw .malformed("invalid capture index %\(index + 1)")
        }
        let capture = captures[index]
        guard capture.length != Capture.position else { return nil }
        let length = capture.length
        guard subject.count - s >= length else { return nil }
        try spend(length)
        for offset in 0..<length where subject[capture.start + offset] != subject[s + offset] { return nil }
        return s + length
    }

    /// The offset just past the single-character class at `p`.
    private func classEnd(_ p: Int) throws(PatternFailure) -> Int {
        var p = p
        let byte = pattern[p]
        p += 1
        if byte == UInt8(ascii: "%") {
            guard p < pattern.count else { throw .malformed("malformed pattern (ends with '%')") }
            return p + 1
        }
        guard byte == UInt8(ascii: "[") else { return p }
        if p < pattern.count, pattern[p] == UInt8(ascii: "^") { p += 1 }
        repeat {
            guard p < pattern.count else { throw .malformed("malformed pattern (missing ']')") }
            let current = pattern[p]
            p += 1
            if current == UInt8(ascii: "%") {
                guard p < pattern.count else { throw .malformed("malformed pattern (missing ']')") }
                p += 1
            }
        } while p >= pattern.count || pattern[p] != UInt8(ascii: "]")
        return p + 1
    }

    /// Whether `byte` matches the single-character class `pattern[p..<end]`.
    private func singleMatch(_ byte: UInt8, _ p: Int, _ end: Int) -> Bool {
        switch pattern[p] {
        case UInt8(ascii: "."): return true
        case UInt8(ascii: "%"): return Self.matchClass(byte, pattern[p + 1])
        case UInt8(ascii: "["): return matchSet(byte, p, end - 1)
        default: return pattern[p] == byte
        }
    }

    /// Whether `byte` is in the set `pattern[p...close]`, `p` at `[` and `close` at `]`.
    private func matchSet(_ byte: UInt8, _ p: Int, _ close: Int) -> Bool {
        var p = p + 1
        var negate = false
        if pattern[p] == UInt8(ascii: "^") {
            negate = true
            p += 1
        }
        while p < close {
            if pattern[p] == UInt8(ascii: "%") {
                p += 1
                if Self.matchClass(byte, pattern[p]) { return !negate }
                p += 1
            } else if pattern[p + 1] == UInt8(ascii: "-"), p + 2 < close {
                if pattern[p] <= byte, byte <= pattern[p + 2] { return !negate }
                p += 3
            } else {
                if pattern[p] == byte { return !negate }
                p += 1
            }
        }
        return negate
    }

    /// Whether `byte` is in the class named by `letter` (`a`, `d`, `s`…, and the deprecated `z`; upper case
    /// complements), C locale.
    static func matchClass(_ byte: UInt8, _ letter: UInt8) -> Bool {
        let isUpper = byte >= 65 && byte <= 90
        let isLower = byte >= 97 && byte <= 122
        let isDigit = byte >= 48 && byte <= 57
        let isAlpha = isUpper || isLower
        let isPunct = byte >= 33 && byte <= 126 && !isAlpha && !isDigit
        let result: Bool
        switch letter | 0x20 {
        case UInt8(ascii: "a"): result = isAlpha
        case UInt8(ascii: "c"): result = byte < 32 || byte == 127
        case UInt8(ascii: "d"): result = isDigit
        case UInt8(ascii: "g"): result = byte >= 33 && byte <= 126
        case UInt8(ascii: "l"): result = isLower
        case UInt8(ascii: "p"): result = isPunct
        case UInt8(ascii: "s"): result = byte == 32 || (byte >= 9 && byte <= 13)
        case UInt8(ascii: "u"): result = isUpper
        case UInt8(ascii: "w"): result = isAlpha || isDigit
        case UInt8(ascii: "z"): result = byte == 0
        case UInt8(ascii: "x"):
            result = isDigit || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
        default: return letter == byte
        }
        return (letter >= 65 && letter <= 90) ? !result : result
    }
}
