// Styles of the trust sections (how-it-works diagram, protections, fee example). Kept out of MARKETING_CSS,
// which the app bundle carries: the server inlines this in every marketing page's <head> (headCommonHtml) and
// the lazily loaded trust chunk adds it when the app renders the sections itself.
export const TRUST_STYLE_ID = 'mk-trust-css'

export const TRUST_CSS = `
.mk-flow{margin:0}
.mk-flow svg{display:block;width:100%;max-width:30rem;height:auto;color:var(--mk-fg)}
.mk-flow .mk-flow-box{fill:var(--mk-card);stroke:var(--mk-line);stroke-width:1.5}
.mk-flow .mk-flow-life{stroke:var(--mk-line);stroke-width:1.5;stroke-dasharray:4 4}
.mk-flow .mk-flow-arrow{stroke:var(--mk-link);stroke-width:2;fill:none}
.mk-flow .mk-flow-head{fill:var(--mk-link)}
.mk-flow text{fill:currentColor;font:500 13px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.mk-flow .mk-flow-name{font-weight:700;font-size:14px}
.mk-flow figcaption{color:var(--mk-muted);max-width:46rem;margin-top:.75rem}
.mk-receipt{max-width:32rem}
.mk-receipt td{text-align:right}
.mk-receipt tfoot th,.mk-receipt tfoot td{font-weight:700;border-bottom:0}
`
  .trim()
  .replace(/\n/g, '')

/** Adds the stylesheet when the app renders the sections itself (the server already inlined it otherwise). */
export function ensureTrustStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(TRUST_STYLE_ID)) return
  const style = document.createElement('style')
  style.id = TRUST_STYLE_ID
  style.textContent = TRUST_CSS
  document.head.appendChild(style)
}
