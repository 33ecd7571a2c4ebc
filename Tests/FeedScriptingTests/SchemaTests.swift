import FeedScripting
import Testing

@Suite("Schema registry")
struct SchemaTests {
    @Test func everyConstructedKindHasAConstructorAndFields() {
        for kind in DSLTableKind.allCases {
            let schema = DSLSchema.table(kind)
            #expect(schema.kind == kind)
            #expect(!schema.fields.isEmpty)
            #expect(Set(schema.fieldNames).count == schema.fields.count, "duplicate key in \(kind)")
        }
        #expect(DSLSchema.tables.compactMap(\.kind.constructor).count == 9)
    }

    @Test func enumStringsComeFromTheModel() {
        #expect(
            DSLSchema.table(.section).field("orthogonalScrolling")?.kind
                == .choice([
                    "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
                    "groupPagingCentered",
                ]))
        #expect(
            DSLSchema.table(.list).field("appearance")?.kind
                == .choice(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]))
        #expect(
            DSLSchema.table(.list).field("headerMode")?.kind
                == .choice(["none", "supplementary", "firstItemInSection"]))
    }
}

@Suite("Lua Language Server annotations from the registry")
struct LuaAnnotationTests {
    let text = DSLSchema.luaAnnotations()

    @Test func everyConstructorAndFieldIsAnnotated() {
        for schema in DSLSchema.tables {
            #expect(text.contains("---@class \(schema.kind.luaClassName)\n"))
            for field in schema.fields {
                #expect(text.contains("---@field \(field.name)\(field.isRequired ? "" : "?") "), "\(field.name)")
            }
            if let constructor = schema.kind.constructor {
                #expect(text.contains("function \(constructor)(fields) end"))
            }
        }
        for constructor in DSLSchema.valueConstructors {
            #expect(text.contains("function \(constructor.name)(value) end"))
        }
    }

    @Test func typesFollowTheFieldKinds() {
        #expect(
            text.contains("---@field subitems? (FeedItem|FeedHorizontalGroup|FeedVerticalGroup|FeedCustomGroup)[] "))
        #expect(
            text.contains(
                "---@field appearance? \"plain\"|\"grouped\"|\"insetGrouped\"|\"sidebar\"|\"sidebarPlain\" The list style. "
                    + "Default: \"plain\"."))
        #expect(text.contains("---@field height FeedDimension The group's height.\n"))
    }
}
