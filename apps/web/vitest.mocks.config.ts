import { webMocks } from './vitest.config.ts';

/** The web units that replace a module or a global, each in a module registry of its own (vitest.config.ts). */
export default webMocks;
