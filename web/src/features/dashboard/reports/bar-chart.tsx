// A Chartist bar chart (decision 035), hidden from screen readers: the table beneath it is the
// accessible reading. Chartist draws SVG into the element and redraws on resize; detached on unmount.
import { useEffect, useRef } from 'react';
import { BarChart as ChartistBar, type BarChartOptions, type ResponsiveOptions } from 'chartist';
import { count } from '../utils/numbers.ts';

export interface ChartSeries {
  /** The legend's words; the series' colour comes from reports.css (`className`). */
  name: string;
  className: string;
  data: readonly number[];
}

export interface BarChartProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** One bar per label with the series on top of each other (otherwise side by side). */
  stacked?: boolean;
  /** Name every `labelEvery`th label only, and on a phone every `narrowEvery`th, so the names do not overlap. */
  labelEvery?: number;
  narrowEvery: number;
  /** Many bars (the queue's 30 days): thinner bars, closer together. */
  thin?: boolean;
}

/** Phones: the width the reports' charts start to thin their labels at (390 px fits about six). */
const NARROW = 'screen and (max-width: 640px)';

export function BarChart({
  labels,
  series,
  stacked = false,
  labelEvery = 1,
  narrowEvery,
  thin = false,
}: BarChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const options: BarChartOptions = {
      height: 240,
      stackBars: stacked,
      seriesBarDistance: thin ? 6 : 8,
      chartPadding: { top: 12, right: 8, bottom: 0, left: 8 },
      axisX: { labelInterpolationFnc: (value, index) => (index % labelEvery === 0 ? value : null) },
      axisY: { onlyInteger: true, offset: 48, labelInterpolationFnc: (value) => count(Number(value)) },
    };
    const responsive: ResponsiveOptions<BarChartOptions> = [
      [
        NARROW,
        {
          seriesBarDistance: thin ? 3 : 4,
          axisX: { labelInterpolationFnc: (value, index) => (index % narrowEvery === 0 ? value : null) },
        },
      ],
    ];
    const chart = new ChartistBar(
      element.current,
      {
        labels: [...labels],
        series: series.map((one) => ({ name: one.name, className: one.className, data: [...one.data] })),
      },
      options,
      responsive,
    );
    return () => {
      chart.detach();
    };
  }, [labels, series, stacked, labelEvery, narrowEvery, thin]);

  return (
    <figure className={`report-chart${thin ? ' report-chart--thin' : ''}`} aria-hidden="true">
      <div ref={element} className="report-chart__plot" />
      <figcaption className="report-chart__legend">
        {series.map((one) => (
          <span key={one.name} className={`report-chart__key ${one.className}`}>
            {one.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
