/** The text of docs/performance.md around the tables: how to reproduce, how it is measured, what it says. */
import { CONTENDERS } from './libraries';
import { machineLine, type BenchResults } from './report';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const name = (id: string) => CONTENDERS.find((contender) => contender.id === id)?.name ?? id;
const peers = CONTENDERS.filter((contender) => contender.id !== 'ours');

export function docHead(results: BenchResults): string {
  return `# Performance

\`@roofline/chrome\` against the libraries a team would otherwise build the same search box on: measured in
one run, printed as ratios to ours. This page is written by \`npm run bench\`; everything under "Results"
comes from its last run.

## Reproduce

\`\`\`sh
npm ci
apt-get install -y chromium      # Debian's Chromium at /usr/bin/chromium (or set CHROMIUM_PATH)
npm run build && npm run size    # the size budgets of dist/ (run in CI), issue 16's rows among them
npm run example:nextjs           # optional: the Next example's build, for its rows and the Lighthouse run
npm run bench                    # about ${Math.max(1, Math.round(results.seconds / 60))} min: prints the tables, rewrites this page
\`\`\`

\`npm run bench -- --quick\` runs fewer rounds and leaves this page alone. Every server the bench starts
listens on 127.0.0.1 only and is closed at the end.

\`npm run bench -- --only=interactions\` runs issue 29's interaction bench alone (about 4 min with
\`--quick\`, 2 runs; 10 with the 5 runs of the table) and prints its tables without touching this page;
\`--ix=drawer,search,navPanel,account,typing\` picks some of its families, \`--gallery-from=<checkout>\`
builds the gallery of another checkout (a \`git worktree\` of an older commit, for a before and after on one
machine), \`--before-from=<checkout>\` measures another checkout's gallery in the same run, interleaved with
ours, as the "before" column, \`--write-docs\` puts the run's tables in place of this page's interaction tables,
and \`--save-before\` keeps the run as \`bench/baselines/interactions-before.json\`, the "before" column. Every
run also measures the native floor (issue 33: the header's own markup with its popups opened by the browser
alone, \`bench/lib/nativeFloor.tsx\`). The last run is also in \`node_modules/.cache/roofline-bench/interactions.json\`.

\`--only=lighthouse\` runs Lighthouse's mobile profile on the Next example alone (\`/\` with the chrome against
\`/bare\`, the same app without it; it needs \`npm run example:nextjs\` first), and \`--only=ratios\` the two
ratios to static JSX alone (header + footer \`renderToString\`, the full chrome's hydration): with
\`--quick\` it checks that the quick mode reads what the full run reads.

**Machine of the results below:** ${machineLine(results.machine)}.

## How it is measured

- **The demo.** The same search box with suggestions is built on each library: a label, an input,
  the suggestions of an autocomplete endpoint, and what was picked (\`bench/apps/search/\`). They share
  ${kb(results.size.shared.min)} (minified) of demo code (\`bench/apps/shared.tsx\`). Each peer is wired the
  way its docs show a data source: ask on every change of the text, no debounce, no cancellation.
  Ours is \`useSearchBox\` with its defaults (100 ms debounce, abort of the previous request, stale-answer
  guard), its initial suggestions switched off so every demo starts from an empty list. Every app of the
  bench imports the library as it ships (dist/, after \`npm run build\`; \`shippedPackage\` in
  \`bench/lib/bundle.ts\`), as the peers are imported from their packages. The
  "combobox + dropdown menu + dialog" apps (\`bench/apps/suite/\`) add a three-item menu and a dialog:
  Radix for ours and Downshift (the primitives our skins use), each library's own for the others.
  @algolia/autocomplete-js and the react-aria hooks have no such app (no menu or dialog of their own).
- **Size.** esbuild (bundle, minify, ESM, browser, production; react and react-dom external), gzip -9.
- **Server render.** \`renderToString\` in a separate Node process with \`NODE_ENV=production\`, after a
  warm-up; all demos interleaved in rounds; CPU time per render over batches of about 4 ms; median.
- **Chromium.** Debian's Chromium, headless, through playwright-core, on a fresh profile, against an
  endpoint on 127.0.0.1 that answers every request after 50 ms. A 10-character query is typed at one key
  every 50 ms (key events sent on a fixed schedule through the DevTools protocol). The page records every
  change of the visible suggestion list (\`[role="option"]\`) and the query each list answers, counts
  React commits with a \`<Profiler>\` (React's profiling build), and stamps the frame after the final list
  is in the DOM (\`requestAnimationFrame\`, then a task). Two more runs per library make the answers come
  back out of order: it types "roof", pauses 200 ms, types " leaks", and the answers for "roof" and
  shorter take 400 ms.
- **The header.** The Roofline header (\`standardWithSearch\`, realistic navigation data) with its search
  bar on the same endpoint. Besides the Profiler's commits, a DevTools-style hook walks each committed
  tree the way React DevTools does and counts the components that rendered, inside the search box
  (\`SearchBar\`, \`SearchForm\`, \`SearchResults\`, \`MobileSearch\` and below) and outside it.
- **Header + footer against static JSX.** The Roofline header and footer are rendered once; the markup is
  turned back into a plain static JSX component (\`bench/lib/staticJsx.ts\`: every element, attribute, text
  and Emotion \`<style>\` block, no hooks) that renders to identical HTML; both are then timed as above.
- **Issue 16: the full chrome.** The Roofline header (\`standardWithSearch\`, its search bar inside), the
  \`EmailSubscriptionBanner\` and the footer (\`bench/apps/chrome/chrome.tsx\`, \`FullChromePage\`), from
  the package as it ships (dist/: sheets compiled at build time), rendered with \`renderToString\` (production
  React). *Style share*: the bytes of the inline \`<style>\` elements
  (tags included) over the bytes of the HTML. *Hydration*: that HTML served in \`#root\` and hydrated with
  \`hydrateRoot\` under a \`<Profiler>\` (React's profiling build), in Chromium at 1280 x 800, interleaved with the
  hydration of the same markup as static JSX (its own server HTML); the time is \`hydrateRoot\` called to the
  hydration commit reported. Every commit after it until a second passes without one is logged with its DOM
  changes under \`#root\` (a MutationObserver, net of values set back to what they were) and the components where
  it started, with the state hooks whose value changed (\`bench/page/instrument.ts\`). *Client JS*: the bundles
  of \`scripts/size-pages.mjs\` built from \`dist/\` by \`npm run size\` with rolldown, the bundler of Vite 8
  (\`scripts/size-app.mjs\`: tree-shaking, then code splitting), esbuild's figure beside it (esbuild splits
  before it tree-shakes, so code a lazy chunk shares with the page's imports loads up front): up front is the
  entry chunk and what it imports statically, lazy is what a dynamic \`import()\` reaches. *Server Component footer*: the figures \`scripts/check-next-footer.mjs\` prints on the last build of
  the Next example (not rebuilt by the bench). *No JavaScript*: \`e2e/scenarios/nojs.mjs\` is read, not run.
- **Issue 29: interactions** (\`bench/lib/interactions.ts\`, \`bench/page/interactions.ts\`). Ours: the gallery,
  built with Vite from the sources into the bench's cache folder and served with its dev API
  (\`e2e/servers.mjs\`), brand Roofline, its own header: the hamburger's drawer and the mobile search at
  375 px, a project-type panel and the signed-in account menu at 1280 px, and typing "roof leaks" (one key
  every 120 ms, autocomplete answering in 50 ms) into the header's search bar. Peers: the
  "combobox + dropdown menu + dialog" apps (Radix Dialog + DropdownMenu, Headless UI, Ariakit,
  react-aria-components; their dialog for our drawer and search, their menu for our panel and account menu)
  and the search demos for typing, bundled on React's production build. Chromium with the CPU slowed 4x
  (\`Emulation.setCPUThrottlingRate\`) and motion on (\`reducedMotion: 'no-preference'\`); at 375 px a phone
  (touch, mobile viewport) that taps, at 1280 px a mouse that clicks. Each family on a fresh page, left to go
  quiet (no request in flight, an idle callback with no new request) before the first input; then the
  first time, the way back (✕, back arrow, Escape), the second time; median of 5 runs (\`--quick\`: 2).
  *Event Timing*: the longest \`PerformanceEventTiming\` entry (durationThreshold 16) of the interaction's
  \`interactionId\`, input to the next paint, as INP counts it. *Shown and settled*: from the input event's
  timestamp to the first animation frame in which the element is on screen (or gone, for a close) and no
  finite animation or transition runs in the document; our motion (the drawers' 500 ms slide, the panels'
  150 ms drop-in) is in it, and the peers' demos have none.

## Results

`;
}

