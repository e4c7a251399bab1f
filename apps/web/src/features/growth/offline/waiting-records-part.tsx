import { laterPart } from '../../../components/layout/later-part.tsx';

/**
 * The records waiting to be sent draw nothing on the server (the queue is in the phone's storage): their code (the
 * queue, the sender) comes after the page is live (issue 32), and the growth screen's loader fetches it ahead.
 */
const Waiting = laterPart(() => import('./waiting-records.tsx').then((m) => m.WaitingRecords));

export const preloadWaitingRecords = Waiting.preload;

export const WaitingRecordsPart = Waiting.Later;
