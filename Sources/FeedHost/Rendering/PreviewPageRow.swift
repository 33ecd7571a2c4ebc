/// The part of the HTML page's script that draws an orthogonal section's own scroll view: a box over the section's
/// row band (its items and badges) that scrolls along the row's axis, with snap points at the section's rest
/// offsets, and the row's scroll effects.
///
/// In a vertical feed the row scrolls sideways at its section's x, as wide as its section, which its scroll view
/// spans (docs/spec/layout.md §3.3, §3.5: the clamp of `feed build --scroll-x` is `scrollContentSize` less the
/// section's width; in landscape that is the 750 points between the safe areas, not the screen's 844). In a
/// horizontal feed everything mirrors (§3.4): the row is a column at its band's x that scrolls up and down, as tall
/// as its section, which its scroll view spans along that axis (§3.5: the clamp of `feed build --scroll-y` is
/// `scrollContentSize` less the section's height). A box's `along` is the axis it scrolls along: 0 (x) for a row, 1 (y) for a column.
///
/// Spliced into `PreviewPageScript.body`, whose state and helpers it uses.
enum PreviewPageRow {
    static let source = #"""
          // The row of an orthogonal section, drawn as `info` (PreviewPageViewport.buildIndex) says. A right-to-left
          // row starts at the right: its content is shifted by the scrollable length, so scrolling it by o from its
          // start is scrollLeft = length − o. A column scrolls from the top in either direction.
          function row(info, width, seen) {
            var section = info.section, key = "row:" + section.id;
            var entry = boxes.get(key);
            // The same section object at the same width: the row is drawn as it should be.
            if (entry && entry.info === info && entry.width === width && entry.element.parentNode === feed) {
              seen.add(key);
              entry.redrawn = false;
              return entry;
            }
            // A row that becomes a column (the feed's scroll direction changed) is made anew, without a row's styles.
            if (entry && entry.along !== info.along) {
              entry.element.remove();
              boxes.delete(key);
              entry = null;
            }
            if (!entry) {
              var element = make("div", info.along ? "row column" : "row");
              var content = make("div", "row-content");
              element.appendChild(content);
              entry = { element: element, content: content, fresh: true, along: info.along };
              boxes.set(key, entry);
              element.addEventListener("scroll", function () { scrolledRow(entry); }, { passive: true });
            }
            entry.info = info;
            entry.section = section;
            entry.width = width;
            entry.redrawn = true;
            seen.add(key);
            var element = entry.element, mode = section.orthogonalScrolling;
            if (element.parentNode !== feed) feed.appendChild(element);
            element.dataset.section = section.id;
            element.dataset.scrolling = mode;
            var length = info.along ? placeColumn(entry, info) : placeRow(entry, info);
            entry.length = length;
            element.style.scrollSnapType = snapAlign[mode] ? (info.along ? "y" : "x") + " mandatory" : "none";
            entry.content.querySelectorAll(".snap").forEach(function (snap) { snap.remove(); });
            if (snapAlign[mode]) {
              (section.restOffsets || []).forEach(function (offset) {
                var snap = make("div", "snap");
                if (info.along) {
                  snap.style.top = offset + "px";
                  snap.style.width = "1px";
                  snap.style.height = entry.view + "px";
                } else {
                  snap.style.left = (rightToLeft ? length - offset : offset) + "px";
                  snap.style.width = entry.view + "px";
                }
                snap.style.scrollSnapAlign = snapAlign[mode];
                snap.style.scrollSnapStop = snapStops[mode] ? "always" : "normal";
                entry.content.appendChild(snap);
              });
            }
            if (entry.fresh) {
              var saved = rowOffsets.get(section.id) || 0;
              if (info.along) element.scrollTop = saved;
              else element.scrollLeft = rightToLeft ? length - saved : saved;
              // Read back at once (the assignment has just laid the row out); afterwards the row's scroll events
              // keep it, since reading the offset after writing styles would make the browser lay out again.
              entry.scrolled = rowScrolled(entry);
              entry.fresh = false;
            } else {
              // Where the browser clamps a row whose content got narrower.
              entry.scrolled = Math.min(Math.max(entry.scrolled, 0), length);
            }
            return entry;
          }
          // A vertical feed's row: its section's x and width (the scroll view spans the section, §3.3 and §3.5: in
          // landscape the safe area's 47 a side leave it 750 of the 844, and it scrolls scrollContentSize less
          // that), at its band's y. Returns how far it scrolls. Its items are drawn at their frames less the
          // section's x, shifted right to left, and their y less the band's (dx, dy).
          function placeRow(entry, info) {
            var element = entry.element, section = info.section, frame = section.frame;
            element.style.left = frame[0] + "px";
            element.style.top = info.rowLow + "px";
            element.style.width = frame[2] + "px";
            element.style.height = (info.rowHigh - info.rowLow) + "px";
            var size = section.scrollContentSize || [frame[2], info.rowHigh - info.rowLow];
            var length = Math.max(0, size[0] - frame[2]);
            entry.shift = rightToLeft ? length : 0;
            entry.dx = frame[0] - entry.shift;
            entry.dy = info.rowLow;
            entry.view = frame[2];
            entry.content.style.width = size[0] + "px";
            return length;
          }
          // A horizontal feed's column: its band's x and width, its section's y and height. Returns how far it
          // scrolls. Its items are drawn at their frames less the band's x and the section's y.
          function placeColumn(entry, info) {
            var element = entry.element, frame = info.section.frame;
            var size = info.section.scrollContentSize || [info.rowHigh - info.rowLow, frame[3]];
            element.style.left = info.rowLow + "px";
            element.style.width = (info.rowHigh - info.rowLow) + "px";
            element.style.top = frame[1] + "px";
            element.style.height = frame[3] + "px";
            entry.shift = 0;
            entry.dx = info.rowLow;
            entry.dy = frame[1];
            entry.view = frame[3];
            entry.content.style.height = size[1] + "px";
            return Math.max(0, size[1] - frame[3]);
          }
          // Where the browser has scrolled a row's element along the row's axis.
          function rowScrolled(entry) {
            return entry.along ? entry.element.scrollTop : entry.element.scrollLeft;
          }
          // How far a row is scrolled from its start (the leading edge; a column's top).
          function rowOffset(entry) {
            return rightToLeft && !entry.along ? entry.shift - entry.scrolled : entry.scrolled;
          }

