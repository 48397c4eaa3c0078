// The marketing pages' whole stylesheet, kept as a string: the server inlines it in the pre-rendered <head>
// (styled first paint, no extra request) and the mounted app injects it once when it is not there yet.
import { ensureStyle, oneLineCss } from './ensure-style.js'

export const MARKETING_STYLE_ID = 'mk-css'

// `.mk-section` has content-visibility:auto: a section below the fold is laid out and painted when it nears the
// viewport, not at load and not again when the shell mounts around the page (its auto size is its last rendered
// height; the estimate only places sections never rendered).
export const MARKETING_CSS = oneLineCss(`
.mk{--mk-fg:#111827;--mk-muted:#374151;--mk-bg:#fff;--mk-card:#f8fafc;--mk-line:#d1d5db;--mk-accent:#1d4ed8;--mk-accent-fg:#fff;--mk-link:#1d4ed8;--mk-good:var(--ui-success,#116b34);
color:var(--mk-fg);background:var(--mk-bg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.55;
max-width:72rem;margin:0 auto;padding:1rem 1rem 3rem;box-sizing:border-box}
:root[data-theme=dark] .mk{--mk-good:var(--ui-success,#7fdba0);--mk-fg:#f1f5f9;--mk-muted:#cbd5e1;--mk-bg:#0f172a;--mk-card:#1e293b;--mk-line:#334155;--mk-accent:#2563eb;--mk-link:#93c5fd}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .mk{--mk-good:var(--ui-success,#7fdba0);--mk-fg:#f1f5f9;--mk-muted:#cbd5e1;--mk-bg:#0f172a;--mk-card:#1e293b;--mk-line:#334155;--mk-accent:#2563eb;--mk-link:#93c5fd}}
.mk *{box-sizing:border-box}
.mk h1{font-size:clamp(1.75rem,5vw,2.75rem);line-height:1.15;margin:.5rem 0 1rem}
.mk h2{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
.mk h3{font-size:1.125rem;margin:0 0 .5rem}
.mk p{margin:0 0 .75rem}
.mk a{color:var(--mk-link);text-decoration:underline;text-underline-offset:2px}
.mk a:focus-visible{outline:3px solid var(--mk-link);outline-offset:2px}
.mk-hero{padding:1.5rem 0 1rem}
.mk-hero-art{display:grid;gap:1rem 2rem;align-items:center}
@media (min-width:48rem){.mk-hero-art{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.mk-illustration{display:block;width:100%;max-width:22rem;height:auto;margin:0 auto}
.mk-illustration .mk-ill-bg{fill:var(--mk-card);stroke:var(--mk-line)}
.mk-illustration .mk-ill-line{fill:none;stroke:var(--mk-link);stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.mk-illustration .mk-ill-soft{fill:var(--mk-bg);stroke:var(--mk-line);stroke-width:2}
.mk-illustration .mk-ill-good{fill:none;stroke:var(--mk-good);stroke-width:4;stroke-linecap:round;stroke-linejoin:round}
.mk-cosigner-cards{list-style:none;padding:0;margin:0 0 1rem;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr))}
.mk-cosigner-cards li{background:var(--mk-card);border:1px solid var(--mk-line);border-radius:.75rem;padding:1rem}
.mk-cosigner-cards h3{margin:0 0 .25rem}
.mk-cosigner-cards p{margin:0;color:var(--mk-muted)}
.mk-fact{font-size:1.125rem}
.mk-lead{font-size:1.125rem;color:var(--mk-muted);max-width:46rem}
.mk-actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1rem}
.mk .mk-button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.625rem 1.25rem;border-radius:.5rem;
background:var(--mk-accent);color:var(--mk-accent-fg);border:2px solid var(--mk-accent);font-weight:600;text-decoration:none}
.mk .mk-button-secondary{background:transparent;color:var(--mk-link);border-color:currentColor}
.mk-section{padding:1.5rem 0;border-top:1px solid var(--mk-line)}
.mk-section{content-visibility:auto;contain-intrinsic-block-size:auto 40rem}
.mk-columns{display:grid;gap:0 2rem}
@media (min-width:48rem){.mk-columns{grid-template-columns:1fr 1fr}}
.mk-grid{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
.mk-card{background:var(--mk-card);border:1px solid var(--mk-line);border-radius:.75rem;padding:1rem}
.mk-price{font-weight:700;min-height:1.55em;margin:0}
.mk-facts,.mk-steps{padding-left:1.25rem;margin:0}
.mk-facts li,.mk-steps li{margin-bottom:.5rem}
.mk-links{list-style:none;padding:0;margin:0 0 1rem;display:grid;gap:.25rem 1rem;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr))}
.mk-links a,.mk-states a{display:inline-block;padding:.3rem 0;min-height:1.5rem}
.mk-states{display:grid;gap:1rem 2rem;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr))}
.mk-states ul{list-style:none;padding:0;margin:0}
.mk-faq{display:grid;gap:1rem}
.mk-faq p{color:var(--mk-muted)}
.mk-table-wrap{overflow-x:auto}
.mk-table{border-collapse:collapse;width:100%;max-width:40rem;margin-bottom:.75rem}
.mk-table th,.mk-table td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid var(--mk-line)}
.mk-table td{font-variant-numeric:tabular-nums}
.mk-table thead th{font-size:.875rem;color:var(--mk-muted)}
.mk-note{font-size:.875rem;color:var(--mk-muted)}
.mk-breadcrumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem .5rem;padding:0;margin:0;font-size:.9375rem}
.mk-breadcrumbs li+li::before{content:"/";margin-right:.5rem;color:var(--mk-muted)}
.mk-breadcrumbs a,.mk-breadcrumbs span{display:inline-block;padding:.3rem 0}
.mk-cta{text-align:center}
.mk-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.mk-verify .mk-card{margin-top:1rem;max-width:46rem}
.mk-facts-list{margin:0;display:grid;gap:.5rem}
.mk-facts-list div{display:grid;gap:0 1rem}
@media (min-width:40rem){.mk-facts-list div{grid-template-columns:14rem 1fr}}
.mk-facts-list dt{font-weight:600}
.mk-facts-list dd{margin:0}
.mk-fingerprint{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem;overflow-wrap:anywhere}
.mk-verify-form{display:grid;gap:.5rem}
.mk-verify-form label{font-weight:600}
.mk-verify-form .mk-button:disabled{opacity:.6;cursor:not-allowed}
.mk-verify-result{margin-top:.75rem;padding:.75rem 1rem;border-radius:.5rem;border:2px solid}
.mk-verify-ok{border-color:#15803d}
.mk-verify-bad{border-color:#b91c1c}
`)

/** Adds the stylesheet to the document unless the server already inlined it. */
export function ensureMarketingStyles(): void {
  ensureStyle(MARKETING_STYLE_ID, MARKETING_CSS)
}
