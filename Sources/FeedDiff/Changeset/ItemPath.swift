/// The position of an item: its section's index and its index inside that section.
///
/// The engine's own spelling of a collection view's index path (named so it never clashes with Foundation's
/// `IndexPath` in modules that import both). Ordered section first, then item.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item inside its section.
    public var item: Int

    /// Creates a path from a section index and an item index.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, the form docs/spec/contract.md §5 prints.
    public var description: String { "[\(section), \(item)]" }
}
