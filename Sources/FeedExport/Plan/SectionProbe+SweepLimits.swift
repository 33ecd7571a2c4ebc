import FeedLayout
import FeedScripting

/// What bounds the width sweep (docs/decisions.md "What stops a width sweep"): its evaluations a section, the
/// export's time for sweeps, and the feed's time limit. A sweep cut short skipped the widths left without a word,
/// so the app's thresholds there followed the sampled screens; the export now says which widths it did not sample.
struct SweepState {
    /// Why a sweep stopped before its end.
    enum Stop: Equatable {
        /// `SectionProbe.sweepEvaluationLimit` evaluations in this section.
        case evaluations
        /// The export's time for sweeps (`ExportPlanner.sweepTimeBudget`) is spent.
        case timeBudget
        /// An evaluation failed past the feed's time limit (`--feed-timeout`, in milliseconds); later ones may too.
        case feedTimeLimit(Int)
    }

    /// The export's time for sweeps in all (`ExportPlanner.sweepTimeBudget`).
    let budget: Duration
    /// The export's time for sweeps left, shared by its sections in feed order.
    private(set) var remaining: Duration
    /// What the export's sweeps have spent, for the time a call took.
    private(set) var spent: Duration = .zero
    /// Evaluations of this section's sweep.
    var evaluations = 0
    /// Evaluations of every section's sweep.
    private(set) var totalEvaluations = 0
    var stop: Stop?
    /// This section's first-pass widths (every 32 points) that were not evaluated.
    var unsampled: [Double] = []
    /// This section's changes between two probes that were not narrowed down to a point.
    var unrefined = 0

    /// When the feed's time limit passes (`--feed-timeout` from the run's start), nil without one. A light
    /// evaluation past it may still finish (the limit is checked every so many instructions), so only a failure
    /// past it stops the sweep.
    let feedDeadline: ContinuousClock.Instant?
    let feedTimeLimit: Int

    /// - Parameter runStart: a moment no later than the run's start, from which its time limit counts.
    init(budget: Duration, feedTimeLimit: Int = 0, runStart: ContinuousClock.Instant = .now) {
        self.budget = budget
        remaining = budget
        self.feedTimeLimit = feedTimeLimit
        feedDeadline = feedTimeLimit > 0 ? runStart + .milliseconds(feedTimeLimit) : nil
    }

    /// Whether a failure now is the feed's time limit's doing.
    var feedTimeLimitPassed: Bool { feedDeadline.map { ContinuousClock.now >= $0 } ?? false }

    /// When the section's sweep began, so that its own evaluations count against the time left.
    private var began: ContinuousClock.Instant?

    var hasTime: Bool { remaining > (began.map { ContinuousClock.now - $0 } ?? .zero) }

    mutating func begin() { began = ContinuousClock.now }

    /// Ends the section's sweep: its time is taken from what the next sections have.
    mutating func end() {
        guard let began else { return }
        let duration = ContinuousClock.now - began
        remaining -= duration
        spent += duration
        self.began = nil
    }

    /// Ready for the next section: the time left carries over, and so does a feed time limit that has passed.
    mutating func nextSection() {
        totalEvaluations += evaluations
        evaluations = 0
        unsampled = []
        unrefined = 0
        if stop == .evaluations { stop = nil }
    }

    /// Seconds a sweep's evaluation took on average so far, as the warning writes it (`0.21`).
    var secondsPerCall: String {
        let calls = totalEvaluations + evaluations
        let current = began.map { ContinuousClock.now - $0 } ?? .zero
        return calls > 0 ? Self.seconds((spent + current) / calls) : "?"
    }

    /// A duration in seconds to the hundredth, as messages write it (`0.03`, `20`).
    static func seconds(_ duration: Duration) -> String {
        let components = duration.components
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return SwiftLiteral.number((seconds * 100).rounded() / 100)
    }
}

extension SectionProbe {
    /// The warning when the sweep stopped before sampling every width: what stopped it, the widths of the first
    /// pass it did not sample and the changes it did not narrow, and what to do.
    mutating func stopNote(_ state: SweepState, line: Int?) -> String? {
        guard let stop = state.stop, !state.unsampled.isEmpty || state.unrefined > 0 else { return nil }
        let reason: String
        let remedy: String
        switch stop {
        case .evaluations:
            reason = "after its \(Self.sweepEvaluationLimit) evaluations"
            remedy = "a recipe with fewer changes"
        case .timeBudget:
            let budget = SweepState.seconds(state.budget)
            reason =
                "when the export's \(budget) s for width sweeps ran out (layout(env) took \(state.secondsPerCall) s "
                + "a call)"
            remedy = "a faster layout(env)"
        case .feedTimeLimit(let milliseconds):
            reason = "at the feed's time limit (--feed-timeout \(SwiftLiteral.number(Double(milliseconds) / 1000)))"
            remedy = "a larger --feed-timeout"
        }
        var missed: [String] = []
        if !state.unsampled.isEmpty {
            missed.append("the widths \(Self.widthList(state.unsampled)) were not sampled")
        }
        if state.unrefined > 0 {
            missed.append("\(state.unrefined) change\(state.unrefined == 1 ? "" : "s") between samples not narrowed")
        }
        return warn(
            field: "layout", line: line,
            "the width sweep of section \"\(sectionID)\" stopped \(reason): " + missed.joined(separator: " and ")
                + ", so the app's width tests there follow the sampled screens, not feed build --width W; \(remedy) "
                + "lets the export sample them")
    }

    /// The warning when a window wider than the sweep's last width gets another recipe in the app than in
    /// `feed build --width W`: no sample covers it.
    mutating func beyondNote(
        _ variants: [ExportVariant], _ probes: [WidthProbe], settings: ContainerSettings, line: Int?
    ) -> String? {
        let plan = BranchPlan.plan(variants, settings: settings)
        let wrong = probes.filter {
            variants[plan.variant(in: $0.named.environment, settings: settings)].recipe != $0.recipe
        }
        guard let first = wrong.first else { return nil }
        let widths = Self.widthList(wrong.map(\.named.environment.width))
        return warn(
            field: "layout", line: line,
            "the recipe changes with the width past 1376, the widest width sampled: at \(widths) feed build --width "
                + "\(SwiftLiteral.number(first.named.environment.width)) and the others give a recipe the app's "
                + "branches do not hold (they keep a sampled width's)")
    }

    /// Widths as a warning lists them: all of a few, else the first three, the count and the last.
    static func widthList(_ widths: [Double]) -> String {
        let texts = widths.map(SwiftLiteral.number)
        guard texts.count > 6, let last = texts.last else { return texts.joined(separator: ", ") }
        return texts.prefix(3).joined(separator: ", ") + ", … \(last) (\(texts.count) widths)"
    }
}
