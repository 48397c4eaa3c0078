import { isConsumerMissing, isStreamMissing } from './nats-errors.js'

const apiError = (code: number, message: string) => Object.assign(new Error(message), { name: 'JetStreamApiError', code })

test('a lost stream is recognised from the API code, a stream lookup and a publish nobody answers', () => {
  expect(isStreamMissing(apiError(10059, 'stream not found'))).toBe(true)
  expect(isStreamMissing(Object.assign(new Error('jetstream is not enabled'), { name: 'JetStreamNotEnabled' }))).toBe(true)
  expect(isStreamMissing(new Error('503 no responders'))).toBe(true)
  expect(isStreamMissing(new Error('TIMEOUT'))).toBe(false)
  expect(isStreamMissing(new Error('connection disconnected'))).toBe(false)
  expect(isStreamMissing(undefined)).toBe(false)
})

test('a lost durable is recognised, and so is one whose stream is gone', () => {
  expect(isConsumerMissing(apiError(10014, 'consumer not found'))).toBe(true)
  expect(isConsumerMissing(new Error('consumer deleted'))).toBe(true)
  expect(isConsumerMissing(apiError(10059, 'stream not found'))).toBe(true)
  expect(isConsumerMissing(new Error('heartbeats missed'))).toBe(false)
})
