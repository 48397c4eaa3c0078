import { createRoot } from 'react-dom/client'
import { MarketingApp } from './App.js'
import { ensureMarketingStyles } from './styles/marketing-css.js'

ensureMarketingStyles()
const container = document.getElementById('root')
if (container) createRoot(container).render(<MarketingApp />)
