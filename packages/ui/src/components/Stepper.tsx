import type { ReactNode } from 'react'

export type StepState = 'done' | 'current' | 'upcoming'

export interface StepperStep {
  label: string
  state: StepState
  /** A date or a short note under the label ("Paid Mar 3"). */
  detail?: ReactNode
}

const STATE_TEXT: Record<StepState, string> = { done: 'done', current: 'current step', upcoming: 'to do' }

/**
 * Progress through a fixed sequence (a contract's signatures and payments, a profile's steps): an ordered list,
 * horizontal from tablet width, vertical on phones. Each step says its state in words to screen readers; the
 * current one carries aria-current="step".
 */
export function Stepper({ label, steps }: { label: string; steps: readonly StepperStep[] }) {
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, i) => (
        <li
          key={step.label}
          className={`ui-stepper__step ui-stepper__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="ui-stepper__marker" aria-hidden="true">
            {step.state === 'done' ? '✓' : i + 1}
          </span>
          <span className="ui-stepper__text">
            <span className="ui-stepper__label">{step.label}</span>
            <span className="ui-visually-hidden">, {STATE_TEXT[step.state]}</span>
            {step.detail ? <span className="ui-stepper__detail">{step.detail}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
