import axe from 'axe-core'
import type { Page } from '@playwright/test'

// axe-core in the page under test, injected once per document and run as often as needed (both themes, both
// widths). @axe-core/playwright injected its 600 KB source two to four times per check and opened a blank page to
// merge the results: 5-11 s per check on the loaded 2-core machine, against 0.2-1.4 s for the same run once
// injected (docs/perf.md, "The screens sweeps' time"). The app has no frames to reach into.

/** The violations axe finds on the page as it is now, one line each (rule, help, first three targets). */
export async function axeViolations(page: Page, { rules }: { rules?: string[] } = {}): Promise<string[]> {
  // Evaluated, not a <script> tag: the pages' Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // Colours in transition (a theme switched a moment ago) are read as they are at that instant: wait for them.
  // Two frames first: a theme change the page applies from a media-query listener starts its transitions only at
  // the next style update, after which they can be awaited (the Admin button was read mid-way, 2.41:1, in dark).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))))
  const violations = await page.evaluate(
    (only) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, only ? { runOnly: { type: 'rule', values: only } } : {})
        .then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    rules ?? null,
  )
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`)
}
