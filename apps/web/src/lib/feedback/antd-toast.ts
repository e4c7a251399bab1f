// Its own chunk: antd-mobile's Toast brings its animation library, which the first screen does not need.
export { Toast } from '../antd-mobile-imperative.ts';
