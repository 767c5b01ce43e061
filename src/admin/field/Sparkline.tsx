// A count per hour as a small line beside its row: no axes, no legend, no cursor.
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { Chart } from './Chart';
import { SERIES } from './palette';

export function Sparkline({ hours, counts, label }: { hours: number[]; counts: number[]; label: string }) {
  const options = useMemo<Omit<uPlot.Options, 'width'>>(
    () => ({
      height: 28,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false } },
      axes: [{ show: false }, { show: false }],
      series: [{}, { stroke: SERIES[0], width: 1.5, fill: `${SERIES[0]}22`, points: { show: false } }],
    }),
    [],
  );
  const data = useMemo<uPlot.AlignedData>(() => [hours, counts], [hours, counts]);
  return (
    <div className="field-sparkline">
      <Chart options={options} data={data} label={label} />
    </div>
  );
}
