/** Up to two initials of a name ("Ada Lovelace" → "AL", "ada@x.com" → "A"); "?" for an empty name. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w))
  if (words.length === 0) return '?'
  const first = [...words[0]!][0]!
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : ''
  return (first + last).toUpperCase()
}

export interface AvatarProps {
  name: string
  /** A photo; without one the initials show on a tinted disc. */
  photoUrl?: string | null
  size?: 'sm' | 'md' | 'lg'
}

/**
 * A person's picture or their initials. Decorative: the name is always written beside it, so the avatar is
 * hidden from screen readers (the photo has an empty alt) rather than read twice.
 */
export function Avatar({ name, photoUrl, size = 'md' }: AvatarProps) {
  const className = `ui-avatar ui-avatar--${size}`
  if (photoUrl) return <img className={className} src={photoUrl} alt="" loading="lazy" decoding="async" />
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  )
}
