import FeedHost

/// The named screens of docs/spec/contract.md §4 (`--device`), offered by the page's device picker and `?device=NAME`.
package enum PreviewDevice {
    /// The presets in the order the picker lists them.
    package static let all: [HTMLRenderer.Device] = [
        HTMLRenderer.Device(name: "iphone-se", width: 375, height: 667),
        HTMLRenderer.Device(name: "iphone", width: 390, height: 844),
        HTMLRenderer.Device(name: "iphone-pro-max", width: 430, height: 932),
        HTMLRenderer.Device(name: "ipad", width: 820, height: 1180),
        HTMLRenderer.Device(name: "ipad-landscape", width: 1180, height: 820),
    ]

    /// The preset called `name`, if there is one.
    package static func named(_ name: String) -> HTMLRenderer.Device? {
        all.first { $0.name == name }
    }
}
