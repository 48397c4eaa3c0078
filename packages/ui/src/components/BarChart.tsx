// A small bar chart drawn as SVG (no chart library: the marketing pages' JavaScript budget, docs/perf.md).
// Sighted readers get the bars, a legend and value ticks; screen readers get a visually hidden table with every
// figure (the SVG itself is hidden from them). Colours are the theme's tokens, so dark mode follows.
// The figures are the server's: the chart only lays them out.
import { useEffect, useId, useRef, useState } from 'react'
import { formatUsd, formatWholeUsd } from '@cosign/api'

/** How a part of a bar is drawn: `danger` (overdue) is hatched as well as coloured, so it stands out without colour. */
export type ChartTone = 'primary' | 'success' | 'danger' | 'muted'

export interface ChartPart {
  /** The series it belongs to (legend, table column): "Received", "Overdue". */
  series: string
  value: number
  tone: ChartTone
}

export interface ChartBar {
  /** Unique among the bars. */
  key: string
  /** Under the bar and in the table's first column: "Nov 2026", "Week of Nov 2". */
  label: string
  /** Stacked bottom to top; most bars have one part. */
  parts: ChartPart[]
}

export interface BarChartProps {
  /** The chart's caption (visible) and the table's caption. */
  title: string
  bars: ChartBar[]
  /** Formats values for ticks, tooltips and the table (e.g. formatUsd for cents). */
  formatValue: (value: number) => string
  /** Formats the axis ticks (round figures: e.g. formatWholeUsd); formatValue when not given. */
  formatTick?: (value: number) => string
  /** Column header of the table's first column. */
  categoryLabel?: string
  /** Pixel height of the plot (the width follows the container). */
  height?: number
}

export interface BarLayout {
  key: string
  label: string
  /** Whether the label is drawn (labels thin out when bars are narrow). */
  showLabel: boolean
  x: number
  width: number
  rects: Array<{ series: string; tone: ChartTone; y: number; height: number; value: number }>
}

export interface ChartLayout {
  width: number
  height: number
  plotTop: number
  plotBottom: number
  plotLeft: number
  ticks: Array<{ value: number; y: number }>
  bars: BarLayout[]
}

const LABEL_HEIGHT = 22
const TOP_PADDING = 8
/** Roughly how wide a character of the 12 px axis text is. */
const CHAR_WIDTH = 7

/** 1, 2 or 5 times a power of ten, at least `value` (so the top tick is a round figure). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

function barTotal(bar: ChartBar): number {
  return bar.parts.reduce((sum, part) => sum + Math.max(0, part.value), 0)
}

/** Positions of everything the SVG draws, for a plot `width` × `height` pixels (pure: unit-tested). */
export function layoutBarChart(
  bars: ChartBar[],
  width: number,
  height: number,
  formatTick: (value: number) => string = String,
): ChartLayout {
  const plotTop = TOP_PADDING
  const plotBottom = height - LABEL_HEIGHT
  const max = niceCeiling(Math.max(0, ...bars.map(barTotal)))
  const tickValues = [0, max / 2, max]
  // The axis is as wide as its longest tick label.
  const plotLeft = Math.max(...tickValues.map((value) => formatTick(value).length)) * CHAR_WIDTH + 10
  const plotWidth = Math.max(1, width - plotLeft - 4)
  const scale = (plotBottom - plotTop) / max
  const ticks = tickValues.map((value) => ({ value, y: plotBottom - value * scale }))
  const slot = plotWidth / Math.max(1, bars.length)
  const barWidth = Math.max(2, Math.min(48, slot * 0.7))
  const longestLabel = Math.max(1, ...bars.map((bar) => bar.label.length))
  const labelEvery = Math.max(1, Math.ceil((longestLabel * CHAR_WIDTH + 8) / slot))
  return {
    width,
    height,
    plotTop,
    plotBottom,
    plotLeft,
    ticks,
    bars: bars.map((bar, index) => {
      let base = plotBottom
      const rects = bar.parts.map((part) => {
        const h = Math.max(0, part.value) * scale
        base -= h
        return { series: part.series, tone: part.tone, y: base, height: h, value: part.value }
      })
      return {
        key: bar.key,
        label: bar.label,
        showLabel: index % labelEvery === 0,
        x: plotLeft + slot * index + (slot - barWidth) / 2,
        width: barWidth,
        rects,
      }
    }),
  }
}

