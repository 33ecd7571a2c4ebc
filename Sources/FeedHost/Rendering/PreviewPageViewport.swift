/// The part of the HTML page's script that draws only what is in view, as a collection view does: the document's
/// elements are indexed once per document, by section, sorted by their start along the feed's scroll axis (y, or x
/// in a horizontal feed) and along the row in an orthogonal section (the other axis); each draw asks the index for
/// what overlaps the viewport plus one screen either side along the feed's axis (binary search for the first
/// candidate, then a scan while they still start inside), creates or moves those boxes and removes the rest.
/// Scrolling draws again once the viewport has moved half a screen, reusing the elements of the cells that left the
/// range for those coming into it (`redraw`); a row scrolled along its own axis draws its own items again.
/// Pinned headers and footers and the feed's own header and footer are always drawn. A document of at most
/// `drawAllUpTo` elements is drawn whole (a few thousand boxes cost the browser a few milliseconds), so a small
/// feed's page and screenshots show all of it and every cell of an update animates.
///
/// Spliced into `PreviewPageScript.body`, whose state (`boxes`, `index`, `shown`, …) and helpers it uses.
enum PreviewPageViewport {
    /// The most elements a document may have to be drawn whole; a page of more items keeps each section's items
    /// apart (`PageData`).
    static let drawAllUpTo = 2000

    static let source = #"""
          var drawAllUpTo = \#(drawAllUpTo);
          // How many sections' items kept apart the page has read, for tests (body[data-sections-read]).
          var sectionsRead = 0;
          // The embedded document. A section whose items are kept apart (PageData) gets them as a property read
          // from their element when first asked for, so everything that reads `items` works on either form.
          function embeddedDocument() {
            var doc = JSON.parse(document.getElementById("feed-data").textContent);
            doc.sections.forEach(function (section, i) {
              if (!section.itemsApart) return;
              var items = null;
              Object.defineProperty(section, "items", { enumerable: true, configurable: true, get: function () {
                if (items) return items;
                items = JSON.parse(document.getElementById("\#(HTMLRenderer.itemsElementPrefix)" + i).textContent);
                sectionsRead += 1;
                document.body.dataset.sectionsRead = String(sectionsRead);
                return items;
              } });
            });
            return doc;
          }
          function itemCount(section) {
            return section.itemsApart ? section.itemsApart.count : section.items.length;
          }
          // The frame coordinate the feed scrolls along: 1 (y) for a vertical feed, 0 (x) for a horizontal one.
          function feedAxis(doc) { return doc && doc.scrollDirection === "horizontal" ? 0 : 1; }
          // One drawable element: its box key, what it is, its data and frame.
          function entry(key, type, data, section) { return { key: key, type: type, data: data, section: section }; }
          function entryFrame(e) { return e.data.frame; }
          function itemFrame(item) { return item.frame; }
          // Elements sorted along `axis` by the start of `frame(element)`, with the longest extent, for `query`.
          // Most lists come in order (a section's items as laid out), so one pass checks that and sorting, a
          // comparator call per pair, is left to the rest; a list out of order is sorted as a copy (a section's
          // items stay in their order), stably, so elements at one start keep the order they were listed in.
          function sorted(list, axis, frame) {
            var longest = 0, inOrder = true, last = -Infinity;
            for (var i = 0; i < list.length; i += 1) {
              var f = frame(list[i]);
              if (f[axis] < last) inOrder = false;
              last = f[axis];
              if (f[axis + 2] > longest) longest = f[axis + 2];
            }
            if (!inOrder) list = list.slice().sort(function (a, b) { return frame(a)[axis] - frame(b)[axis]; });
            return { list: list, axis: axis, longest: longest, frame: frame };
          }
          // What one query covers: a section's elements that are not items, as entries, and (when `withItems`)
          // its items themselves, whose entries are made as they are drawn: a 100k-item feed's page makes a few
          // hundred, not 100k of them and their keys before its first frame (issue 17). The items are read and
          // sorted when a query first reaches the band (bandItems), so sections kept apart and never in view are
          // never parsed (PageData).
          function band(entries, withItems, axis, section) {
            return { others: sorted(entries, axis, entryFrame), items: null, withItems: withItems, section: section,
                     count: entries.length + (withItems ? itemCount(section) : 0) };
          }
          function bandItems(b) {
            if (!b.items) b.items = sorted(b.withItems ? b.section.items : [], b.others.axis, itemFrame);
            return b.items;
          }
          // Where the elements of `s` that may overlap `low` and beyond begin (binary search).
          function firstCandidate(s, low) {
            var list = s.list, axis = s.axis, frame = s.frame, from = low - s.longest, lo = 0, hi = list.length;
            while (lo < hi) {
              var mid = (lo + hi) >> 1;
              if (frame(list[mid])[axis] < from) lo = mid + 1; else hi = mid;
            }
            return lo;
          }
          // Decorations, the list's background and separators were listed before a section's items, boundaries and
          // badges after them.
          function beforeItems(e) {
            return e.type === "decoration" || e.type === "listBackground" || e.type === "separator";
          }
          // Calls `visit` for every element of band `b` that overlaps low ..< high along its axis, in the order of
          // their starts (at one start, in the order they were listed: see beforeItems).
          function query(b, low, high, visit) {
            var itemBand = bandItems(b), others = b.others.list, items = itemBand.list, axis = b.others.axis;
            var i = firstCandidate(b.others, low), j = firstCandidate(itemBand, low);
            for (;;) {
              var other = i < others.length && others[i].data.frame[axis] < high ? others[i] : null;
              var item = j < items.length && items[j].frame[axis] < high ? items[j] : null;
              if (!other && !item) return;
              var f = other && other.data.frame, g = item && item.frame;
              if (other && (!item || f[axis] < g[axis] || (f[axis] === g[axis] && beforeItems(other)))) {
                i += 1;
                if (f[axis] + f[axis + 2] > low) visit(other);
              } else {
                j += 1;
                if (g[axis] + g[axis + 2] > low) visit(entry("item:" + item.id, "item", item, b.section));
              }
            }
          }

