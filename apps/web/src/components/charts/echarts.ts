// The one place the chart library is imported, through its modular entry points: only the chart types and
// components the product draws are bundled, and only route chunks that draw a chart import this file.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent, CanvasRenderer]);

export { echarts };
export type { EChartsCoreOption as ChartOption, ECElementEvent as ChartClickEvent } from 'echarts/core';
