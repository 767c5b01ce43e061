// uPlot in React: made once for its element, fed new data, sized to its box (and again when the box changes).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  options: Omit<uPlot.Options, 'width'>;
  data: uPlot.AlignedData;
  label: string;
}

export function Chart({ options, data, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  useEffect(() => {
    const element = box.current!;
    const plot = new uPlot({ ...options, width: Math.max(element.clientWidth, 60) }, data, element);
    chart.current = plot;
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 60), height: options.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
    // Made again only when the shape of the chart changes; new figures go through setData below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);
  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);
  return <div ref={box} className="field-chart" role="img" aria-label={label} />;
}