          // The index of a document: per section its flat elements (drawn in the feed) and its row's (drawn in the
          // row, orthogonal sections only), the band they cover along the feed's axis `at` (low ..< high, the row's
          // rowLow ..< rowHigh), and the pinned boundary items. A row scrolls along the other axis, `along`. A section
          // that is the same object as in `previous` (a patch kept it) keeps its part of the index.
          function buildIndex(doc, previous) {
            var at = feedAxis(doc), built = { sections: [], pinned: [], count: 0 }, before = new Map();
            if (previous) previous.sections.forEach(function (info) { before.set(info.section.id, info); });
            doc.sections.forEach(function (section) {
              var kept = before.get(section.id);
              if (kept && kept.section === section && kept.at === at) {
                built.count += kept.flat.count + kept.inRow.count;
                built.pinned = built.pinned.concat(kept.pinned);
                built.sections.push(kept);
                return;
              }
              var orthogonal = section.orthogonalScrolling !== "none";
              var flat = [], inRow = [], pins = [];
              var low = section.frame[at], high = section.frame[at] + section.frame[at + 2];
              var rowLow = Infinity, rowHigh = -Infinity;
              function cover(f, inTheRow) {
                low = Math.min(low, f[at]); high = Math.max(high, f[at] + f[at + 2]);
                if (inTheRow) { rowLow = Math.min(rowLow, f[at]); rowHigh = Math.max(rowHigh, f[at] + f[at + 2]); }
              }
              function add(list, e) { cover(e.data.frame, list === inRow); list.push(e); }
              section.decorations.forEach(function (decoration, i) {
                add(flat, entry("decoration:" + section.id + ":" + decoration.kind + ":" + i, "decoration", decoration,
                                section));
              });
              if (section.listBackground) {
                add(flat, entry("list-background:" + section.id, "listBackground", section.listBackground, section));
              }
              (section.separators || []).forEach(function (separator) {
                add(flat, entry("separator:" + section.id + ":" + separator.item, "separator", separator, section));
              });
              if (section.itemsApart) {
                // Along the feed's axis (PageData).
                var extent = section.itemsApart.extent, span = [0, 0, 0, 0];
                span[at] = extent[0];
                span[at + 2] = extent[1] - extent[0];
                cover(span, orthogonal);
              } else {
                var items = section.items;
                for (var i = 0; i < items.length; i += 1) cover(items[i].frame, orthogonal);
              }
              section.supplementaries.forEach(function (s) {
                var badge = s.item !== null;
                var key = "supplementary:" + section.id + ":" + s.kind + ":" + (badge ? s.item : "");
                if (!badge && s.pinned && s.pinRange) { pins.push(entry(key, "boundary", s, section)); return; }
                // A badge its item hides is laid out but not drawn (the view's isHidden in an app).
                if (badge && s.hidden) return;
                add(badge && orthogonal ? inRow : flat, entry(key, badge ? "badge" : "boundary", s, section));
              });
              if (rowLow === Infinity) { rowLow = section.frame[at]; rowHigh = rowLow; }
              var info = {
                section: section, orthogonal: orthogonal, at: at, along: 1 - at, low: low, high: high, rowLow: rowLow,
                rowHigh: rowHigh, flat: band(flat, !orthogonal, at, section),
                inRow: band(inRow, orthogonal, 1 - at, section), pinned: pins
              };
              built.count += info.flat.count + info.inRow.count;
              built.pinned = built.pinned.concat(pins);
              built.sections.push(info);
            });
            return built;
          }

