// One policy for incoming request ids at the edge and in every service reached directly (service-kit).
export { requestIdFrom } from '@cosign/service-kit'
