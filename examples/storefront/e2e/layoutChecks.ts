import type { Page } from 'playwright-core';

/**
 * The layout rules of issue 23 (item 2), checked in the page as it is rendered, one line per
 * fault (`[]` when there is none):
 *
 * - **overlap**: no visible line of text intersects a line of another text. Each line box
 *   (Range.getClientRects of a text node) is taken at its glyphs' core, the middle 60 % of its
 *   height, so lines that merely touch under a tight line-height do not count; text scrolled
 *   under a sticky or fixed box with a ground of its own (a panel's footer) is hidden by it,
 *   not overlapping it;
 * - **over-image**: no visible line of text intersects a visible `<img>`, unless the text is in
 *   an element marked `data-over-image` (a badge placed on purpose outside the picture's text
 *   area; none is marked today);
 * - **scroll**: the page never scrolls sideways, and no line of text reaches past the
 *   viewport's edges;
 * - **mid-word**: no word (a run of characters without white space) is split across lines,
 *   except right after a hyphen or a slash, where a part number or a compound word may break as
 *   the browser's own line breaking allows;
 * - **cut**: no text is cut off by its box (an ellipsis, a line clamp or a hidden overflow that
 *   hides part of it).
 *
 * Visible means: rendered (checkVisibility with opacity and visibility), larger than the 1 px
 * boxes of visually hidden text, and within every clipping ancestor (a carousel's other slides
 * are outside its viewport). `scope` narrows the check to a part of the page.
 */
