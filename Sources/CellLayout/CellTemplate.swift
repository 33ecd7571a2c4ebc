import FeedLayout
import TextShaping

/// A cell's content as a section script describes it: views in a tree under the cell's content view and
/// constraints between their anchors, in SnapKit's vocabulary (docs/reference.md, "Cell templates").
///
/// The template is the structure only; texts bound to item fields are filled in per item (`CellTemplateSolver`).
package struct CellTemplate: Hashable, Sendable {
    /// The template's name (its key in the provider's `cells`, or `cell`).
    package var name: String
    /// The script and line that built it, for messages.
    package var script: String
    package var line: Int?
    /// Views in creation order; a view's parent comes before it.
    package var views: [CellView]
    package var constraints: [CellConstraint]

    package init(name: String, script: String, line: Int?, views: [CellView], constraints: [CellConstraint]) {
        self.name = name
        self.script = script
        self.line = line
        self.views = views
        self.constraints = constraints
    }

    /// "featured.lua:12" or the script alone.
    package var location: String { line.map { "\(script):\($0)" } ?? script }
}

/// One view of a template.
package struct CellView: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case label, image, button, hstack, vstack, spacer, view
    }

    package var name: String
    package var kind: Kind
    /// Index of the superview in the template's views; nil for the cell's content view.
    package var parent: Int?
    /// Whether the view is an arranged subview of its parent stack.
    package var isArranged: Bool
    package var line: Int?

    /// Label text or button title.
    package var text: CellText?
    package var font: CellFont
    /// 0 = as many as needed (labels).
    package var numberOfLines: Int
    package var textAlignment: TextAlignment
    /// Stacks.
    package var spacing: Double
    package var alignment: StackAlignment
    package var distribution: StackDistribution
    /// Padding around a button's title.
    package var contentInsets: EdgeInsets
    /// Content hugging and compression resistance priorities (horizontal, vertical).
    package var hugging: AxisPair
    package var compressionResistance: AxisPair
    /// Drawing hints passed to the output untouched: `color`, `cornerRadius`, `style`, `symbol`.
    package var appearance: [String: String]

    package init(name: String, kind: Kind, parent: Int? = nil, isArranged: Bool = false, line: Int? = nil) {
        self.name = name
        self.kind = kind
        self.parent = parent
        self.isArranged = isArranged
        self.line = line
        self.text = nil
        self.font = .style(.body)
        self.numberOfLines = 1
        self.textAlignment = .natural
        self.spacing = 0
        self.alignment = .fill
        self.distribution = .fill
        self.contentInsets = kind == .button ? EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0) : EdgeInsets()
        let defaults = CellView.defaultPriorities(kind)
        self.hugging = defaults.hugging
        self.compressionResistance = defaults.compression
        self.appearance = [:]
    }

    /// UIKit's defaults: labels hug at 251, other views at 250; all resist compression at 750. A spacer hugs
    /// and resists at 1, so it is the first view a stack stretches or squeezes.
    static func defaultPriorities(_ kind: Kind) -> (hugging: AxisPair, compression: AxisPair) {
        switch kind {
        case .label: return (AxisPair(251), AxisPair(750))
        case .spacer: return (AxisPair(1), AxisPair(1))
        default: return (AxisPair(250), AxisPair(750))
        }
    }

    /// Whether the view has an intrinsic content size (from its text).
    package var hasIntrinsicSize: Bool { kind == .label || kind == .button || kind == .spacer }

    package var isStack: Bool { kind == .hstack || kind == .vstack }

    /// Whether a content hugging or compression resistance priority is 1000, which makes it a required constraint.
    var hasRequiredContentPriority: Bool {
        [hugging.horizontal, hugging.vertical, compressionResistance.horizontal, compressionResistance.vertical]
            .contains { $0 >= 1000 }
    }
}

/// Where a label's text comes from.
package enum CellText: Hashable, Sendable {
    /// The same text for every item.
    case literal(String)
    /// The item's field of that name (`field "name"` in Lua); a missing field is an empty text.
    case field(String)
}

/// A label's font: a text style (scaled by the Dynamic Type size) or a fixed system font.
package enum CellFont: Hashable, Sendable {
    case style(TextStyle)
    case system(size: Double, weight: FontWeight)
}

package enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, left, center, right, justified
}

package enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, center, trailing, bottom
}

package enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, equalSpacing
}

/// A priority per axis.
package struct AxisPair: Hashable, Sendable {
    package var horizontal: Double
    package var vertical: Double

    package init(_ both: Double) {
        self.horizontal = both
        self.vertical = both
    }

    package init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
