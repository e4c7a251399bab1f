import type { EyeSide } from '@sprout/contracts';

/** One colour per eye on the cards and the chart (both at least 4.5:1 on white); the chart adds shapes. */
export const EYE_COLORS: Record<EyeSide, string> = { right: '#0a5c8f', left: '#b4500f' };
