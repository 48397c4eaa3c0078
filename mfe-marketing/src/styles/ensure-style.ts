/** A stylesheet kept as a string, on one line: the server inlines it in the pre-rendered <head>. */
export function oneLineCss(css: string): string {
  return css.trim().replace(/\n/g, '')
}

/** Adds the stylesheet to the document unless one of its id is there (the server inlined it, or it was added). */
export function ensureStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return
  const style = document.createElement('style')
  style.id = id
  style.textContent = css
  document.head.appendChild(style)
}
