// The dashboard feature's entry for the tabs' panels: links between tabs (the page itself is the app's route).
export { TabLinkButton } from './TabLinkButton.js'