export function docAnalysis(results: BenchResults): string {
  const notes: string[] = [];
  const ours = results.size.search.ours?.gzip ?? NaN;
  const smaller = peers.filter((peer) => (results.size.search[peer.id]?.gzip ?? Infinity) < ours);
  const downshift = results.size.search.downshift?.gzip ?? NaN;
  if (smaller.length) {
    notes.push(`**Size: ${smaller.map((peer) => name(peer.id)).join(' and ')} ${smaller.length > 1 ? 'are' : 'is'} smaller.** \`useSearchBox\` is built on
Downshift's \`useCombobox\` (design.md: "Downshift drives every combobox"), so the Downshift-alone demo is a
floor, not a peer we can undercut: ours is that plus ${kb(ours - downshift)}, which buys the debounced, abortable
requests with the stale-answer guard and the "stalled" status, the IME guard, the ZIP field and the spec's
validation messages, the results and suggestion URLs, the split treatment, the mobile full-screen state and
the polite status text; the Downshift demo has none of them. The search validation is two checks written
inline (non-empty text, a five-digit ZIP), not the library's generic validator. Issue 16's target for the
search box, at most 0.7x @algolia/autocomplete-js, is below what Downshift alone leaves room for: bundled
by rolldown from dist/, Downshift's \`useCombobox\` imported alone is about 12 KB, a little over half of
\`autocomplete()\`, which leaves under 4 KB for all the behaviour above; \`useSearchBox\` adds about 7.5 KB
(its own code in the "Client JS" table below).`);
  }
  const oursSuite = results.size.suite.ours?.gzip ?? NaN;
  const smallerSuites = peers.filter((peer) => (results.size.suite[peer.id]?.gzip ?? Infinity) < oursSuite);
  if (smallerSuites.length) {
    notes.push(`**Size with a menu and a dialog: ${smallerSuites.map((peer) => peer.suiteName ?? name(peer.id)).join(' and ')} ${smallerSuites.length > 1 ? 'are' : 'is'} smaller.**
The menu and dialog are Radix (design.md section 4: the skins' menus sit on \`@radix-ui/react-dropdown-menu\`,
the slide-in menus and mobile search on \`@radix-ui/react-dialog\`); Radix's dropdown menu and dialog bring
floating-ui, a focus scope, a dismissable layer and scroll locking, about 30 KB together, where Ariakit shares
one set of internals across its combobox, menu and dialog. Against Downshift + Radix the gap is the one
above. Hooks-only users who bring their own menu and dialog pay only for \`useSearchBox\`.`);
  }
  const ssrOurs = results.ssr.ours?.medianUs ?? NaN;
  const fasterSsr = peers.filter((peer) => (results.ssr[peer.id]?.medianUs ?? Infinity) < ssrOurs);
  if (fasterSsr.length) {
    notes.push(`**Server render: ${fasterSsr.map((peer) => name(peer.id)).join(' and ')} ${fasterSsr.length > 1 ? 'are' : 'is'} faster.**
@algolia/autocomplete-js renders nothing on the server (it mounts its input and panel from an effect), so its
figure is an empty \`<div>\`, not a comparable render. Against Downshift alone, ours renders Downshift plus
its own hooks: the search box reads the provider's config once per render (resolved once per provider; a
hook whose options change nothing gets that same object), then runs Downshift's \`useCombobox\`, its own
state (suggestions, ZIP, errors, mobile state, composition guard) and the prop getters and callbacks it
builds on every render; React writing the elements is the same work for every library. Three V8 traps were
measured and removed from that path: a resolved config whose lazy fields were added with
\`defineProperty\` (a dictionary-mode object, read on every render), a hook result built by spreading
the getters and adding the state (the same, on every render), and object literals that spread first and
then add fields, or spread twice (JSX props, merging prop getters), which V8 builds on a slow path and the
build now writes as one \`Object.assign\` (\`scripts/spread-to-assign.mjs\`).`);
  }
  const typing = results.typing.ours;
  if (typing && typing.requestsMax > 1) {
    notes.push(`**Requests: ours sometimes sent ${typing.requestsMax} for one settled query (median ${typing.requests}), not 1.** The debounce
restarts only when the *trimmed* text changes: the space in "roof leaks" leaves the trimmed text
("roof") as it was, so the timer set at "f" is not restarted and fires 100 ms after it, in the gap
"f", " ", "l" at 50 ms a key. Restarting the timer on every change of the text as typed
(\`src/search/useSuggestions.ts\`: the effect that starts the timer also depending on the text as typed)
makes it one request: with that change substituted, six runs out of six sent one.`);
  }
  const fasterPaint = peers.filter((peer) => (results.typing[peer.id]?.paintMs ?? Infinity) < (typing?.paintMs ?? NaN));
  if (fasterPaint.length) {
    notes.push(`**Time to suggestions: the peers paint the final list sooner, by about the 100 ms debounce.** The
spec asks for the autocomplete call 100 ms after the text stops changing (spec 7.6 and 9); the peers ask at
every key, so the request for the final text leaves with the last key. That 100 ms is the price of one
request per settled query instead of one per key (${results.typing.downshift?.requests ?? 10} for the peers here), of
never flashing the lists of half-typed words, and of a backend that serves a tenth of the traffic. It is
an option: \`debounceMs\`.`);
  }
  const commitsOurs = typing?.commitsPerKey ?? NaN;
  const fewerCommits = peers.filter(
    (peer) => !peer.ownRenderer && (results.typing[peer.id]?.commitsPerKey ?? Infinity) < commitsOurs,
  );
  if (fewerCommits.length) {
    notes.push(`**Commits per keystroke: ${fewerCommits.map((peer) => name(peer.id)).join(' and ')} commit${fewerCommits.length > 1 ? '' : 's'} less.**
Downshift calls \`onInputValueChange\` from an effect after its own commit; \`useSearchBox\` mirrors the text
into its own state there, so each keystroke commits twice (the peers' demos commit once per key and once per
answer). Setting the query in the input's own \`onChange\` (same event, one batched commit) and keeping the
effect only for changes Downshift makes itself (a pick, Escape, reset) would make it one
(\`src/search/useSearchBox.ts\`).`);
  }
  notes.push(`**@algolia/autocomplete-js and commits:** it renders its input and panel with its own renderer, not
React, so the Profiler sees none of its work; its commits are not comparable.`);
  const header = results.chrome.header;
  if (header.measured) {
    notes.push(
      header.outsidePerKey === 0
        ? `**The header: no render outside the search box.** While typing in the header's search bar, every
component that rendered was the search bar or below it.`
        : `**The header: components outside the search box render while typing**: ${Object.keys(header.outsideNames).join(', ')}.`,
    );
  }
  const chromeSsr = results.chrome.ssr;
  if (chromeSsr.measured && chromeSsr.ratio > 1.5) {
    const emotionShare = 1 - chromeSsr.noEmotionUs / chromeSsr.realUs;
    notes.push(
      emotionShare >= 0.25
        ? `**Header + footer against static JSX: ${chromeSsr.ratio.toFixed(1)}x, not within 1.5x.** The static
version is a tree of host elements with its CSS already written out; the real one runs the hooks of the
header and footer (navigation data normalisation, the menus, the footer sign-up form on react-hook-form, the
search box, link sanitising for every footer link) and Emotion, which serialises, hashes and inserts the
styles of every \`css\` prop on every server render. The diagnostic row separates the two: the same
components with Emotion's \`css\` prop dropped take ${(chromeSsr.noEmotionUs / chromeSsr.staticUs).toFixed(1)}x the static time, so
Emotion is about ${Math.round(emotionShare * 100)}% of the render and the hooks and components the rest. What would close most of the
gap: styles compiled to static class names and one stylesheet at build time instead of runtime Emotion
(skins), the footer's link props computed once per data set instead of per render, and the sign-up forms'
\`useForm\` created on the client only.`
        : `**Header + footer against static JSX: ${chromeSsr.ratio.toFixed(1)}x, ${chromeSsr.ratio > 3 ? 'not within 3x' : 'within 3x, not the 1.5x aim'}.** Emotion's \`css\` prop is
no longer the cost: dropping it (the diagnostic row) leaves ${(chromeSsr.noEmotionUs / chromeSsr.staticUs).toFixed(1)}x the static time,
so the gap is the components and hooks themselves. The largest single cost was a V8 trap in the built code:
an object literal that spreads first and then adds fields (\`{ ...props, className }\`) or spreads twice
(\`<a {...props} {...anchor}>\`) is built on V8's slow path, 0.7 to 5 µs each against 0.2 µs for the same
\`Object.assign\`, and JSX props and merging prop getters are such literals on every render; the build now
writes them as one \`Object.assign\` (\`scripts/spread-to-assign.mjs\`), which took about a third off this
render. The config is resolved once per config object and the footer's link props once per data set, and
react-hook-form does not run on the server. What is left is flat in a CPU profile: the search box
(\`useSearchBox\` with Downshift's \`useCombobox\`), the header's menus and navigation data, the footer's
links and React's own work per element.`,
    );
  }
  notes.push(...hydrationNotes(results));
  if (typeof results.budgets !== 'string' && results.budgets.some((row) => row.forbidden.length)) {
    notes.push(`**Size budgets: single hooks pull in what they do not use.** The build (rollup) merges the modules
into shared chunks, so importing one hook loads a chunk holding the others, and a few statements with side
effects in those chunks (\`useSearchBox.stateChangeTypes = ...\`, \`ChromeConfigContext.displayName = ...\`,
\`Object.keys(...)\` and calls at module level) keep Downshift and the rest in. Building with
\`preserveModules\` (one output file per source module; \`"sideEffects": false\` then lets the app's bundler
drop whole files) brings, for example, \`useValidator\` alone to about 6 KB.`);
  }
  return `\n## Reading the results\n\nWhere we lose, and why.\n\n${notes.map((note) => `- ${note.replace(/\n/g, '\n  ')}`).join('\n\n')}\n${PROFILE_NOTE}${INSTALL_FOOTPRINT}`;
}

