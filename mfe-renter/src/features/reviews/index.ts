// The reviews feature's entry: what the app's other features use of it (they import nothing else of it).
export { ReviewsPage } from './ReviewsPage.js'
export { ProfileReviews } from './ProfileReviews.js'
