import FeedScripting
import Testing

@Suite("ctx.data names stay inside data/")
struct DataNameTests {
    @Test(arguments: ["apps.json", "charts/top.json", "./apps.json", "a..b.json"])
    func acceptedNames(name: String) {
        #expect(DataName.problem(with: name) == nil)
    }

    @Test(arguments: ["../x", "charts/../../x.json", "/etc/passwd", "~/x.json", "a\\b.json", "", "a//b.json", ".."])
    func refusedNames(name: String) {
        #expect(DataName.problem(with: name) != nil)
    }

    @Test func refusalTeaches() {
        #expect(
            DataName.problem(with: "../x")
                == "\"../x\" leaves data/; data names cannot contain .., e.g. ctx.data(\"charts/top.json\")")
    }
}