/**
 * Issue 29's profile note: the slowest interaction (the first open of the mobile search), what took its
 * time and what removed it. Written from CPU profiles and traces (CDP Profiler, devtools.timeline) of an
 * unminified production build of the gallery, not by this bench: figures from one machine and day.
 */
const PROFILE_NOTE = `
## Issue 33: the header's interactions after one state owner per widget

The interaction tables above are one run (\`npm run bench -- --only=interactions --quick
--before-from=<checkout of c38288e> --write-docs\`, 2 runs, so read the ratios rather than the ms):
"before" is the gallery of c38288e (one reducer for the header) built and measured in the same run,
interleaved with ours, and the native floor is the header's own markup opened with no script.
What it shows: a menu action now renders only its island (\`Header.renders.test.tsx\`: 10 of 10
islands on a drawer open before, 1 after), and against the same run's "before" the drawer's close, the
mobile search's open and close, the account menu and typing are 10 to 40% faster; the desktop panel
opens as fast as the fastest peer (0.88x / 0.71x). Not met: every other row is slower than the fastest
peer, and ours ÷ the native floor is 1.7x to 3.8x (the aim is 1.5x). The drawer's open measured slower
than "before" in this run (256 / 140 ms against 172 / 76 ms), and is not explained yet.

**What holds the drawer's first open** (a CPU profile of three first opens at 375 px, CPU 4x, the gallery
as built, sampled main-thread self time per open): \`aria-hidden\`'s \`hideOthers\` walk of the page
(ModalLayer hiding everything but the drawer from assistive technology) about 30 ms, \`focus()\` into the
drawer (FocusScope, with its style recalculation) about 14 ms, React rendering and committing the drawer about 25 ms (the 330 KB chunk Vite names \`devApi\`, react-dom inside),
react-remove-scroll's lock about 3 ms; the same profile of c38288e shows the walk at about 21 ms and focus
at 11 ms. The native floor's \`<dialog>\` does neither walk (the browser makes the rest of the page inert
itself), which is most of the gap: replacing \`hideOthers\` with a native modal \`<dialog>\` (or \`inert\`)
under Radix's content is the next step. \`ModalLayer\` is kept rather than Radix's modal mode because the
modal mode still sets \`pointer-events: none\` on \`<body>\` (the whole-page restyle measured in issue 29);
a same-run figure of the two is not taken yet.

## Profile note: the first open of the mobile search (issue 29)

The slowest header interaction before issue 29: a tap on the mobile header's search icon, the first time on
a fresh page (375 px, CPU 4x, motion on; the dialog's chunk already loaded at idle, so no chunk wait in it).
Measured on a shared 2-core machine under load (load average 4 to 12): the milliseconds are 2 to 4 times a
quiet machine's; before and after were measured interleaved in one process, so both saw the same load.

**What took the time** (one CPU profile of the first open, 767 ms of sampled main-thread JavaScript):

| what | ms | share |
| --- | ---: | ---: |
| React, in all | 626 | 82 % |
| of which: rendering the whole header (both layouts, the search bars' \`useSearchBox\`, the panels' links) and the dialog | 183 | 24 % |
| of which: Radix Presence's \`getComputedStyle(...).animationName\` in the commit, a whole-page style recalculation (the dialog's sheet had just been compiled and inserted into \`<head>\`) | 184 | 24 % |
| of which: \`focus()\` of the project field forcing style and layout (react-remove-scroll-bar had set an inherited custom property and margins on \`<body>\`, Radix's modal layer \`pointer-events: none\`) | 81 | 11 % |
| \`formatPlural\` for the suggestions' status: a new \`Intl.NumberFormat\` per call and the locale's first \`Intl.PluralRules\` | 70 | 9 % |
| compiling the sheet (stylis), the scroll-bar gap measurement | 7 | 1 % |

**What removed it:**

1. **Styles at idle, not on the tap** (\`skins/common/lazyPart.tsx\`): once a lazy part's code has loaded
   (when the page is idle) the part mounts closed, with its sheets, so the CSS is compiled and inserted
   before anyone taps; the first tap only flips \`open\`. Presence's recalculation: 184 ms to 15 ms.
2. **No Radix Overlay** in the drawers and the full-screen search: its scroll-bar lock restyled and laid
   out the whole page on every open and close. A plain overlay, \`overscroll-behavior: contain\` and the
   body's overflow lock keep the page still.
3. **No \`pointer-events: none\` on \`<body>\`** (\`skins/common/modalLayer.tsx\`): Radix's modal mode sets that
   inherited property on each open and close, a recalculation of the 407 elements of the gallery (31 to
   45 ms traced). The drawers and the full-screen search are non-modal for Radix, and \`ModalLayer\` gives
   the modality back with Radix's own parts: focus trapped and looping (\`FocusScope\`), the page hidden
   from assistive technology (\`hideOthers\`), the overlay keeping the pointer off the page.
4. **Intl objects once per locale, prepared at idle**: \`formatPlural\` 70 ms to 0.4 ms.
5. **Less React per tap**: the search bars and the panels' links memoised (a menu action no longer renders
   them), the mobile menu opens in one render (the login return address is read in the opening event, not
   in an effect that rendered the header again), a closed group card of the drawer renders empty.

**After**: a trace of the same first open has no whole-page recalculation left: one style recalculation of
12 elements (5 ms) and a 10 ms layout; the rest is React. Event Timing, median of 5, interleaved, same load
(ms, first time / second time): mobile search open 400 / 240 before, 192 / 144 after; its close 216 / 152,
128 / 104; drawer open 360 / 144, 176 / 104; drawer close 136 / 96, 80 / 72. The nav panel and the account
menu moved within the noise. What is left on a first open: React rendering the header's state (its menus'
state lives at the top of the header), the opening \`focus()\` forcing the frame's layout early, and for the
account menu the first run of Radix Menu and Popper's code (a cold JIT: 97 ms of render the first time
against 30 ms the second). The interaction tables above are the bench's own run of the same thing.
`;

