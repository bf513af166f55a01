// The uPlot canvas of one series, sized to its box (and resized with it). Decorative for screen readers: the summary
// and the table beside it say the same. A pointer over it reads out the day under it.
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartData, chartOptions, type ChartInput } from './chart-options';

type Props = Omit<ChartInput, 'onHover'> & { readout(index: number): string };

export function TrendChart({ series, system, labels, values, average, previous, target = null, readout }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const input = { series, system, labels, values, average, previous, target, onHover: setHover };
    const plot = new uPlot(chartOptions(input, element.clientWidth), chartData(values, average, previous, target), element);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height: plot.height });
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
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
