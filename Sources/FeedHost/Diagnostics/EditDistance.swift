import FeedScripting

/// The scripting layer's did-you-mean distance, named here for modules that import only `FeedHost`.
package typealias EditDistance = FeedScripting.EditDistance
