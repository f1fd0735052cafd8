/**
 * Only the parts of Apache ECharts the analytics screen draws with (tree-shaken core): this module
 * is imported by the lazily loaded screen alone, so no other admin page downloads a chart library.
 * The parts are registered by the first chart made, not at module load: the remote's package is
 * marked free of side effects, so a bare `echarts.use(...)` here would be dropped by the build.
 */
import * as echarts from 'echarts/core';
import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

let registered = false;

/** A canvas chart in `element`, with the parts used registered once. */
export function initChart(element: HTMLElement) {
  if (!registered) {
    echarts.use([
      LineChart,
      BarChart,
      FunnelChart,
      GridComponent,
      LegendComponent,
      TooltipComponent,
      CanvasRenderer,
    ]);
    registered = true;
  }
  return echarts.init(element, undefined, { renderer: 'canvas' });
}
