// UICollectionViewCompositionalLayout.h (iOS 14 SDK): `typedef NS_ENUM(NSInteger, UIContentInsetsReference)`,
// API_AVAILABLE(ios(14.0)) — automatic ("use system defined default"), none ("no additional insets"), safeArea,
// layoutMargins, readableContent, with raw values 0…4 in that order (Apple's documentation page of
// `UIContentInsetsReference` lists the same cases, iOS 14.0+).

@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none
    case safeArea
    case layoutMargins
    case readableContent
}
