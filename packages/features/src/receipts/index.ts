// The receipts feature: the signed-in user's payment receipts (payments service), listed by the payment history
// (shell) and the contract page, each downloaded as PDF.
export { downloadReceipt, listReceipts, receiptLabel, receiptsByPayment } from './receipts-api.js'
export { ReceiptDownloadButton } from './ReceiptDownloadButton.js'
