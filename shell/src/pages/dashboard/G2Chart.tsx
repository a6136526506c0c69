// One G2 chart in a div. G2 is used directly, with only its core library registered: the charts
// package (@ant-design/plots) registers every chart type and G2 extension, and evaluating all of it
// blocked the main thread for hundreds of milliseconds.
import type { G2Spec } from '@antv/g2';
import { extend } from '@antv/g2/esm/api/extend';
import { Runtime } from '@antv/g2/esm/api/runtime';
import { Transpose } from '@antv/g2/esm/coordinate/transpose';
import { litelib } from '@antv/g2/esm/lib/lite';
import { Line } from '@antv/g2/esm/mark/line';
import { Point } from '@antv/g2/esm/mark/point';
import { Dark } from '@antv/g2/esm/theme/dark';
import { Light } from '@antv/g2/esm/theme/light';
import { DodgeX } from '@antv/g2/esm/transform/dodgeX';
import { useEffect, useRef } from 'react';
import { useThemeMode } from 'shared-ui/session';
import { whenIdle } from '../../idle';

/** G2's smallest library plus the marks, transform, coordinate and theme the two charts use. */
const Chart = extend(Runtime, {
  ...litelib(),
  'mark.line': Line,
  'mark.point': Point,
  'transform.dodgeX': DodgeX,
  'coordinate.transpose': Transpose,
  'theme.light': Light,
  'theme.dark': Dark,
});

interface G2ChartProps {
  /** The G2 spec; keep it referentially stable (useMemo) or the chart is drawn again. */
  spec: G2Spec;
  height: number;
}

export function G2Chart({ spec, height }: G2ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const mode = useThemeMode();
  useEffect(() => {
    if (!container.current) return;
    const chart = new Chart({ container: container.current, autoFit: true, height });
    // G2's own theme for axes, grid, legend and tooltip; the card shows through.
    chart.options({ ...spec, theme: { type: mode, view: { viewFill: 'transparent' } } } as G2Spec);
    void chart.render();
    // Tearing a chart down takes tens of milliseconds: not in the task that leaves the dashboard
    // (that one draws the next page), but once the browser is idle.
    return () => whenIdle(() => chart.destroy());
  }, [spec, height, mode]);
  return <div ref={container} />;
}