/** The series in the order they first appear, with their tone (legend and table columns). */
export function chartSeries(bars: ChartBar[]): Array<{ series: string; tone: ChartTone }> {
  const seen = new Map<string, ChartTone>()
  for (const bar of bars)
    for (const part of bar.parts) if (!seen.has(part.series)) seen.set(part.series, part.tone)
  return [...seen].map(([series, tone]) => ({ series, tone }))
}

/**
 * The container's width in pixels (a fixed guess until measured). ResizeObserver reports it after the browser's
 * own layout, first right after `observe`: reading it in the effect (getBoundingClientRect) forced that layout
 * inside React's commit, a third of the admin payments screen's longest task (docs/perf.md, stop 52).
 */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const show = (measured: number) => {
      const next = Math.round(measured)
      if (next > 0) setWidth(next)
    }
    if (typeof ResizeObserver === 'undefined') {
      show(element.getBoundingClientRect().width)
      return
    }
    const observer = new ResizeObserver(([entry]) =>
      show(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

export function BarChart({
  title,
  bars,
  formatValue,
  formatTick = formatValue,
  categoryLabel = 'Period',
  height = 200,
}: BarChartProps) {
  const { ref, width } = useWidth(480)
  const layout = layoutBarChart(bars, width, height, formatTick)
  const series = chartSeries(bars)
  // One pattern per chart (ids are page-wide); an inline fill, since the tone class's fill would override the attribute.
  const hatchId = `ui-chart-hatch${useId().replace(/:/g, '')}`
  return (
    <figure className="ui-chart">
      <figcaption className="ui-chart__title">{title}</figcaption>
      {series.length > 1 || series.some((s) => s.tone === 'danger') ? (
        <ul className="ui-chart__legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.series}>
              <span className={`ui-chart__swatch ui-chart__bar--${s.tone}`} />
              {s.series}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={ref} className="ui-chart__plot">
        <svg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <pattern
              id={hatchId}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" className="ui-chart__bar--danger" />
              <line x1="0" y1="0" x2="0" y2="6" className="ui-chart__hatch" />
            </pattern>
          </defs>
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                className="ui-chart__grid"
                x1={layout.plotLeft}
                x2={layout.width}
                y1={tick.y}
                y2={tick.y}
              />
              <text className="ui-chart__tick" x={layout.plotLeft - 6} y={tick.y + 4} textAnchor="end">
                {formatTick(tick.value)}
              </text>
            </g>
          ))}
          {layout.bars.map((bar) => (
            <g key={bar.key}>
              {bar.rects.map((rect) => (
                <rect
                  key={rect.series}
                  className={`ui-chart__bar--${rect.tone}`}
                  style={rect.tone === 'danger' ? { fill: `url(#${hatchId})` } : undefined}
                  x={bar.x}
                  y={rect.y}
                  width={bar.width}
                  height={rect.height}
                >
                  <title>{`${bar.label}, ${rect.series}: ${formatValue(rect.value)}`}</title>
                </rect>
              ))}
              {bar.showLabel ? (
                <text
                  className="ui-chart__tick"
                  x={bar.x + bar.width / 2}
                  y={layout.height - 6}
                  textAnchor="middle"
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </div>
      {/* Hidden by a wrapper, not on the table: a table keeps its content's width whatever its own width says, and
          would widen the page on a phone. */}
      <div className="ui-visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.series} scope="col">
                  {s.series}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                {series.map((s) => {
                  const part = bar.parts.find((p) => p.series === s.series)
                  return <td key={s.series}>{part ? formatValue(part.value) : '—'}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

/** A chart of amounts in cents, as every money chart shows them: dollars and cents, ticks in whole dollars. */
export function MoneyBarChart(props: Omit<BarChartProps, 'formatValue' | 'formatTick'>) {
  return <BarChart {...props} formatValue={formatUsd} formatTick={formatWholeUsd} />
}
