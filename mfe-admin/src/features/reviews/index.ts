// The reviews feature's entry: the back office's review moderation tab.
export { ReviewsPanel } from './ReviewsPanel.js'
