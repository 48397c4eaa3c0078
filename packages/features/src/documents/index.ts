// The documents feature: /documents (signed agreements and the documents shared with the viewer).
export { DocumentsPage } from './DocumentsPage.js'
