import FeedLayout

/// What a section's `layout` produced: a compositional section or a list configuration.
public enum SectionLayout: Hashable, Sendable {
    case section(LayoutSection)
    case list(ListConfiguration)
}
