import { renderToString } from 'react-dom/server'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { DataList } from './DataList.js'
import { EmptyState } from './EmptyState.js'
import { LinkButton } from './LinkButton.js'
import { MoneyFigure } from './MoneyFigure.js'
import { TotalFigure } from './TotalFigure.js'
import { PersonCard } from './PersonCard.js'
import { Stat, StatGroup } from './Stat.js'
import { StatusBadge } from './StatusBadge.js'

test('MoneyFigure formats cents once: with cents by default, whole dollars in running text', () => {
  expect(renderToString(<MoneyFigure cents={60000} />)).toBe('<span class="ui-money ui-money--md">$600.00</span>')
  expect(renderToString(<MoneyFigure cents={60000} format="whole" suffix="/month" size="lg" />)).toBe(
    '<span class="ui-money ui-money--lg">$600<!-- -->/month</span>',
  )
  expect(renderToString(<MoneyFigure cents={1234} format="whole" sign="− " />)).toContain('− <!-- -->$12.34')
})

test('StatusBadge: each semantic status has its colour class, the words are the caller’s', () => {
  const variants = {
    paid: 'success',
    due: 'warning',
    overdue: 'danger',
    signed: 'info',
    'pending-review': 'review',
    neutral: 'neutral',
  } as const
  for (const [status, variant] of Object.entries(variants))
    expect(renderToString(<StatusBadge status={status as keyof typeof variants}>X</StatusBadge>)).toBe(
      `<span class="ui-badge ui-badge--${variant}">X</span>`,
    )
})

test('Stat and StatGroup: a description list, each figure with its label', () => {
  const html = renderToString(
    <StatGroup label="This month">
      <Stat label="Received" value="$850.00" hint="2 payouts" tone="success" />
    </StatGroup>,
  )
  expect(html).toContain('<dl class="ui-stat-group" aria-label="This month">')
  expect(html).toContain('<dt class="ui-stat__label">Received</dt><dd class="ui-stat__value">$850.00</dd>')
  expect(html).toContain('ui-stat--success')
  expect(html).toContain('2 payouts')
})

test('DataList skips absent items and lays out as a grid or as rows', () => {
  const html = renderToString(
    <DataList layout="rows" label="Facts" items={[{ term: 'Fee', value: '$600' }, null, false, { term: 'Tier', value: 'Platinum' }]} />,
  )
  expect(html).toContain('class="ui-datalist ui-datalist--rows" aria-label="Facts"')
  expect(html.match(/<dt>/g)).toHaveLength(2)
  expect(html).toContain('<dt>Tier</dt> <dd>Platinum</dd>')
})

test('EmptyState draws its decorative illustration, the title, what to do next and the link', () => {
  const html = renderToString(
    <EmptyState illustration="search" title="No matches yet" description="Widen your budget." action={<a href="/p">Edit profile</a>} />,
  )
  expect(html).toMatch(/<svg class="ui-illo"[^>]*aria-hidden="true"/)
  expect(html).toContain('<h2 class="ui-empty__title">No matches yet</h2>')
  expect(html).toContain('Widen your budget.')
  expect(html).toContain('<a href="/p">Edit profile</a>')
  expect(renderToString(<EmptyState title="x" illustration={null} />)).not.toContain('<svg')
})

test('PersonCard: named list item with avatar, linked name, badges, fee, the deciding facts and the action', () => {
  const html = renderToString(
    <PersonCard
      name="Ada"
      renderName={(n) => <a href="/profile/1">{n}</a>}
      subtitle="Austin, TX"
      badges={<StatusBadge status="signed">Verified</StatusBadge>}
      fee={<MoneyFigure cents={60000} format="whole" size="lg" />}
      feeNote="one-time"
      facts={[{ term: 'Supports rent up to', value: '$2,000/month' }]}
      footer={<button type="button">Request to cosign</button>}
    />,
  )
  expect(html).toMatch(/^<li class="ui-card ui-person-card" aria-label="Ada">/)
  expect(html).toContain('<a href="/profile/1"><span class="ui-person-card__name">Ada</span></a>')
  expect(html).toContain('>A</span>')
  for (const text of ['Austin, TX', 'Verified', '$600', 'one-time', 'Supports rent up to', 'Request to cosign'])
    expect(html).toContain(text)
})

test('LinkButton is a router link with the button classes of its variant, size and width', () => {
  const html = (link: ReactElement) => renderToString(<MemoryRouter>{link}</MemoryRouter>)
  expect(html(<LinkButton to="/contracts">My Contracts</LinkButton>)).toBe(
    '<a class="ui-btn ui-btn--primary" href="/contracts" data-discover="true">My Contracts</a>',
  )
  expect(html(<LinkButton to="/x" variant="secondary" size="sm" block className="extra" aria-label="Go">X</LinkButton>)).toContain(
    'class="ui-btn ui-btn--secondary ui-btn--sm ui-btn--block extra"',
  )
})

test('TotalFigure is a card of a total, in the danger colour only when asked', () => {
  expect(renderToString(<TotalFigure title="Paid" cents={12345} />)).toBe(
    '<div class="ui-card"><dt class="ui-field__label">Paid</dt><dd style="margin:0;font-size:1.5rem;font-weight:700">$123.45</dd></div>',
  )
  expect(renderToString(<TotalFigure title="Overdue" cents={500} danger />)).toContain('color:var(--ui-danger)')
})
