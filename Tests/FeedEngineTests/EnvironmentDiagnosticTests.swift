import FeedEngine
import FeedLayout
import FeedTestSupport
import Testing

/// A value of `FeedEnvironment` the layout cannot use is named where the app set it. It was
/// `command line: environment.width: …`, as `feed` names its options, for an app that has no command line and no
/// `environment.width` (its `FeedEnvironment` has `layout.width`).
@Suite struct EnvironmentDiagnosticTests {
    @Test func aWidthOfZeroIsTheEnvironmentsLayoutWidth() throws {
        let folder = FeedTests().makeFolder()
        let environment = FeedEnvironment(layout: LayoutEnvironment(width: 0, height: 844))
        let build = try Feed(opening: folder.path, environment: environment).build()
        #expect(!build.succeeded)
        let problem = try #require(build.diagnostics.first)
        #expect(problem.script == "FeedEnvironment" && problem.field == "layout.width", "\(build.diagnostics)")
        #expect(problem.description == "FeedEnvironment: layout.width: expected a positive size, got 0")
    }
}
