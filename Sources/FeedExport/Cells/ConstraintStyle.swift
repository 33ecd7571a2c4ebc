/// How exported cells write their constraints (`feed export swift --constraints snapkit|anchors`).
package enum ConstraintStyle: String, Sendable, CaseIterable {
    /// `view.snp.makeConstraints { make in … }`, as the seeds write them; the file then imports SnapKit too.
    case snapkit
    /// UIKit's layout anchors in `NSLayoutConstraint.activate([…])`.
    ///
    /// The default: the file stays self-contained (it imports UIKit only, as issue #14 promises), so it builds in
    /// any app without adding a package.
    case anchors

    package static let `default` = ConstraintStyle.anchors
}
