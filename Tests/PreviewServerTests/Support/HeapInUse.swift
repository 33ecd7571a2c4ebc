import Glibc

/// The bytes malloc has handed out and not had back, in every arena: unlike resident memory, it counts a buffer
/// that was allocated but never written (calloc leaves fresh pages untouched).
///
/// Glibc's `malloc.h` is not part of Swift's Glibc module, so `malloc_info` is looked up by name; its XML report's
/// last totals give what `mallinfo` would: the arenas' size, less their free chunks, plus the mmapped blocks.
enum HeapInUse {
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    static func bytes() -> Int {
        guard let symbol = dlsym(nil, "malloc_info") else { return 0 }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let file = open_memstream(&buffer, &size) else { return 0 }
        _ = mallocInfo(0, file)
        fclose(file)
        defer { free(buffer) }
        guard let buffer else { return 0 }
        // The totals over every heap follow the last `</heap>`.
        let report = String(cString: buffer)
        let totals = report.components(after: "</heap>")
        return totals.size(of: "system type=\"current\"") - totals.size(of: "total type=\"fast\"")
            - totals.size(of: "total type=\"rest\"") + totals.size(of: "total type=\"mmap\"")
    }
}

extension String {
    /// The text after the last `marker` (all of it when there is none).
    fileprivate func components(after marker: String) -> Substring {
        guard let range = ranges(of: marker).last else { return self[...] }
        return self[range.upperBound...]
    }
}

extension Substring {
    /// The `size="N"` of the element that starts with `element`, 0 when absent.
    fileprivate func size(of element: String) -> Int {
        guard let start = firstRange(of: "<" + element) else { return 0 }
        let rest = self[start.upperBound...]
        guard let field = rest.firstRange(of: "size=\"") else { return 0 }
        return Int(rest[field.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
