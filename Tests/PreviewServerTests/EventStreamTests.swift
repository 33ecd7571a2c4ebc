import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    @Suite struct EventStreamTests {
        private func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

        @Test func messagesAreFramedAsServerSentEvents() {
            let message = ServerSentEvent.message(event: "feed", data: Array("{\"a\":1}\n".utf8))
            #expect(text(message) == "event: feed\ndata: {\"a\":1}\n\n")
        }

        @Test func everyLineOfDataGetsItsOwnField() {
            let message = ServerSentEvent.message(event: "note", data: Array("one\ntwo\rthree".utf8))
            #expect(text(message) == "event: note\ndata: one\ndata: two\ndata: three\n\n")
        }

        @Test func anIdGoesOnItsOwnLineUnlessItWouldBreakTheFrame() {
            let named = ServerSentEvent.message(event: "same", data: Array("t-1".utf8), id: "t-1")
            #expect(text(named) == "event: same\nid: t-1\ndata: t-1\n\n")
            let broken = ServerSentEvent.message(event: "same", data: Array("x".utf8), id: "t\ndata: y")
            #expect(text(broken) == "event: same\ndata: x\n\n")
        }

        /// An event whose data is one line keeps that data as a piece of its own (shared, not copied), and goes
        /// out as the same bytes as the event framed line by line; other data is framed line by line.
        @Test(arguments: ["{\"a\":1}\n", "one\ntwo\n", "one\rtwo\n", "no newline", "\n"])
        func aSharedEventIsTheFramedEvent(data: String) {
            let bytes = Array(data.utf8)
            let shared = ServerSentEvent.message(event: "feed", sharing: bytes, id: "t-1", retry: 1000)
            let framed = ServerSentEvent.message(event: "feed", data: bytes, id: "t-1", retry: 1000)
            #expect(shared.count == framed.count)
            #expect(shared.bytes(from: 0, maximum: .max) == framed)
        }

        @Test func aMessageInPiecesGoesOutAsOne() {
            let stream = EventStream(heartbeat: .seconds(60))
            stream.send(EventMessage(Array("ab".utf8), Array("cde".utf8), [], Array("f".utf8)))
            #expect(text(stream.read(maximum: 4)) == "abcd")
            #expect(text(stream.read(maximum: 4)) == "ef")
        }

        @Test func aNewerMessageReplacesOneNotYetStarted() {
            let stream = EventStream(heartbeat: .seconds(60))
            stream.send(Array("first".utf8))
            stream.send(Array("second".utf8))
            #expect(text(stream.read(maximum: 100)) == "second")
        }

        @Test func aMessageInProgressIsFinishedBeforeTheNext() {
            let stream = EventStream(heartbeat: .seconds(60))
            stream.send(Array("abcdef".utf8))
            #expect(text(stream.read(maximum: 4)) == "abcd")
            stream.send(Array("next".utf8))
            stream.send(Array("latest".utf8))
            #expect(text(stream.read(maximum: 4)) == "ef")
            #expect(text(stream.read(maximum: 100)) == "latest")
        }

        @Test func aPatchFollowingAMessageThatWentOutGoesAsItIs() {
            let stream = EventStream(heartbeat: .seconds(60))
            stream.send(Array("first".utf8))
            #expect(text(stream.read(maximum: 100)) == "first")
            stream.send(EventMessage(Array("patch".utf8)), orWhenBehind: EventMessage(Array("whole".utf8)))
            #expect(text(stream.read(maximum: 100)) == "patch")
        }

        @Test func aPatchFollowingAMessageNotYetStartedGoesOutWhole() {
            // The patch builds on "first", which the newer message replaces: the client would never see it.
            let stream = EventStream(heartbeat: .seconds(60))
            stream.send(Array("first".utf8))
            stream.send(EventMessage(Array("patch".utf8)), orWhenBehind: EventMessage(Array("whole".utf8)))
            #expect(text(stream.read(maximum: 100)) == "whole")
        }

        @Test func closingEndsTheStreamAfterWhatIsQueued() {
            let stream = EventStream(heartbeat: .seconds(60))
            stream.send(Array("last".utf8))
            stream.close()
            stream.send(Array("dropped".utf8))
            #expect(text(stream.read(maximum: 100)) == "last")
            #expect(stream.read(maximum: 100) == nil)
        }

        @Test func anIdleStreamSendsKeepAliveComments() {
            let stream = EventStream(heartbeat: .milliseconds(1))
            #expect(text(stream.read(maximum: 100)) == ": keep-alive\n\n")
        }

        @Test func finishingTellsTheOwnerOnce() {
            let counter = Counter()
            let stream = EventStream { _ = counter.next() }
            stream.finish()
            stream.finish()
            #expect(counter.next() == 2)
            #expect(stream.isFinished && stream.isClosed)
        }
    }
}