          // The viewport along the shown feed's axis, in feed coordinates: the window's, the toolbar included.
          function viewport() {
            var origin = feed.getBoundingClientRect();
            if (!feedAxis(shown)) return [-origin.left, -origin.left + window.innerWidth];
            return [-origin.top, -origin.top + window.innerHeight];
          }
          // The window's length along the shown feed's axis: a screen, as the draws count it.
          function screenLength() {
            return feedAxis(shown) ? window.innerHeight : window.innerWidth;
          }

          // Draws one element of the index into `parent`, shifted by (dx, dy); `update` redraws a box that exists
          // unless it already shows the element there. Returns whether it wrote to the page.
          function drawEntry(e, parent, dx, dy, seen, update) {
            if (!update && boxes.has(e.key)) { seen.add(e.key); return false; }
            var d = e.data, section = e.section, result;
            if (unchangedBox(e.key, d, section, parent, dx, dy, seen)) return false;
            switch (e.type) {
            case "item": result = drawItem(e.key, d, section, parent, dx, dy, seen); break;
            case "badge":
              result = box(e.key, "badge", seen, parent, d, section, dx, dy, d.zIndex);
              result.element.dataset.kind = d.kind;
              result.element.textContent = d.content ? "" : d.kind;
              if (d.content) drawContent(result.element, d.content, d.frame);
              result.element.title = d.kind + " " + frameText(d.frame);
              break;
            case "boundary": result = drawBoundary(e.key, d, section, seen); break;
            case "decoration":
              result = box(e.key, "decoration", seen, feed, d, section, 0, 0, d.zIndex - 1);
              result.element.title = d.kind + " " + frameText(d.frame);
              break;
            case "listBackground":
              result = box(e.key, "list-background", seen, feed, d, section, 0, 0, -1);
              result.element.style.borderRadius = d.cornerRadius + "px";
              result.element.title = "list background " + frameText(d.frame);
              break;
            default: result = box(e.key, "separator", seen, feed, d, section, 0, 0, 1000);
            }
            result.virtual = true;
            return true;
          }

          function drawItem(key, item, section, parent, dx, dy, seen) {
            var kind = text(item.fields.kind) || "item";
            var title = text(item.fields.title) || text(item.fields.name) || item.id;
            var entry = box(key, "cell", seen, parent, item, section, dx, dy, item.zIndex || 0);
            var element = entry.element;
            var fields = JSON.stringify(item.fields);
            entry.item = item;
            entry.updated = !entry.fresh && element.dataset.fields !== fields;
            element.dataset.fields = fields;
            element.dataset.id = item.id;
            element.dataset.section = section.id;
            element.title = kind + " " + item.id + " · " + title + " " + frameText(item.frame);
            if (item.content) {
              entry.labels = null;
              element.textContent = "";
              element.style.background = "#ffffff";
              element.style.borderColor = "#e5e5ea";
              drawContent(element, item.content, item.frame);
              return entry;
            }
            var colours = kindColours(kind);
            element.style.background = colours[0];
            element.style.borderColor = colours[1];
            drawLabels(entry, kind, title, item.frame[3] >= 34);
            return entry;
          }

