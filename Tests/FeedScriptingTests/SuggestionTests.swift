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
        #expect(DSLSchema.table(.list).field("appearance")?.kind == .choice(["plain", "grouped", "insetGrouped"]))
    }
}