export function layoutFaults(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const faults: string[] = [];
    const root = document.querySelector(scopeSelector);
    if (!root) return [`no element matches ${scopeSelector}`];
    const viewportWidth = document.documentElement.clientWidth;
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;

    const describe = (node: Node): string => {
      const element = node instanceof Element ? node : node.parentElement;
      if (!element) return '?';
      const parts: string[] = [];
      let current: Element | null = element;
      while (current && parts.length < 3 && current !== document.body) {
        const cls = current.classList[0] ? `.${current.classList[0]}` : '';
        parts.unshift(`${current.tagName.toLowerCase()}${cls}`);
        current = current.parentElement;
      }
      return parts.join(' > ');
    };
    const snippet = (text: string | null) => JSON.stringify((text ?? '').trim().slice(0, 40));
    /** Page coordinates: the rules hold wherever the page is scrolled to. */
    const toPage = (rect: DOMRect | Box): Box => ({
      left: rect.left + scrollX,
      top: rect.top + scrollY,
      right: rect.right + scrollX,
      bottom: rect.bottom + scrollY,
    });
    const intersect = (a: Box, b: Box): Box | null => {
      const box = {
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      };
      return box.right > box.left && box.bottom > box.top ? box : null;
    };

    /**
     * The area of the page in which an element's content can show (page coordinates), or
     * null: the overflow of the element and its ancestors, and their `clip` and `clip-path`
     * (visually hidden text is clipped to nothing).
     */
    const clipCache = new Map<Element, Box | null>();
    const visibleArea = (element: Element): Box | null => {
      const cached = clipCache.get(element);
      if (cached !== undefined) return cached;
      const parent = element.parentElement;
      let area: Box | null = parent
        ? visibleArea(parent)
        : { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
      if (area) {
        const style = getComputedStyle(element);
        const rect = toPage(element.getBoundingClientRect());
        if (style.clip !== 'auto' || style.clipPath !== 'none') area = intersect(area, rect);
      }
      if (area && element !== document.documentElement && element !== document.body) {
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const rect = toPage(element.getBoundingClientRect());
          area = intersect(area, {
            left: style.overflowX === 'visible' ? -1e9 : rect.left,
            right: style.overflowX === 'visible' ? 1e9 : rect.right,
            top: style.overflowY === 'visible' ? -1e9 : rect.top,
            bottom: style.overflowY === 'visible' ? 1e9 : rect.bottom,
          });
        }
      }
      clipCache.set(element, area);
      return area;
    };
    /** A drawing made of glyphs (the rating's half star: half a filled star over an outline). */
    const drawing = (node: Node) => node.parentElement?.closest('[aria-hidden="true"]') ?? null;
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    // Every line of visible text.
    interface Line {
      node: Text;
      /** The line as laid out, and the part of it its clipping ancestors show. */
      raw: Box;
      box: Box;
      core: Box;
    }
    const lines: Line[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !text.data.trim()) continue;
      if (parent.closest('script, style, noscript, template, option, svg')) continue;
      if (!shown(parent)) continue;
      const area = visibleArea(parent);
      if (!area) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        if (rect.width <= 1 || rect.height <= 1) continue;
        const raw = toPage(rect);
        const box = intersect(raw, area);
        if (!box || box.right - box.left <= 1 || box.bottom - box.top <= 1) continue;
        const inset = (box.bottom - box.top) * 0.2;
        const core = { ...box, top: box.top + inset, bottom: box.bottom - inset };
        lines.push({ node: text, raw, box, core });
      }
    }

    // A box that stays put over scrolling content (sticky or fixed) with a ground of its own
    // covers what scrolls under it: that text is hidden, not overlapping.
    const coverCache = new Map<Element, { element: Element; box: Box } | null>();
    const coverOf = (element: Element): { element: Element; box: Box } | null => {
      if (coverCache.has(element)) return coverCache.get(element) ?? null;
      let found: { element: Element; box: Box } | null = null;
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.position !== 'sticky' && style.position !== 'fixed') continue;
        const alpha = /rgba?\(([^)]*)\)/.exec(style.backgroundColor)?.[1]?.split(',')[3];
        const opaque =
          style.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) > 0.9);
        if (opaque) found = { element: box, box: toPage(box.getBoundingClientRect()) };
        break;
      }
      coverCache.set(element, found);
      return found;
    };
    const hiddenUnder = (line: Line, other: Line) => {
      const cover = other.node.parentElement && coverOf(other.node.parentElement);
      return !!cover && !cover.element.contains(line.node) && !!intersect(line.core, cover.box);
    };

    // overlap
    const reported = new Set<string>();
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i] as Line;
        const b = lines[j] as Line;
        if (a.node === b.node) continue;
        const glyphs = drawing(a.node);
        if (glyphs && glyphs === drawing(b.node)) continue;
        if (hiddenUnder(a, b) || hiddenUnder(b, a)) continue;
        const common = intersect(a.core, b.core);
        if (!common || common.right - common.left < 2) continue;
        const key = `${describe(a.node)} ${snippet(a.node.data)} / ${describe(b.node)} ${snippet(b.node.data)}`;
        if (reported.has(key)) continue;
        reported.add(key);
        faults.push(`overlap: ${key}`);
      }
    }

    // over-image
    const images = [...root.querySelectorAll('img')].flatMap((img) => {
      if (!shown(img)) return [];
      const area = img.parentElement && visibleArea(img.parentElement);
      const box = area && intersect(toPage(img.getBoundingClientRect()), area);
      return box ? [{ img, box }] : [];
    });
    const overImage = new Set<string>();
    for (const line of lines) {
      if (line.node.parentElement?.closest('[data-over-image]')) continue;
      for (const { img, box } of images) {
        const common = intersect(line.core, box);
        if (!common || common.right - common.left < 2) continue;
        const key = `${describe(line.node)} ${snippet(line.node.data)} over ${describe(img)}`;
        if (overImage.has(key)) continue;
        overImage.add(key);
        faults.push(`over-image: ${key}`);
      }
    }

    // scroll
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > viewportWidth) {
      faults.push(`scroll: the page is ${scrollWidth} px wide in a ${viewportWidth} px viewport`);
    }
    for (const line of lines) {
      const left = line.box.left - scrollX;
      const right = line.box.right - scrollX;
      if (left < -1 || right > viewportWidth + 1) {
        faults.push(
          `scroll: ${describe(line.node)} ${snippet(line.node.data)} spans ${Math.round(left)}..${Math.round(right)} px`,
        );
      }
    }

    // mid-word
    const byNode = new Map<Text, Line[]>();
    for (const line of lines) byNode.set(line.node, [...(byNode.get(line.node) ?? []), line]);
    for (const [node, nodeLines] of byNode) {
      if (nodeLines.length < 2) continue;
      for (const match of node.data.matchAll(/\S+/g)) {
        const start = match.index;
        const word = match[0];
        if (word.length < 2) continue;
        const lineOf = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          return rect ? Math.round(rect.top + rect.height / 2) : null;
        };
        const first = lineOf(start);
        const last = lineOf(start + word.length - 1);
        if (first === null || last === null || Math.abs(first - last) < 2) continue;
        for (let k = 1; k < word.length; k++) {
          const here = lineOf(start + k);
          const before = lineOf(start + k - 1);
          if (here === null || before === null || Math.abs(here - before) < 2) continue;
          if (!/[-/‐–]/.test(word[k - 1] as string)) {
            faults.push(
              `mid-word: ${describe(node)} ${JSON.stringify(word)} breaks after ${JSON.stringify(word.slice(0, k))}`,
            );
          }
        }
      }
    }

    // cut: text reaching out of a box that clips without scrolling (an ellipsis, a line
    // clamp, a fixed height with hidden overflow).
    const clipper = new Map<Element, Element | null>();
    const clippingBox = (element: Element): Element | null => {
      if (clipper.has(element)) return clipper.get(element) ?? null;
      let found: Element | null = null;
      for (
        let box: Element | null = element;
        box && box !== document.body && box !== document.documentElement;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        // A box that scrolls shows the rest when scrolled; a 1 px box is visually hidden text.
        const rect = box.getBoundingClientRect();
        if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) break;
        if (rect.width > 1 && rect.height > 1) found = box;
        break;
      }
      clipper.set(element, found);
      return found;
    };
    const cut = new Set<Element>();
    for (const line of lines) {
      const parent = line.node.parentElement;
      const box = parent && clippingBox(parent);
      if (!box || cut.has(box) || drawing(box)) continue;
      const rect = toPage(box.getBoundingClientRect());
      const style = getComputedStyle(box);
      const outX = line.raw.left < rect.left - 1 || line.raw.right > rect.right + 1;
      const outY = line.raw.top < rect.top - 1 || line.raw.bottom > rect.bottom + 1;
      const ellipsis = style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1;
      const clamped = style.webkitLineClamp !== 'none' && box.scrollHeight > box.clientHeight + 1;
      if (
        (style.overflowX !== 'visible' && outX) ||
        (style.overflowY !== 'visible' && outY) ||
        ellipsis ||
        clamped
      ) {
        cut.add(box);
        faults.push(`cut: ${describe(box)} ${snippet(box.textContent)}`);
      }
    }
    return faults;
  }, scope);
}

