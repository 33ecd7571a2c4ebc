/// The HTML page's script: draws the embedded document, and on a live page follows the server's events.
///
/// Cells, boundary items, badges and backgrounds are absolutely positioned boxes at their frames, kept by
/// identity across updates, so an update animates: a box whose place changed glides from where it was (measured
/// on screen before and after, so moves between rows work too), a new one fades in, a removed one fades out, and a
/// cell whose fields changed flashes. Orthogonal sections are rows that scroll sideways (columns that scroll up and
/// down in a horizontal feed: PreviewPageRow), with snap points at the section's rest offsets: aligned at their
/// start for `continuousGroupLeadingBoundary`, `groupPaging` and `paging` (whose rest offsets are page boundaries),
/// centred for `groupPagingCentered` (a point one viewport long centred on the viewport rests at the same offset),
/// none for `continuous`; the paging behaviours stop at every point.
/// Errors show in an overlay naming script and line, hidden again by the next document without errors. After each
/// update `body[data-last-update]` holds how many cells were inserted, deleted, moved and updated, for tests.
enum PreviewPageScript {
    /// The page's script: the colour and weight tables of cell content, then the drawing code.
    static let source =
        "var feedColours = \(SystemColors.javaScript);\n"
        + "var feedWeights = {ultraLight:100,thin:200,light:300,regular:400,medium:500,semibold:600,bold:700,"
        + "heavy:800,black:900};\n" + body

    static let body =
        opening + PreviewPageRow.source + PreviewPageViewport.source + PreviewPageUpdate.source + closing

