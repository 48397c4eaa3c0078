/** Most recent first; a cap keeps one answer bounded (the screens show recent requests). */
export const MATCH_REQUEST_LIST_LIMIT = 200

/** Most recent first; a cap keeps one answer bounded. */
export const CREDIT_REQUEST_LIST_LIMIT = 200
