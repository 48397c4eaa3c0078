// The chat feature: the /chat screen (every signed-in role's conversations) and the contract's conversation
// other screens embed (the ledger). Its client calls are chat-api.ts (also the subpath `@cosign/features/chat/api`).
export { ChatPage } from './ChatPage.js'
export { ContractConversation } from './ContractConversation.js'
export { chatApi } from './chat-api.js'
