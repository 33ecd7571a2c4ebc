import FeedLayout

/// How a section's function picks among its variants: the smallest test on what UIKit hands the section provider
/// that tells the variants' environments apart.
enum BranchPlan: Equatable {
    /// One variant: no test.
    case single
    /// Two variants that split exactly by size class: `horizontalSizeClass == .regular` picks `regular`.
    case sizeClass(regular: Int, compact: Int)
    /// Variants that occupy contiguous width ranges: `width < threshold` picks the variant, the last is the rest.
    case widths([(threshold: Double, variant: Int)], last: Int)
    /// Anything else: an exact match on the container size and scale per environment, the first variant otherwise.
    case exact([(width: Double, height: Double, scale: Double, variant: Int)], fallback: Int)

    static func == (lhs: BranchPlan, rhs: BranchPlan) -> Bool {
        String(describing: lhs) == String(describing: rhs)
    }

    /// The plan for `variants`, each given as the environments that produce it. Sizes are tested as the section
    /// provider's container reports them under `feed.lua`'s `settings` (its effective size, as `env.container`
    /// gave it to the script), since that is what the written test reads in the app.
    static func plan(_ variants: [ExportVariant], settings: ContainerSettings) -> BranchPlan {
        guard variants.count > 1 else { return .single }
        let samples = variants.enumerated().flatMap { index, variant in
            variant.environments.map { named in
                var effective = named.environment
                let size = effective.container(settings).effectiveContentSize
                (effective.width, effective.height) = (size.width, size.height)
                return (environment: effective, variant: index)
            }
        }
        if variants.count == 2 {
            let regular = samples.filter { $0.environment.sizeClass == .regular }.map(\.variant)
            let compact = samples.filter { $0.environment.sizeClass == .compact }.map(\.variant)
            if let r = regular.first, let c = compact.first, r != c, Set(regular).count == 1, Set(compact).count == 1 {
                return .sizeClass(regular: r, compact: c)
            }
        }
        if let widths = widthPlan(samples) { return widths }
        return .exact(
            samples.map {
                (
                    width: $0.environment.width, height: $0.environment.height, scale: $0.environment.scale,
                    variant: $0.variant
                )
            },
            fallback: 0)
    }

    /// The variant the written test picks in `environment`, read as the app reads it: its size class, the
    /// container's effective size under `settings` and its scale.
    func variant(in environment: LayoutEnvironment, settings: ContainerSettings) -> Int {
        let size = environment.container(settings).effectiveContentSize
        switch self {
        case .single: return 0
        case .sizeClass(let regular, let compact): return environment.sizeClass == .regular ? regular : compact
        case .widths(let thresholds, let last): return thresholds.first { size.width < $0.threshold }?.variant ?? last
        case .exact(let samples, let fallback):
            let match = samples.first {
                $0.width == size.width && $0.height == size.height && $0.scale == environment.scale
            }
            return match?.variant ?? fallback
        }
    }

    /// Width thresholds, when every variant covers one contiguous range of widths and no width is shared.
    private static func widthPlan(_ samples: [(environment: LayoutEnvironment, variant: Int)]) -> BranchPlan? {
        let sorted = samples.sorted { $0.environment.width < $1.environment.width }
        var runs: [(low: Double, high: Double, variant: Int)] = []
        for sample in sorted {
            let width = sample.environment.width
            if let last = runs.last, last.variant == sample.variant {
                runs[runs.count - 1].high = width
            } else {
                if let last = runs.last, last.high == width { return nil }
                runs.append((low: width, high: width, variant: sample.variant))
            }
        }
        guard Set(runs.map(\.variant)).count == runs.count, let last = runs.last else { return nil }
        let thresholds = zip(runs, runs.dropFirst()).map { run, next in
            (threshold: (run.high + next.low) / 2, variant: run.variant)
        }
        return .widths(thresholds, last: last.variant)
    }
}
