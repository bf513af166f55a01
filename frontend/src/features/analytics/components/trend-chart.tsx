// The uPlot canvas of one series, sized to its box (and resized with it). Decorative for screen readers: the summary
// and the table beside it say the same. A pointer over it reads out the day under it. uPlot (~22 KB gzip, half the
// page's code) is a chunk of its own asked for once the page has drawn (the effect runs after the paint): the
// figures and sentences a person reads first do not wait for a chart's code on a slow phone link, and the box keeps
// its size meanwhile (docs/PERFORMANCE.md "The first script").
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { nextTask } from '@/lib/when-idle';
import { chartData, chartOptions, type ChartInput } from './chart-options';

type Props = Omit<ChartInput, 'onHover'> & { readout(index: number): string };

let library: Promise<typeof uPlot> | undefined;
/** uPlot's code, asked for once for every chart; a failed load is asked for again by the next chart that draws. */
function loadUPlot(): Promise<typeof uPlot> {
  library ??= import('uplot').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

export function TrendChart({ series, system, labels, values, average, previous, target = null, readout }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let current = true;
    loadUPlot()
      // Three tasks, each a fraction of what they were as one on a phone: uPlot's module runs, the chart is built (its
      // series and axes, ~30 ms under 4× CPU), then drawn (its data, scales and canvas, ~60 ms under 4×).
      .then(async (UPlot) => {
        await nextTask();
        if (!current) return;
        const input = { series, system, labels, values, average, previous, target, onHover: setHover };
        let draw = () => {};
        const drawn = new UPlot(chartOptions(input, element.clientWidth), chartData(values, average, previous, target), (self, init) => {
          element.appendChild(self.root);
          draw = init as () => void;
        });
        plot = drawn;
        await nextTask();
        if (!current) return;
        draw();
        if (typeof ResizeObserver === 'undefined') return;
        observer = new ResizeObserver(() => {
          if (element.clientWidth !== drawn.width) drawn.setSize({ width: element.clientWidth, height: drawn.height });
        });
        observer.observe(element);
      })
      // The summary and the table say what the chart would; the box stays empty rather than breaking the page.
      .catch((error: unknown) => console.error('The chart could not load', error));
    return () => {
      current = false;
      observer?.disconnect();
      plot?.destroy();
      setHover(null);
    };
  }, [series, system, labels, values, average, previous, target]);

  return (
    <div className="trend-chart" aria-hidden="true">
      <div ref={box} className="trend-chart-plot" />
      {hover !== null && <p className="trend-readout">{readout(hover)}</p>}
    </div>
  );
}