          // A row's scroll effects (docs/spec/layout.md §3.5), exactly as `feed build --scroll-x` (`--scroll-y` in a
          // horizontal feed) computes visibleEffects: 1 at the visible centre, falling linearly to `min` at the
          // visible edge; an item is at x − o on screen, or x + o in a right-to-left row (y − o in a column). The CSS
          // `scale` property leaves `transform` to the move animations. Only the row's drawn cells are touched.
          function applyEffects(entry) {
            var section = entry.section, effects = section && section.effects, along = entry.along;
            if (!effects) return;
            // Measured over effects.span where the section has one, else over the section's frame.
            var span = effects.span || [section.frame[along], section.frame[along + 2]];
            var offset = rowOffset(entry), length = span[1];
            var centre = span[0] + length / 2, direction = rightToLeft && !along ? 1 : -1;
            entry.element.dataset.rowOffset = String(offset);
            entry.content.querySelectorAll(".cell").forEach(function (element) {
              var item = boxes.get("item:" + element.dataset.id).item;
              var f = item.frame, distance = Math.abs(f[along] + f[along + 2] / 2 + direction * offset - centre);
              var progress = length > 0 ? Math.min(distance / (length / 2), 1) : 1;
              var scale = effects.scale ? 1 - (1 - effects.scale.min) * progress : 1;
              var alpha = effects.alpha ? 1 - (1 - effects.alpha.min) * progress : 1;
              element.style.scale = String(scale);
              element.style.opacity = String(alpha);
            });
          }

        """#
}
