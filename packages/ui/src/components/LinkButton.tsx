import { Link, type LinkProps } from 'react-router-dom'
import { buttonClass, type ButtonVariant, type ButtonSize } from './Button.js'

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
}

/**
 * A link that looks like a button: it goes somewhere (a button would be announced as an action). Its own entry
 * (`@cosign/ui/link-button`), not the package index: the index is the shell's shared singleton, loaded on every
 * page, and must not pull in react-router-dom (not shared: each micro-frontend bundles its own, see mfe/app-router.tsx).
 */
export function LinkButton({ variant = 'primary', size = 'md', block = false, className, ...link }: LinkButtonProps) {
  return <Link {...link} className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')} />
}