    /// The state, the helpers, boxes and pinning.
    static let opening = #"""
        (function () {
          "use strict";
          var live = document.body.dataset.live === "true";
          var feed = document.getElementById("feed");
          var boxes = new Map();
          var generation = 0;
          var encoder = new TextEncoder();
          var snapAlign = { continuousGroupLeadingBoundary: "start", groupPaging: "start", paging: "start",
                            groupPagingCentered: "center" };
          var snapStops = { groupPaging: true, groupPagingCentered: true, paging: true };
          var pinned = [];
          var shown = null;
          // The shown document's drawable elements by section, for viewport queries (PreviewPageViewport).
          var index = null;
          var rightToLeft = false;
          // Where each row was scrolled to, kept while the row is out of view and not drawn.
          var rowOffsets = new Map();
          // The part of the feed drawn around the last viewport, in feed coordinates.
          var drawnRange = null;
          // How many boxes the current render wrote to (made or redrew), for tests (body[data-last-written]).
          var written = 0;
          // Cells a scroll took out of range, kept with their labels for the cells it brings into range, as a
          // collection view dequeues reusable cells: a redraw moves and relabels them instead of removing elements
          // and making new ones (PreviewPageViewport.redraw).
          var reusable = [];
          // How many cell elements the page has made, for tests (body[data-cells-made]).
          var cellsMade = 0;

          function hue(kind) {
            var hash = 0x811c9dc5;
            encoder.encode(kind).forEach(function (byte) {
              hash = Math.imul((hash ^ byte) >>> 0, 0x01000193) >>> 0;
            });
            return hash % 360;
          }
          // #rrggbb by CSS Color 4's hslToRgb, the arithmetic of KindPalette.hex, so SVG and page agree.
          function hex(h, s, l) {
            var chroma = s * Math.min(l, 1 - l);
            return "#" + [0, 8, 4].map(function (offset) {
              var sector = (offset + h / 30) % 12;
              var value = l - chroma * Math.max(-1, Math.min(sector - 3, 9 - sector, 1));
              return (256 + Math.round(value * 255)).toString(16).slice(1);
            }).join("");
          }
          function text(value) { return typeof value === "string" ? value : null; }
          function frameText(f) { return "[" + f.join(", ") + "]"; }
          function place(element, frame, dx, dy) {
            element.style.left = (frame[0] - dx) + "px";
            element.style.top = (frame[1] - dy) + "px";
            element.style.width = frame[2] + "px";
            element.style.height = frame[3] + "px";
          }
          function make(tag, className) {
            var element = document.createElement(tag);
            element.className = className;
            return element;
          }

          // A cell's element and labels: a reusable one, else a new one.
          function dequeueCell() {
            if (reusable.length > 0) return reusable.pop();
            cellsMade += 1;
            return { element: make("div", "cell"), labels: null };
          }

          // The box of `key` made or placed anew to show `data` (whose frame it takes), shifted by (dx, dy).
          function box(key, className, seen, parent, data, section, dx, dy, zIndex) {
            var entry = boxes.get(key);
            var fresh = !entry;
            if (fresh) {
              entry = className === "cell" ? dequeueCell() : { element: make("div", className) };
              boxes.set(key, entry);
            }
            seen.add(key);
            var before = entry.drawn, reparented = entry.element.parentNode !== parent;
            if (reparented) parent.appendChild(entry.element);
            place(entry.element, data.frame, dx, dy);
            entry.element.style.zIndex = String(1 + zIndex);
            entry.fresh = fresh;
            entry.updated = false;
            entry.drawnIn = renders;
            // Only a box placed differently can have moved on screen (render measures just those).
            entry.placedAnew = !before || reparented || before.dx !== dx || before.dy !== dy ||
              String(before.data.frame) !== String(data.frame);
            entry.drawn = { data: data, json: null, section: section ? section.id : null, dx: dx, dy: dy };
            written += 1;
            return entry;
          }

          // The box of `key` when it already shows `data` where it would be drawn (the same object, or one with
          // the same JSON, in the same parent, section and shift): nothing to write, so an update costs what
          // changed. Nil when it must be drawn.
          // An element's data as JSON without an item's `index` and `hash`, which no box draws, and without a
          // zIndex of 0, which a missing one means: the page's own data leaves them out (ItemMembers.page) and the
          // server's events carry them, so a box drawn from the one is unchanged by the other.
          function drawnJSON(data) {
            if (data.index === undefined && data.hash === undefined && data.zIndex !== 0) return JSON.stringify(data);
            var drawn = {};
            for (var key in data) {
              if (key !== "index" && key !== "hash" && !(key === "zIndex" && data[key] === 0)) drawn[key] = data[key];
            }
            return JSON.stringify(drawn);
          }
          function unchangedBox(key, data, section, parent, dx, dy, seen) {
            var entry = boxes.get(key), drawn = entry && entry.drawn;
            if (!drawn || entry.element.parentNode !== parent || drawn.dx !== dx || drawn.dy !== dy ||
                drawn.section !== (section ? section.id : null)) {
              return null;
            }
            if (drawn.data !== data) {
              if (drawn.json === null) drawn.json = drawnJSON(drawn.data);
              var json = drawnJSON(data);
              if (json !== drawn.json) return null;
              drawn.data = data;
            }
            seen.add(key);
            entry.fresh = false;
            entry.updated = false;
            if (entry.item) entry.item = data;
            return entry;
          }

          function boundary(key, s, section, seen) {
            var entry = unchangedBox(key, s, section, feed, 0, 0, seen) || drawBoundary(key, s, section, seen);
            if (s.pinned && s.pinRange) pinned.push({ element: entry.element, s: s, section: section });
            return entry;
          }
          function drawBoundary(key, s, section, seen) {
            var entry = box(key, s.pinned ? "boundary pinned" : "boundary", seen, feed, s, section, 0, 0, s.zIndex);
            var title = text(s.fields.title) || s.kind;
            var fields = JSON.stringify(s.fields);
            entry.updated = !entry.fresh && entry.element.dataset.fields !== fields;
            entry.element.dataset.fields = fields;
            entry.element.dataset.kind = s.kind;
            entry.element.dataset.section = section ? section.id : "";
            entry.element.textContent = s.content ? "" : title;
            if (s.content) drawContent(entry.element, s.content, s.frame);
            entry.element.title = s.kind + " · " + title + " " + frameText(s.frame) + (s.pinned ? " · pinned" : "");
            return entry;
          }

          // The scroll view's adjusted insets (docs/spec/layout.md §4.2): the safe area with the bars, when a
          // navigation or tab bar is shown or the content is taller than the screen.
          function adjustedInsets(doc, bars) {
            var adjusts = bars.navigationBar > 0 || bars.tabBar > 0 || doc.contentSize[1] > doc.environment.height;
            return adjusts ? { top: bars.top, bottom: bars.bottom } : { top: 0, bottom: 0 };
          }
          // The scroll axis of `doc` as `stick` needs it (docs/spec/layout.md §4.2): the frame coordinate that moves
          // (0 for x, 1 for y), the screen's and the content's lengths along it and the adjusted insets before and
          // after the content. A horizontal feed's are the side safe area when the content is wider than the
          // screen, the leading one on the right in right to left, as `feed build --scroll-x` clamps them.
          function scrollAxis(doc, bars) {
            if (doc.scrollDirection !== "horizontal") {
              var insets = adjustedInsets(doc, bars);
              return { at: 1, screen: doc.environment.height, content: doc.contentSize[1], before: insets.top,
                       after: insets.bottom };
            }
            var safe = doc.environment.safeArea || [0, 0, 0, 0], wider = doc.contentSize[0] > doc.environment.width;
            var rtl = doc.environment.layoutDirection === "rightToLeft";
            return { at: 0, screen: doc.environment.width, content: doc.contentSize[0],
                     before: wider ? (rtl ? safe[3] : safe[1]) : 0, after: wider ? (rtl ? safe[1] : safe[3]) : 0 };
          }
          // Pinned headers and footers follow docs/spec/layout.md §4.2 as the page scrolls, along the feed's scroll
          // axis: the screen's top edge is the toolbar's bottom edge and its left edge the window's, so the content
          // offset is where that edge is in the feed (minus the inset before the content at rest, where the bars
          // drawn above the feed show whole), clamped as a scroll view clamps it; an item whose `pinRange` starts
          // at its natural place (a header; a footer in a right-to-left horizontal feed, §6.3) sticks after the
          // inset before, one whose range ends there before the inset after, exactly as `feed build --scroll-y`
          // (`--scroll-x`) computes `pinnedFrame`. The bars follow the screen's edges. `edge` is `screenEdge()` when
          // the caller read it before writing (so that the browser need not lay out again to answer).
          function stick(edge) {
            if (!shown) return;
            var bars = screenBars(), axis = scrollAxis(shown, bars), at = axis.at;
            if (edge === undefined || edge === null) edge = screenEdge();
            var offset = Math.min(Math.max(-axis.before, at ? edge.top : edge.left),
                                  Math.max(-axis.before, axis.content + axis.after - axis.screen));
            var start = offset + axis.before, end = offset + axis.screen - axis.after;
            document.body.dataset[at ? "scrollY" : "scrollX"] = String(offset);
            pinned.forEach(function (pin) {
              var s = pin.s, natural = s.frame[at], extent = s.frame[at + 2], range = s.pinRange, position = natural;
              var frame = pin.section ? pin.section.frame : null;
              var visible = !frame || (frame[at] + frame[at + 2] > offset && frame[at] < offset + axis.screen);
              var towardsLow = range[1] === natural && range[0] !== natural;
              if (visible) {
                position = towardsLow ? Math.max(Math.min(natural, end - extent), range[0])
                                      : Math.min(Math.max(natural, start), range[1]);
              }
              pin.element.style[at ? "top" : "left"] = position + "px";
              pin.element.dataset[at ? "pinnedTop" : "pinnedLeft"] = String(position);
              pin.element.style.zIndex = String(1 + s.zIndex + (position !== natural ? 1000000 : 0));
            });
            feed.querySelectorAll(".follows-top").forEach(function (band) {
              band.style.top = (Math.max(edge.top, -bars.top) + Number(band.dataset.fromTop)) + "px";
            });
            feed.querySelectorAll(".follows-bottom").forEach(function (band) {
              var screenEnd = shown.environment.height - bars.top - bars.bottom;
              band.style.top = (Math.max(edge.top + bars.top, 0) + screenEnd + Number(band.dataset.fromEnd)) + "px";
            });
          }
          // Where the screen's edges are in the feed: its top edge is the toolbar's bottom edge, its left edge the
          // window's.
          function screenEdge() {
            var origin = feed.getBoundingClientRect();
            return { left: -origin.left,
                     top: document.getElementById("toolbar").getBoundingClientRect().bottom - origin.top };
          }
          // A template's views inside their cell: image placeholders, labels line by line, button capsules.
          function drawContent(element, views, origin) {
            views.forEach(function (view) {
              var node = make("div", "view " + view.kind);
              var f = view.frame, look = view.appearance || {};
              node.style.left = (f[0] - origin[0]) + "px";
              node.style.top = (f[1] - origin[1]) + "px";
              node.style.width = f[2] + "px";
              node.style.height = f[3] + "px";
              if (look.cornerRadius) node.style.borderRadius = look.cornerRadius + "px";
              var fallback = view.kind === "image" ? "#d1d1d6" : view.kind === "button" ? "#e5e5ea" : "";
              var background = colour(look.backgroundColor || (view.kind === "image" ? look.color : null), fallback);
              if (background) node.style.background = background;
              if (view.lines && view.font) {
                node.style.fontSize = view.font.size + "px";
                node.style.fontWeight = String(feedWeights[view.font.weight] || 400);
                node.style.lineHeight = view.font.lineHeight + "px";
                node.style.color = colour(look.color, view.kind === "button" ? "#007aff" : "#000000");
                if (view.kind === "button") node.style.borderRadius = (look.cornerRadius || 8) + "px";
                if (view.kind === "label") node.style.textAlign = textAlign(view.textAlignment);
                view.lines.forEach(function (line) {
                  var lineNode = make("div", "line");
                  lineNode.textContent = line;
                  node.appendChild(lineNode);
                });
              }
              element.appendChild(node);
            });
          }
          // A label's alignment in CSS. Natural is the leading edge (UIKit's NSTextAlignment.natural), the right
          // one right to left; the others name their edge whatever the direction.
          function textAlign(alignment) {
            if (alignment === "natural") return rightToLeft ? "right" : "left";
            return alignment === "justified" ? "justify" : alignment;
          }
          function colour(name, fallback) {
            if (!name) return fallback;
            if (feedColours[name]) return feedColours[name];
            return /^[#A-Za-z0-9]+$/.test(name) ? name : fallback;
          }

        """#

    /// The ruler, the screen's bars, errors, and following the server.
    static let closing = #"""
          // The ruler and the screen, drawn again only when what they show changed (so not on most updates). A rule
          // marks where each section starts along the feed's scroll axis (docs/spec/layout.md §3.4: a horizontal
          // feed's sections run along x, all at y 0): across the feed at its y, its notes in the gutter at the left,
          // or in a horizontal feed down the feed at its leading x, its notes in the gutter below, after the rule.
          // Right to left (§6.3) a section's leading edge is its frame's right one and the notes go to the left.
          var rulerKey = null;
          function drawRuler(doc) {
            var key = JSON.stringify([doc.environment, doc.scrollDirection, doc.contentSize, barsText(),
                                      doc.sections.map(function (s) {
              return [s.id, s.frame, s.orthogonalScrolling, s.scrollContentSize];
            })]);
            if (key === rulerKey) return;
            rulerKey = key;
            feed.querySelectorAll(".rule, .fold").forEach(function (element) { element.remove(); });
            var width = doc.environment.width, at = feedAxis(doc);
            var leftward = !at && doc.environment.layoutDirection === "rightToLeft";
            function rule(position, name, notes) {
              var element = make("div", at ? "rule" : leftward ? "rule down leftward" : "rule down");
              if (at) {
                element.style.top = position + "px";
                element.style.width = (176 + width) + "px";
              } else {
                element.style.left = position + "px";
                element.style.height = (doc.contentSize[1] + 56) + "px";
              }
              var label = document.createElement("b");
              label.textContent = name;
              element.appendChild(label);
              notes.forEach(function (note) {
                var line = document.createElement("i");
                line.textContent = note;
                element.appendChild(line);
              });
              feed.appendChild(element);
            }
            doc.sections.forEach(function (section) {
              var notes = [at ? "y " + section.frame[1] + " · h " + section.frame[3]
                              : "x " + section.frame[0] + " · w " + section.frame[2]];
              if (section.orthogonalScrolling !== "none") {
                notes.push((at ? "↔ " : "↕ ") + section.orthogonalScrolling +
                           (section.scrollContentSize ? " " + section.scrollContentSize[1 - at] : ""));
              }
              rule(section.frame[at] + (leftward ? section.frame[2] : 0), section.id, notes);
            });
            // The content's end: its bottom, its right edge, or right to left the reflection of that edge about the
            // width the frames were reflected about (the screen's unless the content is wider).
            var end = doc.contentSize[at];
            rule(leftward ? Math.max(width, end) - end : end, "end " + end, []);
            drawScreen(doc);
          }

          // The bars and content insets of the screen shown: the picked device's (its option's data-bars), else the
          // page's own (the feed-bars element), both written by the server (PreviewBars.pageJSON).
          function screenBars() {
            return JSON.parse(barsText());
          }
          function barsText() {
            var select = document.getElementById("device");
            var option = select && select.selectedOptions[0];
            return option && option.dataset.bars ? option.dataset.bars : document.getElementById("feed-bars").textContent;
          }

          // The first screen at scroll offset 0 (docs/spec/layout.md §6.1): the top bars (or the top safe area)
          // above y = 0, the fold where the tab bar and the bottom safe area begin, both drawn below it, the side
          // safe areas shaded.
          function drawScreen(doc) {
            var width = doc.environment.width;
            var bars = screenBars();
            var safe = doc.environment.safeArea || [0, 0, 0, 0];
            var screen = doc.environment.height - bars.top - bars.bottom;
            feed.style.marginTop = bars.top + "px";
            function band(className, left, top, bandWidth, height, title) {
              if (bandWidth <= 0 || height <= 0) { return null; }
              var element = make("div", "fold " + className);
              element.style.left = left + "px";
              element.style.top = top + "px";
              element.style.width = bandWidth + "px";
              element.style.height = height + "px";
              element.title = title;
              feed.appendChild(element);
              return element;
            }
            // The top bars stay at the screen's top and the tab bar at its bottom while the page scrolls (stick).
            function follows(element, edge, distance) {
              if (!element) return;
              element.classList.add(edge === "top" ? "follows-top" : "follows-bottom");
              element.dataset[edge === "top" ? "fromTop" : "fromEnd"] = String(distance);
            }
            if (bars.statusBar > 0 || bars.navigationBar > 0) {
              follows(band("bar", 0, -bars.top, width, bars.statusBar, "status bar " + bars.statusBar), "top", 0);
              // A hidden status bar leaves the sensor housing above the navigation bar.
              var housing = bars.navigationTop - bars.statusBar;
              follows(band("unsafe", 0, -bars.top + bars.statusBar, width, housing, "safe area top " + housing), "top",
                      bars.statusBar);
              follows(band("bar", 0, -bars.top + bars.navigationTop, width, bars.navigationBar,
                           "navigation bar " + bars.navigationBar), "top", bars.navigationTop);
            } else {
              follows(band("unsafe", 0, -bars.top, width, bars.top, "safe area top " + bars.top), "top", 0);
            }
            follows(band("bar", 0, screen, width, bars.tabBar, "tab bar " + bars.tabBar), "bottom", 0);
            follows(band("unsafe", 0, screen + bars.tabBar, width, safe[2], "safe area bottom " + safe[2]), "bottom",
                    bars.tabBar);
            if (screen < doc.contentSize[1]) {
              var fold = make("div", "fold");
              fold.style.top = screen + "px";
              fold.style.width = width + "px";
              fold.title = "end of the first screen";
              feed.appendChild(fold);
            }
            var rtl = doc.environment.layoutDirection === "rightToLeft";
            var left = rtl ? safe[3] : safe[1], right = rtl ? safe[1] : safe[3];
            var height = bars.top + screen + bars.bottom;
            band("unsafe", 0, -bars.top, left, height, "safe area left " + left);
            band("unsafe", width - right, -bars.top, right, height, "safe area right " + right);
          }

          var errorsKey = null;
          function showErrors(doc) {
            var overlay = document.getElementById("error-overlay");
            var list = document.getElementById("error-list");
            var key = JSON.stringify(doc.errors || []);
            if (key === errorsKey) return;
            errorsKey = key;
            list.innerHTML = "";
            (doc.errors || []).forEach(function (error) {
              var line = document.createElement("li");
              line.textContent = error.script + (error.line !== null ? ":" + error.line : "") + ": " +
                (error.field ? error.field + ": " : "") + error.message;
              list.appendChild(line);
            });
            overlay.hidden = list.childElementCount === 0;
          }

          render(embeddedDocument(), false);
          // When the first frame has been drawn (after layout and paint), for the browser test's timing.
          requestAnimationFrame(function () {
            setTimeout(function () { document.body.dataset.firstFrame = String(performance.now()); }, 0);
          });
          window.addEventListener("scroll", scrolled, { passive: true });
          window.addEventListener("resize", function () { drawnRange = [-Infinity, -Infinity]; scrolled(); });

          if (live) {
            var select = document.getElementById("device");
            var status = document.getElementById("status");
            var source = null;
            // The document this page was served with, named on its first connection only, which follows the device
            // the page was asked for (none: the command line's screen, as served): the stream then starts with
            // `same` instead of sending that document again (LivePreview.follow). A later connection (another
            // device, a start over) follows the picker and asks for the whole document.
            var servedDocument = document.body.dataset.document || "";
            var servedDevice = new URLSearchParams(location.search).get("device") || "";
            // When the DOM shows the rebuild, on the wall clock (the browser test subtracts the save's time), and
            // how long the page took from the event to there (parsing it included). Date.now(), not
            // performance.timeOrigin + performance.now(): that sum runs on the monotonic clock from the page's
            // start and drifts from the system clock the test reads (a run gave saves that showed 20 ms before
            // they were made).
            function rendered(how, start) {
              var now = performance.now();
              document.body.dataset.renderedAt = String(Date.now());
              document.body.dataset.applyMs = String(now - start);
              document.body.dataset.lastRender = how;
            }
            function connect() {
              if (source) source.close();
              var device = servedDocument ? servedDevice : select ? select.value : "", query = [];
              if (device) query.push("device=" + encodeURIComponent(device));
              if (servedDocument) query.push("since=" + encodeURIComponent(servedDocument));
              servedDocument = "";
              source = new EventSource("/events" + (query.length ? "?" + query.join("&") : ""));
              source.addEventListener("feed", function (event) {
                var start = performance.now();
                render(JSON.parse(event.data), true);
                rendered("whole", start);
              });
              // The page shows the stream's current document already: nothing to draw.
              source.addEventListener("same", function () {
                var start = performance.now();
                noteGeneration(0);
                rendered("same", start);
              });
              // A rebuild that kept some sections: only the changed ones come, and only their boxes are redrawn.
              source.addEventListener("patch", function (event) {
                var start = performance.now(), doc = shown && patched(shown, JSON.parse(event.data));
                // A patch the shown document cannot take (an event was missed): start over with the whole document,
                // which a new stream sends first.
                if (!doc) { connect(); return; }
                render(doc, true);
                rendered("patch", start);
              });
              source.onopen = function () { status.textContent = "live"; };
              source.onerror = function () { status.textContent = "reconnecting…"; };
            }
            if (select) {
              select.addEventListener("change", function () {
                history.replaceState(null, "", select.value ? "/?device=" + encodeURIComponent(select.value) : "/");
                connect();
              });
            }
            connect();
          }
        })();

        """#
}
