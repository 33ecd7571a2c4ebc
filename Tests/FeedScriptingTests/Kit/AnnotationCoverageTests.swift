import FeedScripting
import Foundation
import Testing

/// docs/lua/feedengine.lua (the hand-written editor annotations) against the host's own field registry,
/// `DSLSchema`: every table and key the host accepts is annotated, with the same optionality and enum strings, and
/// nothing is annotated that the host would reject (issue 8).
@Suite struct AnnotationCoverageTests {
    static let file = LuaAnnotationFile(text: KitDocs.read("docs/lua/feedengine.lua"))

    /// The annotation class that describes each DSL table (the two linear groups share one).
    static func annotationClass(_ kind: DSLTableKind) -> String {
        switch kind {
        case .item: return "ItemSpec"
        case .horizontalGroup, .verticalGroup: return "GroupSpec"
        case .customGroup: return "CustomGroupSpec"
        case .section: return "SectionSpec"
        case .list: return "ListSpec"
        case .supplementary: return "SupplementarySpec"
        case .boundary: return "BoundarySpec"
        case .background: return "BackgroundSpec"
        case .insets: return "EdgeInsets"
        case .separatorInsets: return "SeparatorInsets"
        case .edgeSpacing: return "EdgeSpacing"
        case .anchor: return "AnchorSpec"
        case .offset: return "Point"
        case .customFrame: return "CustomFrame"
        case .measuredSize: return "Size"
        case .scrollEffects: return "ScrollEffects"
        case .effectRange: return "EffectRange"
        case .provider: return "SectionProvider"
        case .manifest: return "FeedManifest"
        }
    }

    /// What a constructor returns, as the annotations name it.
    static func resultClass(_ kind: DSLTableKind) -> String {
        switch kind {
        case .item: return "LayoutItem"
        case .horizontalGroup, .verticalGroup, .customGroup: return "LayoutGroup"
        case .section, .list: return "LayoutSection"
        case .supplementary: return "LayoutSupplementary"
        case .boundary: return "LayoutBoundary"
        case .background: return "LayoutDecoration"
        default: return annotationClass(kind)
        }
    }

    /// The annotation type expected for a kind, or nil where any spelling will do (functions, unions with
    /// functions, payload tables).
    static func expectedType(_ kind: DSLValueKind) -> String? {
        switch kind {
        case .number: return "number"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .string: return "string"
        case .dimension: return "Dimension"
        case .spacing: return "Spacing"
        case .table(let table): return annotationClass(table)
        case .constructed(let tables):
            let names = tables.map(resultClass).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return names.joined(separator: "|")
        case .array(let element): return expectedType(element).map { $0.contains("|") ? "(\($0))[]" : $0 + "[]" }
        case .choice, .function, .payload, .item, .either: return nil
        }
    }

    @Test(arguments: DSLTableKind.allCases)
    func everyKeyIsAnnotated(_ kind: DSLTableKind) throws {
        let name = Self.annotationClass(kind)
        let fields = try #require(Self.file.classes[name], "no ---@class \(name) for \(kind.displayName)")
        let schema = DSLSchema.table(kind)
        #expect(
            Set(fields.map(\.name)) == Set(schema.fieldNames),
            "\(name): annotated \(fields.map(\.name).sorted()), the host accepts \(schema.fieldNames.sorted())")
        for field in schema.fields {
            guard let annotated = fields.first(where: { $0.name == field.name }) else { continue }
            #expect(
                annotated.isOptional == !field.isRequired,
                "\(name).\(field.name) is \(field.isRequired ? "required" : "optional") in the host")
            if let type = Self.expectedType(field.kind) {
                #expect(
                    Self.expanded(annotated.type) == type,
                    "\(name).\(field.name): annotated \(annotated.type), expected \(type)")
            }
            if case .choice(let values) = field.kind {
                #expect(Self.strings(of: annotated.type) == Set(values), "\(name).\(field.name)")
            }
            if case .array(.choice(let values)) = field.kind {
                #expect(Self.strings(of: String(annotated.type.dropLast(2))) == Set(values), "\(name).\(field.name)")
            }
        }
    }

    @Test func everyConstructorIsDeclaredWithItsSpec() {
        for kind in DSLTableKind.allCases {
            guard let constructor = kind.constructor else { continue }
            #expect(Self.file.functions[constructor] == Self.annotationClass(kind), "function \(constructor)(spec)")
        }
        for constructor in DSLSchema.valueConstructors {
            #expect(Self.file.functions.keys.contains(constructor.name), "function \(constructor.name)")
        }
    }

    @Test func nothingIsDeclaredThatTheHostLacks() throws {
        let constructors = Set(DSLTableKind.allCases.compactMap(\.constructor))
        let values = Set(DSLSchema.valueConstructors.map(\.name))
        // `json.decode`, and the base, `os` and `string` functions the editor's own libraries no longer offer.
        let sandbox = try EditorLibraryTests.sandboxNames()
        let declared = Set(Self.file.functions.keys)
        let cells = Set(DSLSchema.cellFunctions)
        #expect(declared.subtracting(constructors).subtracting(values).subtracting(sandbox).subtracting(cells).isEmpty)
        #expect(cells.subtracting(declared).isEmpty, "cell DSL functions without annotations")
    }

    /// `plugins/.luarc.json` points the editor at the annotations, and the templates type their provider with them.
    @Test func editorFindsTheAnnotations() throws {
        let root = KitDocs.root
        let settings = try #require(FileManager.default.contents(atPath: root + "/plugins/.luarc.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: settings) as? [String: Any])
        let libraries = try #require(object["workspace.library"] as? [String])
        #expect(libraries.contains { FileManager.default.fileExists(atPath: root + "/plugins/\($0)/feedengine.lua") })
        #expect(Self.file.classes["SectionProvider"] != nil)
        for template in ["carousel", "grid", "list", "banner"] {
            let text = KitDocs.read("docs/templates/\(template).lua")
            #expect(text.contains("---@type SectionProvider\n"), "\(template).lua")
        }
    }

    /// A type with an alias of classes spelt out: `LayoutElement[]` → `(LayoutItem|LayoutGroup)[]`.
    static func expanded(_ type: String) -> String {
        let isArray = type.hasSuffix("[]")
        let base = isArray ? String(type.dropLast(2)) : type
        guard let definition = file.aliasDefinitions[base], !definition.contains("\"") else { return type }
        return isArray ? (definition.contains("|") ? "(\(definition))[]" : definition + "[]") : definition
    }

    /// The strings an annotation type allows: an alias's or a literal union's.
    static func strings(of type: String) -> Set<String> {
        file.aliases[type] ?? LuaAnnotationFile.literals(type)
    }
}
