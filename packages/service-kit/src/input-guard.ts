import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { ERROR_CODES } from '@cosign/api'
import { errorBody } from './errors.js'

/** Deeper JSON than any of our payloads has; a bound keeps walkers (ours, Prisma's, PostgreSQL's) cheap. */
export const MAX_INPUT_DEPTH = 32

export const NUL_MESSAGE = 'Text must not contain NUL characters'
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply'
export const BROKEN_TEXT_MESSAGE = 'Text contains an invalid character (a broken Unicode character)'

export type InputProblem = 'nul' | 'broken-text' | 'too-deep'

/** A UTF-16 surrogate without its pair: JSON can carry one ("\ud800"), UTF-8 cannot, so it would be stored as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

function textProblem(text: string): InputProblem | null {
  if (text.includes('\u0000')) return 'nul'
  return LONE_SURROGATE.test(text) ? 'broken-text' : null
}

/**
 * What makes a parsed input unstorable whatever the route's schema says: PostgreSQL text cannot hold U+0000
 * (the insert would fail after earlier side effects) nor a lone surrogate (it would silently become U+FFFD),
 * and very deep nesting is no payload of ours.
 */
export function findInputProblem(value: unknown, depth = 0): InputProblem | null {
  if (typeof value === 'string') return textProblem(value)
  if (value === null || typeof value !== 'object') return null
  if (!Array.isArray(value) && !isParsedData(value)) return null
  if (depth >= MAX_INPUT_DEPTH) return 'too-deep'
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findInputProblem(item, depth + 1)
      if (problem) return problem
    }
    return null
  }
  for (const key of Object.keys(value)) {
    const keyProblem = textProblem(key)
    if (keyProblem) return keyProblem
    const problem = findInputProblem((value as Record<string, unknown>)[key], depth + 1)
    if (problem) return problem
  }
  return null
}

/**
 * Parsed JSON, query and path objects: plain, or of a prototype-less dictionary class (Fastify's query and
 * params). A raw body (Buffer, stream) is left to the route that reads it.
 */
function isParsedData(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null
}

/** The message a client gets for an input problem (also used where multipart fields are read by hand). */
export function inputProblemMessage(problem: InputProblem): string {
  return problem === 'nul' ? NUL_MESSAGE : problem === 'broken-text' ? BROKEN_TEXT_MESSAGE : TOO_DEEP_MESSAGE
}

/**
 * preValidation hook: params, query and a parsed body with NUL characters, lone surrogates or too deep nesting are refused
 * with 400 before any schema or handler runs, so nothing is written and no side effect starts.
 * Multipart bodies are streamed to the route and checked there (`findInputProblem` on each field).
 */
export function refuseUnstorableInput(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const problem =
    findInputProblem(request.params) ?? findInputProblem(request.query) ?? findInputProblem(request.body)
  if (!problem) return done()
  void reply.code(400).send(errorBody(ERROR_CODES.validation, inputProblemMessage(problem)))
}
