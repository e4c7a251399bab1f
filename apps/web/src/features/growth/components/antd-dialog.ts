// Its own chunk, like lib/feedback/antd-toast.ts: antd-mobile's Dialog and its animation library load only
// when the form asks a question.
export { Dialog } from '../../../lib/antd-mobile-imperative.ts';
