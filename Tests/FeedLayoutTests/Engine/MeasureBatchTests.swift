import FeedLayout
import Testing

/// `LayoutSolver.solve(_:sizing:measuring:)`: each section's item requests come in one batch the host runs.
@Suite struct MeasureBatchTests {
    /// Two measured list sections around a fixed one, each with a self-sizing header.
    static let sections: [SectionInput] = {
        let row = Fixture.item(.fractionalWidth(1), .estimated(44))
        var measured = LayoutSection(group: Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [row]))
        var header = Fixture.header()
        header.size.height = .estimated(30)
        measured.boundarySupplementaries = [header]
        let fixed = LayoutSection(
            group: Fixture.group(.horizontal, .fractionalWidth(1), .absolute(50), [Fixture.item()]))
        return [
            SectionInput(measured, itemCount: 3), SectionInput(fixed, itemCount: 2),
            SectionInput(measured, itemCount: 4),
        ]
    }()

    /// What the host saw, in order: batch starts and ends, and requests (section, item or kind).
    final class Log: @unchecked Sendable {
        var events: [String] = []
    }

    @Test func eachSectionsItemsAreAskedInsideOneBatch() throws {
        let log = Log()
        let result = try Fixture.solve(
            Self.sections,
            sizing: { request in
                switch request.element {
                case .item(let item): log.events.append("\(request.section!):\(item)")
                default: log.events.append("\(request.section!):header")
                }
                return Size(width: request.proposedSize.width, height: 60)
            })
        let batched = try LayoutSolver(environment: Fixture.phone).solve(
            Self.sections,
            sizing: { request in
                if case .item(let item) = request.element { log.events.append("\(request.section!):\(item)") }
                return Size(width: request.proposedSize.width, height: 60)
            },
            measuring: { section, batch in
                log.events.append("begin \(section)")
                batch()
                log.events.append("end \(section)")
            })
        #expect(batched == result)
        let asked = log.events.drop { !$0.hasPrefix("begin") }
        #expect(
            Array(asked) == [
                "begin 0", "0:0", "0:1", "0:2", "end 0", "begin 2", "2:0", "2:1", "2:2", "2:3", "end 2",
            ])
    }

    @Test func aBatchTheHostDoesNotRunIsRunAnyway() throws {
        let sizing: (MeasureRequest) -> Size? = { Size(width: $0.proposedSize.width, height: 60) }
        let expected = try Fixture.solve(Self.sections, sizing: sizing)
        let skipped = try LayoutSolver(environment: Fixture.phone).solve(
            Self.sections, sizing: sizing, measuring: { _, _ in })
        #expect(skipped == expected)
        #expect(expected.sections[0].itemFrame(2).height == 60)
    }
}
