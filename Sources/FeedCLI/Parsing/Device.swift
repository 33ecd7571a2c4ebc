/// The named screens of `--device`, in points (portrait unless named otherwise).
enum Device: String, CaseIterable, Sendable {
    case iphoneSE = "iphone-se"
    case iphone
    case iphoneProMax = "iphone-pro-max"
    case ipad
    case ipadLandscape = "ipad-landscape"

    var size: (width: Double, height: Double) {
        switch self {
        case .iphoneSE: return (375, 667)
        case .iphone: return (390, 844)
        case .iphoneProMax: return (430, 932)
        case .ipad: return (820, 1180)
        case .ipadLandscape: return (1180, 820)
        }
    }
}
