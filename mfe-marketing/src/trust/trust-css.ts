// Styles of the trust sections (how-it-works diagram, protections, fee example). Kept out of MARKETING_CSS,
// which the app bundle carries: the server inlines this in every marketing page's <head> (headCommonHtml) and
// the lazily loaded trust chunk adds it when the app renders the sections itself.
import { ensureStyle, oneLineCss } from '../styles/ensure-style.js'

export const TRUST_STYLE_ID = 'mk-trust-css'

export const TRUST_CSS = oneLineCss(`
.mk-flow{margin:0}
.mk-journey{list-style:none;padding:0;margin:0 0 1.5rem;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));counter-reset:mk-step}
.mk-journey li{counter-increment:mk-step;background:var(--mk-card);border:1px solid var(--mk-line);border-radius:.75rem;padding:1rem}
.mk-journey h3::before{content:counter(mk-step) ". "}
.mk-journey p{color:var(--mk-muted);margin:0}
.mk-icon{display:block;width:2.25rem;height:2.25rem;margin-bottom:.5rem;fill:none;stroke:var(--mk-link);stroke-width:1.75;stroke-linecap:round;stroke-linejoin:round}
.mk-money{max-width:40rem}
.mk-money-bar{display:block;width:100%;height:1.5rem;border-radius:.375rem;overflow:hidden;margin:.25rem 0 .75rem}
.mk-money-platform{fill:var(--mk-accent);background:var(--mk-accent)}
.mk-money-processing{fill:var(--mk-muted);background:var(--mk-muted)}
.mk-money-cosigner{fill:var(--mk-good);background:var(--mk-good)}
.mk-money-legend{list-style:none;padding:0;margin:0;display:grid;gap:.375rem}
.mk-swatch{display:inline-block;width:.875rem;height:.875rem;border-radius:.2rem;margin-right:.5rem;vertical-align:-.1rem}
.mk-trust-marks{list-style:none;padding:0;margin:0 0 .5rem;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
.mk-trust-marks li{display:flex;gap:.75rem;align-items:flex-start}
.mk-trust-marks .mk-icon{flex:none;margin:0}
.mk-trust-marks p{margin:.25rem 0 0;color:var(--mk-muted)}
.mk-receipt{max-width:32rem}
.mk-receipt td{text-align:right}
.mk-receipt tfoot th,.mk-receipt tfoot td{font-weight:700;border-bottom:0}
`)

/** Adds the stylesheet when the app renders the sections itself (the server already inlined it otherwise). */
export function ensureTrustStyles(): void {
  ensureStyle(TRUST_STYLE_ID, TRUST_CSS)
}
