---@meta feedengine

-- Editor annotations for FeedEngine section scripts (Lua Language Server, `---@meta`).
--
-- This file is never run: it describes what the `feed` host puts into every script's sandbox
-- (docs/spec/contract.md §2 and §3) so that an editor completes every DSL field and flags a misspelt one.
-- Point your workspace at this folder with `workspace.library` (plugins/.luarc.json does).
-- Type names here (`Dimension`, `LayoutItem`, ...) exist for the editor only; scripts never name them
-- except in `---@type` comments.
--
-- Each constructor names the class of its argument in `---@param spec XxxSpec`, and each class lists
-- its keys as `---@field` lines: a test can read those lines and compare them with the host's own list
-- of DSL fields (issue 8), so the two cannot drift. docs/reference.md is the same list for people.

-- ---------------------------------------------------------------------------------------------
-- Values: dimensions, spacings, insets, points
-- ---------------------------------------------------------------------------------------------

---A size along one axis, made by `fractionalWidth`, `fractionalHeight`, `absolute` or `estimated`.
---@class Dimension
---@field private __dimension true

---A gap, made by `fixed` or `flexible`.
---@class Spacing
---@field private __spacing true

---Insets in points; a missing side is 0. They shrink an element's frame inside its slot and never move
---a neighbour. Ignored on an axis whose dimension is `estimated`.
---@class EdgeInsets
---@field top? number
---@field leading? number
---@field bottom? number
---@field trailing? number

---Room outside an item or group, per edge: `fixed(v)` reserves `v`, `flexible(v)` takes at least `v` and
---absorbs leftover room (`{ top = flexible(0), bottom = flexible(0) }` centres vertically).
---@class EdgeSpacing
---@field top? Spacing
---@field leading? Spacing
---@field bottom? Spacing
---@field trailing? Spacing

---@class Point
---@field x? number
---@field y? number

---An orthogonal row's items scaled and faded by the distance of each item's centre from the row's visible
---centre: 1 there, falling linearly to `min` at the visible edge (docs/spec/layout.md §3.5).
---@class ScrollEffects
---@field scale? EffectRange
---@field alpha? EffectRange

---@class EffectRange
---@field min number from 0 to 1: the value from the visible edge on

---What `measure` and `measureSupplementary` are offered: the slot's size after group and section resolution
---(the estimate on an estimated side), and which sides are estimated (only those of the answer are used).
---@class Proposal
---@field width number
---@field height number
---@field estimatedWidth boolean
---@field estimatedHeight boolean

---A size as points, e.g. the answer of `measure`.
---@class Size
---@field width? number
---@field height? number

---A frame of a custom group, relative to the group's top-left corner.
---@class CustomFrame
---@field x number
---@field y number
---@field width number
---@field height number
---@field zIndex? integer default 0

---@alias Edge "top"|"leading"|"bottom"|"trailing"

---@alias OrthogonalScrolling
---| "none"                           # scrolls with the feed (default)
---| "continuous"                     # a sideways row that scrolls freely
---| "continuousGroupLeadingBoundary" # free scrolling that comes to rest on a group's leading edge
---| "paging"                         # pages the width of the section's viewport
---| "groupPaging"                    # one group per flick, resting on group boundaries
---| "groupPagingCentered"            # one group per flick, each group centred when it rests

---@alias BoundaryAlignment
---| "top"
---| "bottom"
---| "leading"
---| "trailing"
---| "topLeading"
---| "topTrailing"
---| "bottomLeading"
---| "bottomTrailing"

---@alias ListAppearance "plain"|"grouped"|"insetGrouped"|"sidebar"|"sidebarPlain"

---@alias ListHeaderMode
---| "none" # no header
---| "supplementary" # a `header` boundary item (pinned in plain and sidebarPlain)
---| "firstItemInSection" # item 1 is styled as the header: outside the background, no separator

