/* global getComputedStyle, NodeFilter -- collectLayoutProblems runs in the page */
/**
 * Layout invariants that need no baseline. `collectLayoutProblems` runs inside the page and returns one
 * line per problem; an empty list means the state passes.
 *
 * What counts as "the chrome": the page's own header and footer (the skin's Header and Footer), every
 * specimen's body, and whatever the skins portal into <body> (dialogs, menus, listboxes). The
 * gallery's own controls are not checked.
 *
 * An element can opt out of the clipping check with `data-truncate` on itself or an ancestor: that
 * says the ellipsis is meant (a long user name, say).
 */

/** Runs in the browser. Kept self-contained: Playwright serialises it. */
function collectLayoutProblems(options) {
  const { phone, pseudo } = options;
  const problems = [];
  const vw = window.innerWidth;
  const doc = document.documentElement;
  const ROOTS =
    '.gallery > header, .gallery > footer, .specimen-body, body > [role="dialog"], body > div > [role="dialog"], ' +
    '[data-radix-popper-content-wrapper], [role="menu"], [role="listbox"]';
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="menuitem"], ' +
    '[role="option"], [role="tab"], summary, [tabindex]:not([tabindex="-1"])';

  const describe = (el) => {
    const name = (
      el.getAttribute('aria-label') ||
      el.getAttribute('placeholder') ||
      el.textContent ||
      el.getAttribute('title') ||
      ''
    )
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    const id = el.id ? `#${el.id}` : '';
    return `<${el.tagName.toLowerCase()}${id}> "${name}"`;
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
    return !el.closest('[hidden], [inert], [aria-hidden="true"]');
  };
  /** The part of `r` that ancestors with overflow hidden or clip leave visible. */
  const clippedBy = (el, r) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const clips = (v) => v === 'hidden' || v === 'clip';
      if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
      const b = a.getBoundingClientRect();
      const out =
        (clips(s.overflowX) && (r.left < b.left - 0.5 || r.right > b.right + 0.5)) ||
        (clips(s.overflowY) && (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5));
      if (out) return a;
    }
    return null;
  };

  // 1. No horizontal overflow of the page.
  if (doc.scrollWidth > vw + 0.5) {
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > vw + 0.5 && visible(el))
      .slice(0, 3)
      .map(describe);
    problems.push(`the page scrolls sideways: ${doc.scrollWidth} px wide at ${vw} px (${wide.join(', ')})`);
  }

  const roots = [...document.querySelectorAll(ROOTS)];
  const inRoots = (selector) => {
    const found = new Set();
    for (const root of roots) {
      if (root.matches(selector)) found.add(root);
      for (const el of root.querySelectorAll(selector)) found.add(el);
    }
    return [...found];
  };

  // 2. Every interactive control inside the viewport, not clipped, and at least 24 x 24 px
  //    (WCAG 2.2 target size, with its spacing and inline exceptions).
  const controls = inRoots(CONTROLS).filter(visible);
  const rects = new Map(controls.map((el) => [el, el.getBoundingClientRect()]));
  const isInline = (el) => {
    if (el.tagName !== 'A') return false;
    const block = el.parentElement;
    if (!block || !['P', 'SPAN', 'SMALL', 'LI'].includes(block.tagName)) return false;
    const own = [...block.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim().length > 0);
    return own.length > 0;
  };
  const undersized = controls.filter((el) => {
    const r = rects.get(el);
    return (r.width < 23.5 || r.height < 23.5) && !isInline(el);
  });
  const distanceToRect = (x, y, r) => {
    const dx = Math.max(r.left - x, 0, x - r.right);
    const dy = Math.max(r.top - y, 0, y - r.bottom);
    return Math.hypot(dx, dy);
  };
  for (const el of controls) {
    const r = rects.get(el);
    if (r.left < -0.5 || r.right > vw + 0.5) {
      problems.push(`${describe(el)} is outside the viewport (${Math.round(r.left)} to ${Math.round(r.right)} px)`);
      continue;
    }
    const clipper = clippedBy(el, r);
    if (clipper && !el.closest('[data-truncate]')) {
      problems.push(`${describe(el)} is cut off by ${describe(clipper)}`);
    }
  }
  for (const el of undersized) {
    // Spacing exception: a 24 px circle centred on the target meets no other target and no other
    // undersized target's circle.
    const r = rects.get(el);
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const crowded = controls.find((other) => {
      if (other === el || other.contains(el) || el.contains(other)) return false;
      const o = rects.get(other);
      if (distanceToRect(cx, cy, o) < 12) return true;
      if (!undersized.includes(other)) return false;
      return Math.hypot(cx - (o.left + o.width / 2), cy - (o.top + o.height / 2)) < 24;
    });
    if (crowded) {
      problems.push(
        `${describe(el)} is ${Math.round(r.width)} x ${Math.round(r.height)} px, under 24 x 24, and crowds ${describe(crowded)}`,
      );
    }
  }

  // 3. No text clipped or ellipsised unless meant, and short control labels on one line.
  for (const el of inRoots('*')) {
    if (!visible(el) || el.closest('[data-truncate]')) continue;
    if (['INPUT', 'TEXTAREA', 'SELECT', 'svg', 'IMG'].includes(el.tagName)) continue;
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim().length > 0);
    if (!hasText) continue;
    const s = getComputedStyle(el);
    const hides = s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
    if (hides && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`the text of ${describe(el)} is clipped (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
  }
  for (const el of controls) {
    if (!['A', 'BUTTON'].includes(el.tagName)) continue;
    // Directories of links (a mega-menu panel, a footer column) may wrap a long name.
    const list = el.closest('ul, ol');
    if (list && list.children.length > 6) continue;
    // A run of the label's own text that breaks over lines (parts set as blocks on purpose, like
    // an app badge's "Download on the" over "App Store", are separate runs and do not count).
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Short runs only: a long sentence in a link may wrap.
      const run = node.textContent.trim();
      if (!run || run.length > 24 || !visible(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [];
      for (const r of range.getClientRects()) {
        if (r.width > 0 && !tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top);
      }
      if (tops.length > 1 && !isInline(el)) {
        problems.push(`the label of ${describe(el)} wraps onto ${tops.length} lines`);
        break;
      }
    }
  }

  // 4. Placeholders fit their field (a field that shows one letter of its placeholder is unusable).
  const canvas = document.createElement('canvas').getContext('2d');
  for (const input of inRoots('input[placeholder], textarea[placeholder]').filter(visible)) {
    const s = getComputedStyle(input);
    canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const needed = canvas.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    // The pseudo-locale's texts are 40% longer than English: a placeholder may end in an ellipsis there
    // if most of it shows. Every real language must fit whole.
    const cut = pseudo && s.textOverflow === 'ellipsis' && room >= needed * 0.6;
    if (input.tagName === 'INPUT' && needed > room + 1 && !cut) {
      problems.push(`the placeholder of ${describe(input)} needs ${Math.ceil(needed)} px and has ${Math.floor(room)}`);
    }
  }

  // 5. The search bar's project field takes at least half of its row on a phone.
  if (phone) {
    for (const box of inRoots('form [role="combobox"]').filter(visible)) {
      const form = box.closest('form');
      const row = [...form.querySelectorAll('input, button')]
        .filter(visible)
        .filter((el) => Math.abs(el.getBoundingClientRect().top - box.getBoundingClientRect().top) < 8);
      const left = Math.min(...row.map((el) => el.getBoundingClientRect().left));
      const right = Math.max(...row.map((el) => el.getBoundingClientRect().right));
      const width = box.getBoundingClientRect().width;
      if (width < (right - left) / 2 - 0.5) {
        problems.push(
          `the project field ${describe(box)} is ${Math.round(width)} px of a ${Math.round(right - left)} px row`,
        );
      }
    }
  }

  // 6. The logo is whole: inside the viewport, not cut by an ancestor, not squashed.
  for (const img of inRoots('[data-logo] img').filter(visible)) {
    const r = img.getBoundingClientRect();
    const clipper = clippedBy(img, r);
    if (r.left < -0.5 || r.right > vw + 0.5) problems.push(`the logo ${img.src} runs off the screen`);
    else if (clipper) problems.push(`the logo is cut off by ${describe(clipper)}`);
    if (img.naturalWidth && img.naturalHeight) {
      const natural = img.naturalWidth / img.naturalHeight;
      const shown = r.width / r.height;
      if (Math.abs(shown / natural - 1) > 0.03) {
        problems.push(
          `the logo is distorted (${r.width.toFixed(0)} x ${r.height.toFixed(0)} for ${natural.toFixed(2)}:1)`,
        );
      }
    }
  }
  return problems;
}

/**
 * Runs in the browser. In forced colours the system replaces author colours, so a highlighted option
 * or menu item and an expanded nav trigger must differ from a plain neighbour in something that
 * survives: an outline, a system colour kept with forced-color-adjust, a border, a decoration.
 */
function collectHighlightProblems() {
  const problems = [];
  const LOOK = [
    'backgroundColor',
    'color',
    'outlineStyle',
    'outlineWidth',
    'outlineColor',
    'borderBottomColor',
    'borderBottomWidth',
    'textDecorationLine',
    'fontWeight',
  ];
  const look = (el) => {
    const s = getComputedStyle(el);
    return LOOK.map((key) => `${key}:${s[key]}`).join(';');
  };
  const PAIRS = [
    [
      'the highlighted suggestion',
      '[role="option"][aria-selected="true"]',
      '[role="option"]:not([aria-selected="true"])',
    ],
    ['the highlighted menu item', '[role="menuitem"][data-highlighted]', '[role="menuitem"]:not([data-highlighted])'],
    [
      'the expanded nav trigger',
      '[data-layout="desktop"] nav button[aria-expanded="true"]',
      '[data-layout="desktop"] nav button[aria-expanded="false"]',
    ],
  ];
  for (const [what, highlighted, plain] of PAIRS) {
    const on = document.querySelector(highlighted);
    const off = document.querySelector(plain);
    if (on && off && look(on) === look(off)) {
      problems.push(`${what} looks the same as its neighbours (${look(on)})`);
    }
  }
  return problems;
}

/** Problems of highlighted states in forced colours, on the page as it is now. */
export async function highlightProblems(page) {
  return page.evaluate(collectHighlightProblems);
}

/** The layout problems of the page as it is now. */
export async function layoutProblems(page, { phone, pseudo = false }) {
  return page.evaluate(collectLayoutProblems, { phone, pseudo });
}
