import { renderToString } from 'react-dom/server'
import { BarChart, chartSeries, layoutBarChart, niceCeiling, type ChartBar } from './BarChart.js'

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`
const bars: ChartBar[] = [
  { key: 'a', label: 'Oct 2026', parts: [{ series: 'Paid', value: 20000, tone: 'success' }] },
  {
    key: 'b',
    label: 'Nov 2026',
    parts: [
      { series: 'Paid', value: 5000, tone: 'success' },
      { series: 'Overdue', value: 15000, tone: 'danger' },
    ],
  },
]

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1)
    expect(niceCeiling(7)).toBe(10)
    expect(niceCeiling(120)).toBe(200)
    expect(niceCeiling(20000)).toBe(20000)
    expect(niceCeiling(30001)).toBe(50000)
  })
})

describe('layoutBarChart', () => {
  it('scales bars to the largest total and stacks parts bottom to top', () => {
    const layout = layoutBarChart(bars, 375, 200)
    const plotHeight = layout.plotBottom - layout.plotTop
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 10000, 20000])
    const [first, second] = layout.bars
    expect(first.rects[0].height).toBeCloseTo(plotHeight)
    expect(second.rects[0].height).toBeCloseTo(plotHeight / 4)
    expect(second.rects[1].y + second.rects[1].height).toBeCloseTo(second.rects[0].y)
    // Inside the width at a phone's 375 px.
    for (const bar of layout.bars) expect(bar.x + bar.width).toBeLessThanOrEqual(375)
  })

  it('thins out labels that would overlap on narrow plots', () => {
    const many = Array.from({ length: 24 }, (_, i): ChartBar => ({
      key: String(i),
      label: `Week ${i + 1}`,
      parts: [{ series: 'Total', value: i * 100, tone: 'primary' }],
    }))
    const shown = layoutBarChart(many, 343, 200).bars.filter((b) => b.showLabel).length
    expect(shown).toBeGreaterThan(1)
    expect(shown).toBeLessThan(24)
  })

  it('draws empty bars when every value is zero', () => {
    const layout = layoutBarChart([{ key: 'z', label: 'Z', parts: [{ series: 'T', value: 0, tone: 'primary' }] }], 300, 200)
    expect(layout.bars[0].rects[0].height).toBe(0)
  })
})

describe('BarChart', () => {
  const html = renderToString(<BarChart title="Payments by month" bars={bars} formatValue={usd} categoryLabel="Month" />)

  it('gives screen readers every figure in a table and hides the drawing', () => {
    expect(html).toContain('<caption>Payments by month</caption>')
    expect(html).toMatch(/<th scope="row">Nov 2026<\/th><td>\$50.00<\/td><td>\$150.00<\/td>/)
    expect(html).toMatch(/<th scope="row">Oct 2026<\/th><td>\$200.00<\/td><td>—<\/td>/)
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
  })

  it('colours bars with theme tokens and hatches overdue parts', () => {
    expect(html).toContain('ui-chart__bar--success')
    expect(html).toMatch(/class="ui-chart__bar--danger" style="fill:url\(#ui-chart-hatch[^)]*\)"/)
    expect(html).toContain('Overdue')
    expect(chartSeries(bars)).toEqual([
      { series: 'Paid', tone: 'success' },
      { series: 'Overdue', tone: 'danger' },
    ])
  })
})
