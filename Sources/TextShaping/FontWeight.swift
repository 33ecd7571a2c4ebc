/// `UIFont.Weight`'s named weights, lightest first, with the OpenType weight class of the stand-in font's file.
package enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The Inter file name suffix for the weight (Inter's files go Thin 100 … Black 900).
    var interStyle: String {
        switch self {
        case .ultraLight: return "Thin"
        case .thin: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }

    /// Whether the weight is drawn with the bold fallback file.
    var isBold: Bool { self >= .semibold }
}

extension FontWeight: Comparable {
    package static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A font as a label asks for it: the system font at a point size and weight.
package struct FontSpec: Hashable, Sendable {
    package var size: Double
    package var weight: FontWeight

    package init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}
