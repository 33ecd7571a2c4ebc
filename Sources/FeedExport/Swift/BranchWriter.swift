/// Writes the test that picks a section's variant from what UIKit hands the section provider.
struct BranchWriter {
    var plan: BranchPlan
    var variants: [ExportVariant]
    var index: Int

    func call(_ variant: Int) -> String { "section\(index)Variant\(variant)(environment)" }

    /// `iphone-se, iphone (375×667, 390×844)`: the environments a variant came from.
    static func presetList(_ variant: ExportVariant) -> String {
        let names = variant.environments.map(\.name).joined(separator: ", ")
        let sizes = variant.environments.map {
            SwiftLiteral.number($0.environment.width) + "x" + SwiftLiteral.number($0.environment.height)
        }
        return "From " + names + " (" + sizes.joined(separator: ", ") + ")."
    }

    func write(into code: inout SwiftCode) {
        switch plan {
        case .single:
            code.line("return \(call(0))")
        case .sizeClass(let regular, let compact):
            code.block("if environment.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClass.regular") {
                code in
                code.line("return \(call(regular))")
            }
            code.line("return \(call(compact))")
        case .widths(let thresholds, let last):
            code.line("let width = environment.container.effectiveContentSize.width")
            for (threshold, variant) in thresholds {
                code.line("if width < \(SwiftLiteral.number(threshold)) { return \(call(variant)) }")
            }
            code.line("return \(call(last))")
        case .exact(let samples, let fallback):
            code.line("let size = environment.container.effectiveContentSize")
            code.line("let scale = environment.traitCollection.displayScale")
            for sample in samples {
                let test =
                    "size.width == \(SwiftLiteral.number(sample.width)) && size.height == "
                    + "\(SwiftLiteral.number(sample.height)) && scale == \(SwiftLiteral.number(sample.scale))"
                code.line("if \(test) { return \(call(sample.variant)) }")
            }
            code.line("return \(call(fallback))")
        }
    }
}
