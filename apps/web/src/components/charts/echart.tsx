import { useEffect, useRef, type CSSProperties } from 'react';
import { echarts, type ChartClickEvent, type ChartOption } from './echarts.ts';

export interface EChartProps {
  option: ChartOption;
  /** Called with the clicked (tapped) series item. */
  onItemClick?: (event: ChartClickEvent) => void;
  className?: string;
  style?: CSSProperties;
  /** Accessible description of what the chart shows; the chart itself is a canvas. */
  ariaLabel: string;
  testId?: string;
}

/**
 * A thin React wrapper over one ECharts instance: created once per element, option replaced on change,
 * resized with its box (rotation to landscape included), disposed on unmount.
 */
export function EChart({ option, onItemClick, className, style, ariaLabel, testId }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof echarts.init> | null>(null);
  const clickRef = useRef(onItemClick);
  clickRef.current = onItemClick;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    chart.on('click', (event) => clickRef.current?.(event as ChartClickEvent));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} className={className} style={style} role="img" aria-label={ariaLabel} data-testid={testId} />;
}
