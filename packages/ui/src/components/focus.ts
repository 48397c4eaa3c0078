// Keyboard helpers shared by Dialog and Tabs; pure so they are unit-tested without a DOM.
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Index that Tab (or Shift+Tab) moves to inside a focus trap of `count` elements, wrapping at both ends. */
export function nextTrapIndex(current: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1
  if (current < 0) return backwards ? count - 1 : 0
  return backwards ? (current - 1 + count) % count : (current + 1) % count
}

/** Index a tablist moves to for a key (ARIA Authoring Practices: arrows wrap, Home/End jump); null = not handled. */
export function nextTabIndex(current: number, count: number, key: string): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * After a refused form submit, moves focus to the first field marked invalid (a screen reader then reads its
 * error); a fieldset of choices counts by its first input. Runs after React has rendered the errors.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus()
  })
}