/** A grid's items as laid out: how many, in how many columns, and the rows left short. */
export interface GridRows {
  items: number;
  columns: number;
  /** One line per row that does not reach across the grid (`[]` when every row is full). */
  faults: string[];
}

/**
 * The grid `selector` as rendered: its visible items, its columns (the distinct left edges of
 * the items) and, for each distinct top among the items, whether the items crossing that height
 * cover the list's whole width (less the gaps between them), so an item spanning columns or rows
 * counts for what it covers.
 */
export function gridRows(page: Page, selector: string): Promise<GridRows> {
  return page.evaluate((listSelector) => {
    const list = document.querySelector(listSelector);
    if (!list) return { items: 0, columns: 0, faults: [`no element matches ${listSelector}`] };
    const items = [...list.children]
      .map((item) => item.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0);
    const width = list.getBoundingClientRect().width;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const tops = [...new Set(items.map((rect) => Math.round(rect.top)))].sort((a, b) => a - b);
    const columns = new Set(items.map((rect) => Math.round(rect.left))).size;
    const faults: string[] = [];
    for (const top of tops) {
      const row = items.filter((rect) => rect.top <= top + 1 && rect.bottom > top + 1);
      const covered = row.reduce((sum, rect) => sum + rect.width, 0) + gap * (row.length - 1);
      if (covered < width - 2) {
        faults.push(
          `${listSelector}: the row at ${top} px covers ${Math.round(covered)} of ${Math.round(width)} px (${row.length} items)`,
        );
      }
    }
    return { items: items.length, columns, faults };
  }, selector);
}