/** What starts the commits after hydration, as the commit log of this run shows them (see the table). */
function hydrationNotes(results: BenchResults): string[] {
  const hydration = results.issue16.hydration;
  if (!hydration.measured || hydration.real.afterCommits === 0) return [];
  const run =
    hydration.real.runs.find((item) => item.after.length === hydration.real.afterCommits) ?? hydration.real.runs[0];
  const hooks = (run?.after ?? []).flatMap((commit, index) =>
    commit.roots.flatMap((root) => root.changedHooks.map((hook) => ({ commit: index + 1, name: root.name, hook }))),
  );
  const found = (name: string, pattern: RegExp) =>
    hooks.find((item) => item.name === name && pattern.test(item.hook))?.commit;
  const causes: string[] = [];
  const login = found('Header', /returnTo/);
  if (login)
    causes.push(`commit ${login}: \`Header\`'s \`useNavMenus\` keeps the login link's return address in state
(\`src/navigation/useNavMenus.ts\`, \`loginTarget\`) and sets it in a \`useEffect\` after mount (\`refreshLoginTarget\`):
the login link's \`href\` gains \`?redirect=...\`. The state sits at the top of the header, so the whole header
renders again, search bar included (its inputs' \`name\` attributes are set again to the same values).`);
  const layout = found('AccordionRoot', /"unknown" -> /);
  if (layout)
    causes.push(`commit ${layout}: the footer's \`useViewportLayout\` (\`src/footer/useViewportLayout.ts\`, a
\`useSyncExternalStore\` whose server snapshot is \`'unknown'\`, called from \`useFooterAccordions\`) reads the
real layout once hydrated; at 1280 px the column toggles get \`aria-expanded="true"\`, \`aria-disabled\` and
\`tabindex="-1"\` (desktop: every panel open).`);
  const ready = hooks.filter((item) => /isReady: false -> true/.test(item.hook));
  if (ready.length)
    causes.push(`commit ${ready[0]?.commit}: react-hook-form's \`useForm\` (in \`src/subscription/useSignupForm.ts\`)
sets \`formState.isReady\` to true in its mount effect, so ${[...new Set(ready.map((item) => `\`${item.name}\``))].join(' and ')}
render again and change nothing in the DOM.`);
  const animation = found('AccordionRoot', /"disabled" -> "enabled"/);
  if (animation)
    causes.push(`commit ${animation}: \`useFooterAccordions\` (\`src/footer/useFooterAccordions.ts\`) turns the accordion
animation on from a 300 ms timer after mount (\`setAnimation('enabled')\`): one \`data-animation\` attribute.`);
  const count = hydration.real.afterCommits;
  return [
    `**Commits after hydration: ${count}, with no input.** ${hydration.real.emptyAfterCommits === 0 ? 'Each changes something in the DOM, but only attributes a visitor does not see at once; ' : ''}what starts them (the "Commits after hydration" table, from React's
fibers: the components that rendered with no rendering component above them, and their state hooks that changed):

${causes.map((cause) => `  - ${cause.replace(/\n/g, '\n    ')}`).join('\n')}

  What remains is the spec's timer (the animation, 300 ms after mount). The login link's return address is read
  on intent (no commit), the sign-up forms' engine starts on first use (no \`isReady\` commit), and the footers
  render the desktop heading and the mobile toggle as two elements that a media query shows one of
  (\`useFooterAccordions({ trackLayout: false })\`: no commit for the viewport). The animation switch could be set on
  the DOM node by the timer rather than through state, at the cost of the hook's \`animation\` value.`,
  ];
}

