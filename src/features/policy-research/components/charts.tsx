import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { groupDigits } from '../../../lib/i18n/number-format';
import { bands, labelStride, linePath, linearScale, niceTicks, round1 } from '../model/chart-scale';
import type { Datum } from '../model/statistics-shape';

/*
 * Small SVG charts drawn from the statistics (no chart library): a column chart and a line chart
 * for months, a bar chart for classes and groups. Each draws at the width it is given (measured,
 * so its text stays 13 px on a phone), is one image to assistive technology (role="img" named by
 * its <title>, described by its <desc>: the largest, smallest and total), and says its values in
 * labels, never in colour alone; the table beside it holds every value. Colours come from the
 * design tokens and give way to the system's in forced-colours mode (policy.css).
 */

/** Roughly how wide a digit or comma is at the charts' 13 px. */
const DIGIT_WIDTH = 7.4;
/** Roughly how wide a Hangul syllable is at 13 px. */
const SYLLABLE_WIDTH = 13;
const PLOT_HEIGHT = 220;
const TOP = 22;
const BOTTOM = 28;
const RIGHT = 8;

/** The width of a text at the charts' size, estimated (no layout read): Hangul wide, the rest narrow. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u3131-\uD7A3]/.test(char) ? SYLLABLE_WIDTH : DIGIT_WIDTH;
  return width;
}

/** The element's content width, followed as it changes; `fallback` until measured. */
function useMeasuredWidth(fallback: number): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.clientWidth);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

interface ChartProps {
  /** The chart's name (its <title>). */
  title: string;
  /** What it shows in words (its <desc>). */
  description: string;
  data: readonly Datum[];
}