          // A plain cell's kind and title labels: the ones it shows are relabelled when it shows just those (a cell
          // redrawn or reused), which costs the browser new text only, not new elements to style and lay out.
          function drawLabels(entry, kind, title, withKind) {
            var element = entry.element, labels = entry.labels;
            if (!labels || element.lastChild !== labels.title ||
                element.firstChild !== (withKind ? labels.kind : labels.title)) {
              element.textContent = "";
              labels = entry.labels = { kind: make("span", "kind"), title: make("span", "title") };
              if (withKind) element.appendChild(labels.kind);
              element.appendChild(labels.title);
            }
            if (labels.kind.textContent !== kind) labels.kind.textContent = kind;
            if (labels.title.textContent !== title) labels.title.textContent = title;
          }

          // A kind's fill and stroke (KindPalette's), worked out once per kind rather than hashed for every cell.
          var coloursByKind = new Map();
          function kindColours(kind) {
            var colours = coloursByKind.get(kind);
            if (!colours) {
              colours = [hex(hue(kind), 0.7, 0.92), hex(hue(kind), 0.45, 0.45)];
              coloursByKind.set(kind, colours);
            }
            return colours;
          }

          // Draws a row's items and badges that overlap its visible length plus one length either side, along the
          // row's axis, and their scroll effects when any was drawn (or `effects` says so).
          function drawRow(rowEntry, seen, update, effects) {
            var info = rowEntry.info, length = rowEntry.view, wrote = false, dx = rowEntry.dx, dy = rowEntry.dy;
            var start = rowEntry.scrolled + (rowEntry.along ? dy : dx), whole = index.count <= drawAllUpTo;
            query(info.inRow, whole ? -Infinity : start - length, whole ? Infinity : start + 2 * length, function (e) {
              wrote = drawEntry(e, rowEntry.content, dx, dy, seen, update) || wrote;
            });
            if (wrote || effects) applyEffects(rowEntry);
          }

          // Draws what overlaps the viewport plus one screen either side; `update` redraws boxes that exist (a new
          // document), else only missing ones are made (a scroll). `view` is `viewport()` when the caller read it
          // before writing. With `pending`, the feed's items that have no box are listed there instead of drawn.
          // Returns the keys drawn.
          function drawVisible(seen, update, view, pending) {
            view = view || viewport();
            var screen = screenLength();
            var low = view[0] - screen, high = view[1] + screen, width = shown.environment.width;
            if (index.count <= drawAllUpTo) { low = -Infinity; high = Infinity; }
            drawnRange = view;
            index.sections.forEach(function (info) {
              if (info.high <= low || info.low >= high) return;
              query(info.flat, low, high, function (e) {
                if (pending && e.type === "item" && !boxes.has(e.key)) pending.push(e);
                else drawEntry(e, feed, 0, 0, seen, update);
              });
              if (info.orthogonal) {
                var rowEntry = row(info, width, seen);
                drawRow(rowEntry, seen, update, rowEntry.redrawn);
              }
            });
            return seen;
          }

          // Everything of a new document: the feed's own header and footer, the pinned items, what is in view.
          // `view` as for drawVisible. The feed is the screen's width and the content's height, or in a horizontal
          // feed as wide as its content, so that the window scrolls to every part of it whatever is drawn. Returns
          // whether the window was scrolled (keepLeadingEdge), which makes what the caller read of it stale.
          function draw(doc, seen, view) {
            var wide = feedAxis(doc) ? doc.environment.width : Math.max(doc.environment.width, doc.contentSize[0]);
            var width = wide + "px", height = doc.contentSize[1] + "px";
            rightToLeft = doc.environment.layoutDirection === "rightToLeft";
            if (feed.style.width !== width) feed.style.width = width;
            if (feed.style.height !== height) feed.style.height = height;
            var moved = keepLeadingEdge(doc, wide);
            if (moved) view = null;
            index = buildIndex(doc, index);
            pinned = [];
            (doc.supplementaries || []).forEach(function (s) { boundary("global:" + s.kind, s, null, seen); });
            index.pinned.forEach(function (e) { boundary(e.key, e.data, e.section, seen); });
            drawVisible(seen, true, view);
            return moved;
          }

