/// What an item's object holds in a JSON encoding of the document.
package enum ItemMembers: Sendable {
    /// Every member of docs/spec/contract.md §5: `feed build --format json`, `feed watch` and the live page's
    /// events.
    case output
    /// The preview page's embedded data: without `index` (the item's place in its list, which the page reads from
    /// the list) and `hash` (which it never draws), and without `zIndex` where it is 0 (the page reads a missing
    /// one as 0). The two are about a third of a large feed's page, the zero `zIndex` another ninth, and the
    /// browser parses every byte before its first frame (issue 17: a 100k-item page opening within 1.5× a small
    /// one's time).
    case page
}