function ChartFrame({ title, description, width, height, children, kind }: { title: string; description: string; width: number; height: number; children: ReactNode; kind: string }) {
  const id = useId();
  return (
    <svg className={`chart chart--${kind}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** Gridlines and their values along the left; answers the plot's left edge. */
function ValueAxis({ ticks, left, width, y }: { ticks: readonly number[]; left: number; width: number; y: (value: number) => number }) {
  return (
    <g className="chart__axis">
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={left} x2={width - RIGHT} y1={round1(y(tick))} y2={round1(y(tick))} />
          <text x={left - 6} y={round1(y(tick))} dy="0.35em" textAnchor="end">
            {groupDigits(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The shared geometry of the month charts: ticks, the value axis, bands along the bottom. */
function monthFrame(data: readonly Datum[], width: number) {
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)));
  const top = ticks.at(-1) ?? 1;
  const left = Math.ceil(Math.max(...ticks.map((tick) => textWidth(groupDigits(tick))))) + 12;
  const plotWidth = Math.max(40, width - left - RIGHT);
  const scale = linearScale(top, PLOT_HEIGHT);
  const y = (value: number) => TOP + PLOT_HEIGHT - scale(value);
  const slots = bands(data.length, plotWidth, 0.3).map((band) => ({ ...band, start: band.start + left, middle: band.middle + left }));
  const slot = plotWidth / Math.max(1, data.length);
  const valueFits = slot >= Math.max(...data.map((d) => textWidth(groupDigits(d.value)))) + 4;
  const stride = labelStride(slot, Math.max(...data.map((d) => textWidth(d.label))) + 6);
  return { ticks, left, y, slots, valueFits, stride, height: TOP + PLOT_HEIGHT + BOTTOM };
}

function MonthLabels({ data, slots, stride, baseline }: { data: readonly Datum[]; slots: readonly { middle: number }[]; stride: number; baseline: number }) {
  return (
    <g className="chart__labels">
      {data.map((d, i) =>
        i % stride === 0 ? (
          <text key={d.key} x={round1(slots[i]?.middle ?? 0)} y={baseline + 18} textAnchor="middle">
            {d.label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** Columns by month, each with its value above it when the values fit. */
export function ColumnChart({ title, description, data }: ChartProps) {
  const [ref, width] = useMeasuredWidth(640);
  const frame = monthFrame(data, width);
  const baseline = frame.y(0);
  return (
    <div ref={ref} className="chart-box">
      <ChartFrame title={title} description={description} width={width} height={frame.height} kind="column">
        <ValueAxis ticks={frame.ticks} left={frame.left} width={width} y={frame.y} />
        <g>
          {data.map((d, i) => {
            const slot = frame.slots[i];
            if (!slot) return null;
            const top = frame.y(d.value);
            return (
              <g key={d.key}>
                <rect className="chart__bar" data-key={d.key} data-value={d.value} x={round1(slot.start)} y={round1(top)} width={round1(slot.size)} height={round1(baseline - top)} />
                {frame.valueFits ? (
                  <text className="chart__value" x={round1(slot.middle)} y={round1(top - 6)} textAnchor="middle">
                    {groupDigits(d.value)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        <line className="chart__baseline" x1={frame.left} x2={width - RIGHT} y1={round1(baseline)} y2={round1(baseline)} />
        <MonthLabels data={data} slots={frame.slots} stride={frame.stride} baseline={baseline} />
      </ChartFrame>
    </div>
  );
}

/** A line through the months, a marked point for each, its value above when the values fit. */
export function LineChart({ title, description, data }: ChartProps) {
  const [ref, width] = useMeasuredWidth(640);
  const frame = monthFrame(data, width);
  const baseline = frame.y(0);
  const points = data.map((d, i) => ({ x: frame.slots[i]?.middle ?? 0, y: frame.y(d.value), d }));
  return (
    <div ref={ref} className="chart-box">
      <ChartFrame title={title} description={description} width={width} height={frame.height} kind="line">
        <ValueAxis ticks={frame.ticks} left={frame.left} width={width} y={frame.y} />
        <line className="chart__baseline" x1={frame.left} x2={width - RIGHT} y1={round1(baseline)} y2={round1(baseline)} />
        <path className="chart__line" d={linePath(points)} />
        {points.map(({ x, y, d }) => (
          <g key={d.key}>
            <circle className="chart__point" data-key={d.key} data-value={d.value} cx={round1(x)} cy={round1(y)} r={4.5} />
            {frame.valueFits ? (
              <text className="chart__value" x={round1(x)} y={round1(y - 10)} textAnchor="middle">
                {groupDigits(d.value)}
              </text>
            ) : null}
          </g>
        ))}
        <MonthLabels data={data} slots={frame.slots} stride={frame.stride} baseline={baseline} />
      </ChartFrame>
    </div>
  );
}

const BAR_ROW = 46;
const BAR_SIZE = 16;

/**
 * Horizontal bars, one row each: the label on its own line, the bar under it with its value
 * (and share, when given) after its end, so long labels fit a phone's width.
 */
export function BarChart({ title, description, data, valueText }: ChartProps & { valueText: (d: Datum) => string }) {
  const [ref, width] = useMeasuredWidth(480);
  const left = 4;
  const valueRoom = Math.ceil(Math.max(0, ...data.map((d) => textWidth(valueText(d))))) + 10;
  const barRoom = Math.max(24, width - left - RIGHT - valueRoom);
  const scale = linearScale(Math.max(0, ...data.map((d) => d.value)), barRoom);
  const height = data.length * BAR_ROW + 4;
  return (
    <div ref={ref} className="chart-box">
      <ChartFrame title={title} description={description} width={width} height={height} kind="bar">
        {data.map((d, i) => {
          const top = i * BAR_ROW;
          const length = Math.max(d.value > 0 ? 2 : 0, scale(d.value));
          return (
            <g key={d.key}>
              <text className="chart__label" x={left} y={top + 15}>
                {d.label}
              </text>
              <rect className="chart__bar" data-key={d.key} data-value={d.value} x={left} y={top + 22} width={round1(length)} height={BAR_SIZE} />
              <text className="chart__value" x={round1(left + length + 6)} y={top + 22 + BAR_SIZE / 2} dy="0.35em">
                {valueText(d)}
              </text>
            </g>
          );
        })}
        <line className="chart__baseline" x1={left} x2={left} y1={0} y2={height} />
      </ChartFrame>
    </div>
  );
}