          // A right-to-left horizontal feed starts at its leading edge, the right one (docs/spec/layout.md §6.3: its
          // frames are reflected about the feed's width, so x 0 is its end), as a collection view opens on its first
          // items: the window is scrolled so that the screen rests there, at the largest offset `stick` allows
          // (the browser stops at the page's end when the window is wider than the screen). Afterwards the window
          // keeps its distance from that edge when the feed's width changes (another document, another screen),
          // as a left-to-right feed keeps its distance from its left edge. `wide` is the feed's width now.
          var leadingEdgeAt = null;
          function keepLeadingEdge(doc, wide) {
            var before = leadingEdgeAt;
            leadingEdgeAt = rightToLeft && !feedAxis(doc) ? wide : null;
            if (leadingEdgeAt === null || before === leadingEdgeAt) return false;
            if (before !== null) {
              window.scrollBy(leadingEdgeAt - before, 0);
              return true;
            }
            var axis = scrollAxis(doc, screenBars());
            var rest = Math.max(-axis.before, axis.content + axis.after - axis.screen);
            window.scrollTo(feed.getBoundingClientRect().left + window.scrollX + rest, window.scrollY);
            return true;
          }

          // Removes the drawn boxes of the viewport's elements that `seen` does not hold (after a scroll), keeping
          // where a removed row was scrolled to. A cell of the feed itself is released to `reusable` and left in
          // place for now, its animations (which showed its item's update) stopped; a row's cells, which its effects
          // scale and fade, are removed.
          function removeUnseen(seen, owner) {
            boxes.forEach(function (entry, key) {
              if (seen.has(key)) return;
              var isRow = key.indexOf("row:") === 0;
              if (owner ? entry.element.parentNode !== owner : !(entry.virtual || isRow)) return;
              if (isRow) rowOffsets.set(entry.section.id, rowOffset(entry));
              boxes.delete(key);
              if (entry.item && entry.element.parentNode === feed) {
                (entry.animations || []).forEach(function (animation) { animation.cancel(); });
                reusable.push({ element: entry.element, labels: entry.labels });
              } else {
                entry.element.remove();
              }
            });
          }

          // After the window scrolled: draw again once the viewport has moved half a screen from the last draw.
          // Where the screen and the feed are is read before `stick` writes, so that the browser need not lay the
          // page out again to answer.
          function scrolled() {
            if (!shown) return;
            var edge = screenEdge(), view = viewport();
            stick(edge);
            if (!index || !drawnRange || index.count <= drawAllUpTo) return;
            if (Math.abs(view[0] - drawnRange[0]) < screenLength() / 2) return;
            redraw(view);
          }

          // A scroll's draw: the cells that left the range are released before those coming into it are drawn,
          // which reuse them. Released cells left over are taken out of the page (a freshly drawn page has none)
          // and kept for a later draw.
          function redraw(view) {
            var seen = new Set(), pending = [], kept = reusable.length;
            drawVisible(seen, false, view, pending);
            removeUnseen(seen, null);
            pending.forEach(function (e) { drawEntry(e, feed, 0, 0, seen, false); });
            for (var i = kept; i < reusable.length; i += 1) reusable[i].element.remove();
            noteCellsMade();
          }

          // For tests: how many cell elements the page has made.
          function noteCellsMade() {
            var made = String(cellsMade);
            if (document.body.dataset.cellsMade !== made) document.body.dataset.cellsMade = made;
          }

          // After a row scrolled along its axis: its effects, and its items drawn again around the new offset.
          function scrolledRow(rowEntry) {
            rowEntry.scrolled = rowScrolled(rowEntry);
            if (index.count <= drawAllUpTo) { applyEffects(rowEntry); return; }
            var seen = new Set();
            drawRow(rowEntry, seen, false, true);
            removeUnseen(seen, rowEntry.content);
          }

        """#
}
