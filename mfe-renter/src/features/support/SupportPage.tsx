import type { PageProps } from '../../App.js'
import { SupportContent } from './SupportContent.js'
import './support.css'

/** The support page (/support). */
export function SupportPage(props: PageProps) {
  return <SupportContent {...props} />
}
