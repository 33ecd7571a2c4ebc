/// The part of the HTML page's script that shows a new document: `render` draws it (the whole document, or one a
/// `patch` event made from the shown one), and `patched` applies a `patch` event.
///
/// The cost of an update follows the change: sections a patch kept are the same objects as before, so their part
/// of the index is reused and their boxes are left alone; a box of a changed section whose element (frame, fields,
/// content) is unchanged is not written either (`unchangedBox`). What an update needs from the layout (the
/// viewport, the screen's edge, where the boxes it may move were) is read before anything is written, so the
/// browser lays the page out once, when the boxes placed anew are measured for their animation, and not at all
/// when none was. A new environment (another device) is drawn as the first document is.
///
/// Spliced into `PreviewPageScript.body`, whose state and helpers it uses.
enum PreviewPageUpdate {
    static let source = #"""
          // Counts renders; a box drawn by the current one has drawnIn === renders.
          var renders = 0;

          // The ids of `doc`'s sections that are the very objects shown now (kept by a patch).
          function keptSections(doc) {
            var kept = new Set(), before = new Map();
            if (!index) return kept;
            index.sections.forEach(function (info) { before.set(info.section.id, info.section); });
            doc.sections.forEach(function (section) {
              if (before.get(section.id) === section) kept.add(section.id);
            });
            return kept;
          }

          // The document a `patch` event (the server's ChangesOnlyLine: the changed sections, the order of all)
          // makes of `doc`: its sections replaced by id, the others kept as the same objects, in the patch's order.
          // Null when `doc` lacks a section the patch keeps (the page missed an event).
          function patched(doc, patch) {
            var byId = new Map(), sections = [];
            doc.sections.forEach(function (section) { byId.set(section.id, section); });
            patch.sections.forEach(function (section) { byId.set(section.id, section); });
            for (var i = 0; i < patch.order.length; i += 1) {
              var section = byId.get(patch.order[i]);
              if (!section) return null;
              sections.push(section);
            }
            return { version: patch.version, environment: patch.environment, contentSize: patch.contentSize,
                     scrollDirection: patch.scrollDirection, supplementaries: patch.supplementaries || [], sections: sections, changes: patch.changes,
                     errors: patch.errors, warnings: patch.warnings };
          }

          function render(doc, animate) {
            renders += 1;
            written = 0;
            // On the same screen, scrolling the same way, what is read from the layout now stays true after the
            // writes below.
            var steady = shown !== null && JSON.stringify(shown.environment) === JSON.stringify(doc.environment) &&
              feedAxis(shown) === feedAxis(doc);
            var view = steady ? viewport() : null, edge = steady ? screenEdge() : null;
            var kept = keptSections(doc), before = new Map(), origin = null;
            if (animate) {
              boxes.forEach(function (entry, key) {
                if (key.indexOf("row:") === 0 || (entry.drawn && kept.has(entry.drawn.section))) return;
                before.set(key, entry.element.getBoundingClientRect());
              });
              if (steady) origin = feed.getBoundingClientRect();
            }
            var seen = new Set();
            var counts = { inserted: 0, deleted: 0, moved: 0, updated: 0 };
            function count(key, what) { if (key.indexOf("item:") === 0) counts[what] += 1; }
            shown = doc;
            // A window the draw scrolled (to keep a right-to-left feed's leading edge) is read again.
            if (draw(doc, seen, view)) edge = null;
            drawRuler(doc);
            stick(edge);
            var leaving = [];
            boxes.forEach(function (entry, key) {
              if (seen.has(key)) return;
              boxes.delete(key);
              if (animate) count(key, "deleted");
              if (key.indexOf("row:") === 0) rowOffsets.set(entry.section.id, rowOffset(entry));
              if (!animate || key.indexOf("row:") === 0) { entry.element.remove(); return; }
              leaving.push({ key: key, element: entry.element });
            });
            if (leaving.length > 0 && !origin) origin = feed.getBoundingClientRect();
            leaving.forEach(function (gone) {
              var element = gone.element, rect = before.get(gone.key);
              if (rect) {
                feed.appendChild(element);
                element.style.left = (rect.left - origin.left) + "px";
                element.style.top = (rect.top - origin.top) + "px";
              }
              element.classList.add("leaving");
              element.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 300 }).onfinish = function () {
                element.remove();
              };
            });
            if (animate) animateDrawn(before, count);
            showErrors(doc);
            var env = doc.environment;
            document.getElementById("summary").textContent = env.width + " × " + env.height + " · " +
              env.sizeClass + " · " + doc.sections.length + " sections · " +
              doc.sections.reduce(function (sum, s) { return sum + itemCount(s); }, 0) + " items";
            noteGeneration(written);
            document.body.dataset.lastUpdate = JSON.stringify(counts);
            noteCellsMade();
          }

          // A document the page now shows (drawn, or already shown: the stream's `same`), and how many boxes it
          // wrote, for tests (body[data-generation], body[data-last-written]).
          function noteGeneration(boxesWritten) {
            generation += 1;
            document.body.dataset.generation = String(generation);
            document.body.dataset.lastWritten = String(boxesWritten);
          }

          // Runs an animation of a box's element, kept with the box while it runs so that a cell released for reuse
          // stops it (asking the element for its animations would make the browser compute styles).
          function animateBox(entry, keyframes, options) {
            var animation = entry.element.animate(keyframes, options);
            var running = entry.animations || (entry.animations = new Set());
            running.add(animation);
            animation.onfinish = function () { running.delete(animation); };
          }

          // The boxes this render drew: a new one fades in, one whose place changed glides from where it was
          // (measured on screen, so moves between rows work too), one whose fields changed flashes. Only boxes
          // placed anew can have moved, so a render that placed none does not make the browser lay out here.
          function animateDrawn(before, count) {
            boxes.forEach(function (entry, key) {
              if (key.indexOf("row:") === 0 || entry.drawnIn !== renders) return;
              var element = entry.element;
              if (entry.fresh) {
                count(key, "inserted");
                animateBox(entry, [{ opacity: 0 }, { opacity: 1 }], { duration: 300 });
                return;
              }
              var first = entry.placedAnew && before.get(key), last = first && element.getBoundingClientRect();
              if (first && (first.left !== last.left || first.top !== last.top ||
                            first.width !== last.width || first.height !== last.height)) {
                count(key, "moved");
                var sx = last.width ? first.width / last.width : 1, sy = last.height ? first.height / last.height : 1;
                animateBox(entry, [
                  { transformOrigin: "0 0", transform: "translate(" + (first.left - last.left) + "px, " +
                    (first.top - last.top) + "px) scale(" + sx + ", " + sy + ")" },
                  { transformOrigin: "0 0", transform: "none" }
                ], { duration: 350, easing: "ease-in-out" });
              }
              if (entry.updated) {
                count(key, "updated");
                animateBox(entry, [{ boxShadow: "0 0 0 4px #ffcc00", filter: "brightness(1.1)" },
                                   { boxShadow: "0 0 0 0 transparent", filter: "none" }], { duration: 600 });
              }
            });
          }

        """#
}
