/**
 * The price graph of a kind of card, drawn by uPlot (a small canvas chart for time
 * series). This module is only ever imported lazily (price-graph.tsx), so the library
 * loads when a listing with sales first scrolls into view, never on the first screens.
 * The canvas is decoration for assistive technology: its text alternative sits beside it.
 */
import type { PricePoint } from '@alchemy/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './price-chart.css';

interface PriceChartProps {
  points: PricePoint[];
  /** The graph's step: its time axis spans the last 48 hours or the last 30 days. */
  resolution: 'hour' | 'day';
  /** 'spark': a tile's small line without axes; 'full': the sales sheet's graph. */
  size: 'spark' | 'full';
}

const HEIGHT = { spark: 40, full: 170 } as const;

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Pads a range that is one value wide, so one price draws mid-height. */
function padded(min: number, max: number, pad: number): [number, number] {
  return min === max ? [min - pad, max + pad] : [min, max];
}

const HOUR_S = 3600;
/** The whole window, ending half a step from now: a sale's place on it says how recent. */
function timeWindow(resolution: PriceChartProps['resolution'], nowS: number): [number, number] {
  return resolution === 'hour'
    ? [nowS - 48 * HOUR_S, nowS + HOUR_S / 2]
    : [nowS - 30 * 24 * HOUR_S, nowS + 12 * HOUR_S];
}

function options(
  host: HTMLElement,
  { size, resolution }: Omit<PriceChartProps, 'points'>,
  width: number,
): uPlot.Options {
  const gold = cssColor(host, '--color-gold-300', '#e8c77a');
  const muted = cssColor(host, '--color-text-muted', '#a9a2c6');
  const grid = cssColor(host, '--color-border', '#3b3366');
  const full = size === 'full';
  const axis: uPlot.Axis = {
    stroke: muted,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
    font: '12px Inter Variable, system-ui, sans-serif',
  };
  return {
    width,
    height: HEIGHT[size],
    // Room on the right for the last time label, which centres on its tick.
    padding: full ? [8, 24, 0, 0] : [4, 4, 4, 4],
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: true, range: () => timeWindow(resolution, Date.now() / 1000) },
      y: {
        range: (_u, min, max) => {
          const [low, high] = padded(min, max, Math.max(1, min * 0.2));
          const margin = (high - low) * 0.12;
          return [Math.max(0, low - margin), high + margin];
        },
      },
    },
    axes: full
      ? [
          // Two lines of labels (time, then date) need about 44 px.
          { ...axis, size: 48 },
          {
            ...axis,
            size: 52,
            values: (_u, ticks) => ticks.map((t) => Math.round(t).toLocaleString('en-US')),
          },
        ]
      : [{ show: false }, { show: false }],
    series: [
      {},
      {
        stroke: gold,
        width: full ? 2 : 1.5,
        // A canvas takes no color-mix(): the gold at about 18% opacity, as #rrggbbaa.
        fill: /^#[0-9a-f]{6}$/i.test(gold) ? `${gold}2e` : 'rgba(232, 199, 122, 0.18)',
        points: { show: true, size: full ? 7 : 5, fill: gold, stroke: gold },
      },
    ],
  };
}

export default function PriceChart({ points, resolution, size }: PriceChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const data: uPlot.AlignedData = [
      points.map((p) => Date.parse(p.at) / 1000),
      points.map((p) => p.median),
    ];
    const settings = options(host, { size, resolution }, Math.max(1, host.clientWidth));
    const chart = new uPlot(settings, data, host);
    // The tile's width follows the grid: the canvas follows the tile.
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      if (width > 0) chart.setSize({ width, height: HEIGHT[size] });
    });
    resize.observe(host);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, resolution, size]);

  return (
    <div
      ref={hostRef}
      className={`price-chart price-chart--${size}`}
      style={{ height: HEIGHT[size] }}
      aria-hidden="true"
    />
  );
}