---@alias ListFooterMode "none"|"supplementary"

---Separator insets in points (`bottomSeparatorInsets`, iOS 14.5); a missing side is automatic (leading: the
---cell's layout margin, 16 or 20, plus 10 per outline level; trailing 0).
---@class SeparatorInsets
---@field leading? number at least 0
---@field trailing? number at least 0

---@alias SizeClass
---| "compact" # a device's, or a bare container narrower than 678 points (896 when under 500 tall)
---| "regular" # a device's, or a bare container 678 points or wider

---@alias ScrollDirection "vertical"|"horizontal"

---@alias ContentInsetsReference "automatic"|"none"|"safeArea"|"layoutMargins"|"readableContent"

-- ---------------------------------------------------------------------------------------------
-- Dimension and spacing constructors (globals)
-- ---------------------------------------------------------------------------------------------

---A fraction of the enclosing box's width, floored to the pixel grid. Also legal for a height
---(`height = fractionalWidth(1)` makes a square).
---@param fraction number e.g. 0.5 for half
---@return Dimension
function fractionalWidth(fraction) end

---A fraction of the enclosing box's height, floored to the pixel grid. Also legal for a width.
---@param fraction number e.g. 1 for the whole height
---@return Dimension
function fractionalHeight(fraction) end

---An exact size in points.
---@param points number
---@return Dimension
function absolute(points) end

---A first guess in points; the section's `measure` answers the real size (without it the estimate stands).
---@param points number
---@return Dimension
function estimated(points) end

---An item's estimate (iOS 17): measured like `estimated`, then the sibling items of its group instance that are
---uniform on the same axis all take the largest of their sizes. Items only.
---@param points number
---@return Dimension
function uniformAcrossSiblings(points) end

---Exactly `points` between neighbours.
---@param points number
---@return Spacing
function fixed(points) end

---At least `points` between neighbours; leftover room is shared equally by the flexible gaps.
---@param points number
---@return Spacing
function flexible(points) end

-- ---------------------------------------------------------------------------------------------
-- The layout DSL: constructor arguments and results
-- ---------------------------------------------------------------------------------------------

---Where a badge attaches to its item or group.
---@class AnchorSpec
---@field edges? Edge[] the container edges to attach to, e.g. `{ "top", "trailing" }`; an axis no edge names is centred (default {}: the centre)
---@field offset? Point moves the badge; points, or fractions of the badge's own size when `fractional`
---@field fractional? boolean default false

---@class SupplementarySpec
---@field kind string unique in its section, e.g. "badge"
---@field width Dimension resolved in the frame of the item or group it is attached to
---@field height Dimension
---@field anchor AnchorSpec where it attaches on the item or group, e.g. `{ edges = { "top", "trailing" } }`
---@field itemAnchor? AnchorSpec the point of the badge put on that anchor; default: the badge's own matching corner
---@field zIndex? integer default 1

---@class ItemSpec
---@field width? Dimension default fractionalWidth(1)
---@field height? Dimension default fractionalHeight(1)
---@field contentInsets? EdgeInsets shrink the frame inside the slot
---@field edgeSpacing? EdgeSpacing room outside the slot
---@field supplementaries? LayoutSupplementary[] badges anchored to the item

---@class GroupSpec
---@field width? Dimension default fractionalWidth(1)
---@field height Dimension
---@field subitems? LayoutElement[] items or nested groups, repeated in order while they fit (required unless `repeatingSubitem`)
---@field repeatingSubitem? LayoutElement one item or group repeated exactly `count` times at its own size (UIKit's `repeatingSubitem:count:`, iOS 16)
---@field count? integer exactly this many copies of the single subitem, sharing the group's extent equally (the subitem's own main-axis size is ignored), or of `repeatingSubitem`
---@field interItemSpacing? Spacing between subitems; default none
---@field contentInsets? EdgeInsets
---@field edgeSpacing? EdgeSpacing
---@field supplementaries? LayoutSupplementary[] badges anchored to the group

---@class CustomGroupSpec
---@field width? Dimension default fractionalWidth(1)
---@field height Dimension
---@field frames CustomFrame[]|fun(env: Environment): CustomFrame[] the frames, or a function called once per section per layout that returns them; each instance of the group takes one item per frame
---@field contentInsets? EdgeInsets
---@field edgeSpacing? EdgeSpacing
---@field supplementaries? LayoutSupplementary[] badges anchored to the group

---@class BoundarySpec
---@field height Dimension
---@field width? Dimension default fractionalWidth(1)
---@field kind? string for `boundarySupplementaries`; `header`/`footer` are named by their field
---@field alignment? BoundaryAlignment for `boundarySupplementaries`; `header` is "top", `footer` "bottom"
---@field offset? Point
---@field pinToVisibleBounds? boolean default false; output frames show the natural position
---@field extendsBoundary? boolean default true: the section grows by the item's height
---@field contentInsets? EdgeInsets shrink the item inside its frame
---@field zIndex? integer default 0

---@class BackgroundSpec
---@field kind? string default "sectionBackground"
---@field contentInsets? EdgeInsets inset from the section's full frame (headers included)
---@field zIndex? integer default 0; the section's cells then get zIndex 1

---@class SectionSpec
---@field group LayoutGroup required: the group that repeats
---@field contentInsets? EdgeInsets
---@field interGroupSpacing? number default 0
---@field orthogonalScrolling? OrthogonalScrolling default "none"
---@field header? LayoutBoundary
---@field footer? LayoutBoundary
---@field boundarySupplementaries? LayoutBoundary[] more boundary items, each with its own `kind` and `alignment`
---@field decorations? LayoutDecoration[] e.g. `{ layout.background {} }`
---@field supplementariesFollowContentInsets? boolean default true: headers are as wide as the section less its side insets
---@field contentInsetsReference? ContentInsetsReference default "automatic": feed.lua's reference
---@field supplementaryContentInsetsReference? ContentInsetsReference default "automatic": feed.lua's reference; naming one ignores supplementariesFollowContentInsets
---@field effects? ScrollEffects scale and alpha of an orthogonal row's items by distance from the visible centre

---A list section. Each item may carry `separator = { leading =, trailing =, visible = }` for its own bottom
---separator (`itemSeparatorHandler`).
---@class ListSpec
---@field appearance? ListAppearance default "plain"
---@field rowHeight? Dimension default estimated(44); an estimate grows with the text size above large
---@field header? boolean default false (same as headerMode = "supplementary")
---@field headerMode? ListHeaderMode default "none"
---@field footer? boolean default false (same as footerMode = "supplementary")
---@field footerMode? ListFooterMode default "none"
---@field headerTopPadding? number default automatic (0): extra points above the header (iOS 15)
---@field showsSeparators? boolean default true
---@field separatorInsets? SeparatorInsets default automatic: every row's separator insets (iOS 14.5)

---@class LayoutItem
---@field private __item true
---@class LayoutGroup
---@field private __group true
---@alias LayoutElement LayoutItem|LayoutGroup
---@class LayoutSupplementary
---@field private __supplementary true
---@class LayoutBoundary
---@field private __boundary true
---@class LayoutDecoration
---@field private __decoration true
---@class LayoutSection
---@field private __section true

---The layout DSL (names follow UIKit's compositional layout).
---@class LayoutLibrary
layout = {}

---Group constructors: `layout.group.horizontal`, `layout.group.vertical`, `layout.group.custom`.
---@class LayoutGroupLibrary
layout.group = {}

---Places subitems left to right; a new group instance starts when the next one does not fit.
---@param spec GroupSpec
---@return LayoutGroup
function layout.group.horizontal(spec) end

---Places subitems top to bottom.
---@param spec GroupSpec
---@return LayoutGroup
function layout.group.vertical(spec) end

---Places items at the frames its `frames(env)` function returns.
---@param spec CustomGroupSpec
---@return LayoutGroup
function layout.group.custom(spec) end

---@param spec ItemSpec
---@return LayoutItem
function layout.item(spec) end

---A badge or other element anchored to an item or group.
---@param spec SupplementarySpec
---@return LayoutSupplementary
function layout.supplementary(spec) end

---A header, footer or other item on a section's (or the feed's) boundary.
---@param spec BoundarySpec
---@return LayoutBoundary
function layout.boundary(spec) end

---A decoration view behind the whole section.
---@param spec BackgroundSpec
---@return LayoutDecoration
function layout.background(spec) end

---@param spec SectionSpec
---@return LayoutSection
function layout.section(spec) end

---A list section with the list metrics of the given appearance (rows self-size with `measure`).
---@param spec ListSpec
---@return LayoutSection
function layout.list(spec) end

-- ---------------------------------------------------------------------------------------------
-- What the host passes to scripts
-- ---------------------------------------------------------------------------------------------

---The layout environment: the container and the section being laid out.
---@class Environment
---@field width number container width in points (390 by default)
---@field height number container height in points (844 by default)
---@field sizeClass SizeClass the horizontal size class (the device's, or by the rule of docs/spec/layout.md §6.1)
---@field scale number pixel grid (3 by default; 0 = no rounding)
---@field itemCount integer this section's number of items
---@field sectionIndex integer this section's position in the feed, from 0
---@field container LayoutContainer the container as a section provider sees it (safe area as the reference)
---@field traits Traits the trait collection
---@field safeArea EdgeInsets the safe area's insets (leading = the side text starts)
---@field layoutMargins EdgeInsets the layout margins, safe area included
---@field readableWidth number the readable content guide's greatest width at the Dynamic Type size
---@field vars table<string, string> the `--set key=value` pairs, as `ctx.vars`

---@class LayoutContainer
---@field contentSize Size the container's size
---@field effectiveContentSize Size less the content insets
---@field contentInsets EdgeInsets
---@field effectiveContentInsets EdgeInsets

---@class Traits
---@field horizontalSizeClass SizeClass
---@field verticalSizeClass SizeClass
---@field userInterfaceIdiom "phone"|"pad"|"unspecified"
---@field displayScale number
---@field layoutDirection "leftToRight"|"rightToLeft"
---@field preferredContentSizeCategory string "xSmall" … "large" (default) … "accessibilityExtraExtraExtraLarge"

---@class Context
---@field data fun(name: string): any decodes a JSON file under the feed's `data/` folder, e.g. `ctx.data("apps.json")`
---@field vars table<string, string> the `--set key=value` pairs of the command line
---@field env Environment

---An item: a unique `id` plus any fields, which travel to the output untouched.
---@class FeedItem
---@field id string|integer unique in the whole feed; an integer is taken as its decimal string
---@field kind? string by convention, which cell the app shows
---@field [string] any

---What a section script returns.
---@class SectionProvider
---@field id string required; unique in the feed
---@field items? FeedItem[]|fun(ctx: Context): FeedItem[] default {} (an empty section)
---@field layout LayoutSection|fun(env: Environment): LayoutSection called per layout environment
---@field header? table payload of the section's header, e.g. `{ title = "Top Charts" }`
---@field footer? table payload of the section's footer
---@field measure? fun(item: FeedItem, proposal: Proposal, env: Environment): Size? the measured size of an item with `estimated` dimensions, from the size its slot offers; a side left out keeps its estimate, nil keeps both; `env` is read-only (one table shared by the section's calls)
---@field measureSupplementary? fun(kind: string, payload: table?, proposal: Proposal, env: Environment): Size? the measured size of a header, footer, other boundary item or badge with `estimated` dimensions; `payload` is the provider's `header`/`footer`, or for a badge the item it belongs to; `env` is read-only
---@field cell? CellTemplate|string the cell template of every item, or the name of one in `cells`
---@field cells? table<string, CellTemplate> templates by name; an item whose `cell` field names one uses it
---@field supplementaryCells? table<string, CellTemplate> templates of supplementary views by kind ("header", "footer", badges)

---What `feed.lua` returns.
---@class FeedManifest
---@field sections? string[] section ids in order; scripts not listed follow in file-name order
---@field scrollDirection? ScrollDirection default "vertical"
---@field interSectionSpacing? number default 0
---@field contentInsetsReference? ContentInsetsReference default "safeArea": what sections measure their insets from
---@field header? LayoutBoundary the feed's own header
---@field footer? LayoutBoundary
---@field headerPayload? table payload of the feed's header, shown with its frame in every output
---@field footerPayload? table payload of the feed's footer

---JSON in the sandbox.
---@class JsonLibrary
json = {}

---@param text string
---@return any
function json.decode(text) end

---@param value any
---@return string
function json.encode(value) end

-- Cell templates (docs/reference.md, "Cell templates"): views and SnapKit-style constraints.

---A cell template, made by `cell(function(c) … end)`.
---@class CellTemplate

---A view of a cell template; `c` (the cell's content view) is one too. Anchors: `leading`, `trailing`, `top`,
---`bottom`, `centerX`, `centerY`, `width`, `height` (also under `.snp`, as SnapKit spells them).
---@class CellView
---@field snp CellView
---@field leading CellAnchor
---@field trailing CellAnchor
---@field top CellAnchor
---@field bottom CellAnchor
---@field centerX CellAnchor
---@field centerY CellAnchor
---@field width CellAnchor
---@field height CellAnchor
local CellView = {}

---@class CellAnchor

---@class LabelSpec
---@field name? string the view's name in the output (default: kind and number)
---@field text? string|CellField
---@field font? CellFont|"largeTitle"|"title1"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption1"|"caption2" default "body"
---@field numberOfLines? integer default 1; 0 = no limit
---@field textAlignment? "natural"|"left"|"center"|"right"|"justified"
---@field color? string
---@field backgroundColor? string
---@field cornerRadius? number

---@class ImageSpec
---@field name? string
---@field width? number a fixed width (a required constraint)
---@field height? number a fixed height
---@field aspectRatio? number width = aspectRatio × height
---@field symbol? string
---@field color? string
---@field backgroundColor? string
---@field cornerRadius? number

---@class ButtonSpec
---@field name? string
---@field title? string|CellField
---@field font? CellFont|string
---@field style? string
---@field contentInsets? EdgeInsets default { top = 6, bottom = 6 }
---@field color? string
---@field backgroundColor? string
---@field cornerRadius? number

---@class StackSpec
---@field name? string
---@field spacing? number
---@field alignment? "fill"|"leading"|"top"|"center"|"trailing"|"bottom"
---@field distribution? "fill"|"fillEqually"|"equalSpacing"
---@field color? string
---@field backgroundColor? string
---@field cornerRadius? number

---@param spec LabelSpec
---@return CellView
function CellView:label(spec) end

---@param spec ImageSpec
---@return CellView
function CellView:image(spec) end

---@param spec ButtonSpec
---@return CellView
function CellView:button(spec) end

---@param spec StackSpec
---@return CellView
function CellView:hstack(spec) end

---@param spec StackSpec
---@return CellView
function CellView:vstack(spec) end

---@param spec? { name?: string }
---@return CellView
function CellView:spacer(spec) end

---@param spec? { name?: string, color?: string, backgroundColor?: string, cornerRadius?: number }
---@return CellView
function CellView:view(spec) end

---SnapKit's `snp.makeConstraints`: `make.leading:equalTo(icon.trailing):offset(12)`.
---@param build fun(make: CellMaker)
---@return CellView
function CellView:makeConstraints(build) end

---@param priority number|"required"|"high"|"medium"|"low"
---@param axis "horizontal"|"vertical"
---@return CellView
function CellView:setContentHuggingPriority(priority, axis) end

---@param priority number|"required"|"high"|"medium"|"low"
---@param axis "horizontal"|"vertical"
---@return CellView
function CellView:setContentCompressionResistancePriority(priority, axis) end

---`make.leading`, `make.edges`, `make.size`, `make.center`, `make.horizontalEdges`, … chained as in SnapKit
---(`make.leading.bottom`).
---@class CellMaker
---@field leading CellMaker
---@field trailing CellMaker
---@field top CellMaker
---@field bottom CellMaker
---@field centerX CellMaker
---@field centerY CellMaker
---@field width CellMaker
---@field height CellMaker
---@field edges CellMaker
---@field size CellMaker
---@field center CellMaker
---@field horizontalEdges CellMaker
---@field verticalEdges CellMaker
local CellMaker = {}

---@param target CellView|CellAnchor|number
---@return CellConstraint
function CellMaker:equalTo(target) end

---@param target CellView|CellAnchor|number
---@return CellConstraint
function CellMaker:lessThanOrEqualTo(target) end

---@param target CellView|CellAnchor|number
---@return CellConstraint
function CellMaker:greaterThanOrEqualTo(target) end

---@return CellConstraint
function CellMaker:equalToSuperview() end

---@return CellConstraint
function CellMaker:lessThanOrEqualToSuperview() end

---@return CellConstraint
function CellMaker:greaterThanOrEqualToSuperview() end

---@class CellConstraint
local CellConstraint = {}

---@param amount number
---@return CellConstraint
function CellConstraint:offset(amount) end

---@param amount number|EdgeInsets
---@return CellConstraint
function CellConstraint:inset(amount) end

---@param factor number
---@return CellConstraint
function CellConstraint:multipliedBy(factor) end

---@param divisor number
---@return CellConstraint
function CellConstraint:dividedBy(divisor) end

---@param value number|"required"|"high"|"medium"|"low"
---@return CellConstraint
function CellConstraint:priority(value) end

---@class CellField
---@class CellFont

---Builds a cell template: `build` adds views to `c` (the cell's content view) and constrains them.
---@param build fun(c: CellView)
---@return CellTemplate
function cell(build) end

---A text bound to the item's field of that name (the header's payload for supplementary templates).
---@param name string
---@return CellField
function field(name) end

---`UIFont.systemFont(ofSize:weight:)`.
---@param size number
---@param weight? "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"
---@return CellFont
function systemFont(size, weight) end

-- ---------------------------------------------------------------------------------------------
-- The sandbox's standard library
-- ---------------------------------------------------------------------------------------------
-- The sandbox keeps only part of Lua's base, `os` and `string` libraries, so .luarc.json turns the
-- editor's own copies of them off ("basic", "os", "string": "disable") and they are declared here, as
-- the sandbox has them: no `dofile`, `loadfile`, `collectgarbage`, `warn`, `os.execute`, `os.getenv`,
-- `string.dump`... `math`, `table` and `utf8` are whole, and the editor's own copies stay on.
-- (AnnotationCoverageTests.editorLibrariesMatchTheSandbox compares both with a running sandbox.)

---The global table.
---@type table<string, any>
_G = {}

---"Lua 5.4".
---@type string
_VERSION = "Lua 5.4"

---@param v any
---@param message? any
---@return any
function assert(v, message, ...) end

---Raises `message` as an error; `level` 1 (default) names the caller's line, 2 its caller's, 0 none.
---@param message any
---@param level? integer
function error(message, level) end

---@param object any
---@return table|nil
function getmetatable(object) end

---@generic V
---@param t V[]
---@return fun(t: V[], i: integer): integer, V
---@return V[]
---@return integer
function ipairs(t) end

---Compiles a text chunk (binary chunks are refused); `mode` as Lua's: "t", "bt" (default) or "b", which
---refuses text. Returns nil and the message when the chunk does not compile.
---@param chunk string
---@param chunkname? string
---@param mode? "b"|"t"|"bt"
---@param env? table
---@return function|nil
---@return string? message
function load(chunk, chunkname, mode, env) end

---@param t table
---@param index? any
---@return any key
---@return any value
function next(t, index) end

---@generic K, V
---@param t table<K, V>
---@return fun(t: table<K, V>, k?: K): K, V
---@return table<K, V>
function pairs(t) end

---@param f function
---@return boolean success
---@return any result
function pcall(f, ...) end

---Writes its arguments to the host's log, prefixed with the script's name.
function print(...) end

---@param a any
---@param b any
---@return boolean
function rawequal(a, b) end

---@param t table
---@param index any
---@return any
function rawget(t, index) end

---@param v table|string
---@return integer
function rawlen(v) end

---@param t table
---@param index any
---@param value any
---@return table
function rawset(t, index, value) end

---Loads a module of the feed's `lib/` folder (`require "util"` reads lib/util.lua).
---@param name string
---@return any
function require(name) end

---@param index integer|"#"
---@return any
function select(index, ...) end

---`__gc` metamethods are refused.
---@param t table
---@param metatable table|nil
---@return table
function setmetatable(t, metatable) end

---@param v any
---@param base? integer
---@return number|nil
function tonumber(v, base) end

---@param v any
---@return string
function tostring(v) end

---@param v any
---@return "nil"|"number"|"string"|"boolean"|"table"|"function"|"thread"|"userdata"
function type(v) end

---@param f function
---@param msgh function
---@return boolean success
---@return any result
function xpcall(f, msgh, ...) end

---`os` in the sandbox: the clock and dates only.
---@class oslib
os = {}

---@return number seconds of CPU time
function os.clock() end

---@param format? string
---@param time? integer
---@return string|table
function os.date(format, time) end

---@param date? table
---@return integer
function os.time(date) end

---`string` in the sandbox: Lua's, without `dump`. Patterns run under the script's budget. The editor's own
---`string` type (`---@class string: stringlib`, its builtin types) takes its methods from this class, so
---`("x"):upper()` completes as `string.upper` does.
---@class stringlib
string = {}

---@param s string
---@param i? integer
---@param j? integer
---@return integer ...
function string.byte(s, i, j) end

---@return string
function string.char(...) end

---@param s string
---@param pattern string
---@param init? integer
---@param plain? boolean
---@return integer|nil start
---@return integer|nil end
---@return any ... captures
function string.find(s, pattern, init, plain) end

---@param format string
---@return string
function string.format(format, ...) end

---@param s string
---@param pattern string
---@param init? integer
---@return fun(): string, ...
function string.gmatch(s, pattern, init) end

---@param s string
---@param pattern string
---@param replacement string|table|function
---@param n? integer
---@return string
---@return integer count
function string.gsub(s, pattern, replacement, n) end

---@param s string
---@return integer
function string.len(s) end

---@param s string
---@return string
function string.lower(s) end

---@param s string
---@param pattern string
---@param init? integer
---@return any ... captures
function string.match(s, pattern, init) end

---@param format string
---@return string
function string.pack(format, ...) end

---@param format string
---@return integer
function string.packsize(format) end

---Refuses a result the memory cap could not hold, before making it.
---@param s string
---@param n integer
---@param sep? string
---@return string
function string.rep(s, n, sep) end

---@param s string
---@return string
function string.reverse(s) end

---@param s string
---@param i integer
---@param j? integer
---@return string
function string.sub(s, i, j) end

---@param format string
---@param s string
---@param pos? integer
---@return any ...
function string.unpack(format, s, pos) end

---@param s string
---@return string
function string.upper(s) end