/** Issue 34's install footprint (scripts/measure-install.mjs, not this bench): measured once, before and after. */
const INSTALL_FOOTPRINT = `
## Install footprint (issue 34)

What \`npm install @roofline/chrome react react-dom\` puts in a page's \`node_modules\`, measured by
\`npm run build && node scripts/measure-install.mjs\` (packs the package, installs the tarball with react and
react-dom into a fresh directory from the npm registry with \`--ignore-scripts\`, counts the package roots and
their bytes; \`node scripts/measure-install.mjs algoliasearch\` measures a page with the hosted search client).
Both rows in one session, 2026-11-27, npm 11, the 0.2.0 build (1f1e938) against the build after the change:

| install | packages | bytes | on disk (\`du -sk\`) |
| --- | --- | --- | --- |
| 0.2.0: every dependency | 132 | 63.2 MB | 76.9 MiB |
| now: the optional peers left out | 112 | 34.8 MB | 47.9 MiB |
| now, with the three optional peers installed | 132 | 63.3 MB | 77.0 MiB |

- **Optional peers** (\`peerDependenciesMeta\`): \`algoliasearch\` (the hosted search client, 17 packages and
  about 20 MB with its \`@algolia/*\` clients), \`search-insights\` and \`@snowplow/browser-tracker\` (3 packages).
  A page installs only what it uses. The hosted search client is its own entry,
  \`@roofline/chrome/search-client\` ([searchClient.md](searchClient.md)); the analytics hooks take the page's
  \`import()\` of their library ([analytics.md](analytics.md)). No entry but \`/search-client\` imports an
  optional peer, statically or with \`import()\` (\`scripts/check-optional-peers.mjs\`, in
  \`npm run check:package\`): a bundler fails on an import of a package that is not installed even when
  it never runs (Vite and esbuild both did on the 0.2.0 build for a page without them).
- **Babel stays, through Emotion.** \`@babel/core\` is not installed (\`npm ls @babel/core\`: empty), but
  \`@emotion/react\` depends on \`@emotion/babel-plugin\`, which brings 44 packages (8.7 MB) no page runs:
  \`@babel/traverse\`, \`@babel/generator\`, \`@babel/parser\`, \`@babel/types\`, \`babel-plugin-macros\` with
  \`cosmiconfig\` and \`yaml\`. npm has no way for a library to drop a dependency's dependency (a
  consumer's \`overrides\` can). The built package imports only \`ThemeProvider\` from \`@emotion/react\` (the
  skins' theme context; their styles are compiled at build time), so replacing that context with the
  library's own would take \`@emotion/react\` (50 packages, 9.8 MB that nothing else pulls) out of the
  install: a change to the skins, not made here.
`;
