// The support feature's entry: the back office's Support queue tab.
export { SupportQueuePanel } from './SupportQueuePanel.js'
