import type { EyeTreatmentEffect, TreatmentEpisodeAnswer } from '@sprout/contracts';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useTreatmentEffect } from '../api/get-treatment-effect.ts';
import type { EyeAxisRole } from '../api/keys.ts';
import effectStyles from './effect-cards.module.css';
import styles from './eye-axis.module.css';

/** The rate scale of the band bars, mm/year: 0 to 0.8 holds untreated myopic growth with room for its band. */
const SCALE_MAX = 0.8;
const x = (rate: number) => (Math.min(Math.max(rate, 0), SCALE_MAX) / SCALE_MAX) * 100;
const mm = (value: number) => value.toFixed(2);

/**
 * The band as a bar, the rate as a dark mark, the expected rate as a green mark, on 0–0.8 mm/year (drawn beside
 * the text, which says it all).
 */
function BandBar({ episode, label }: { episode: TreatmentEpisodeAnswer; label: string }) {
  if (episode.ciLow === null || episode.ciHigh === null || episode.ratePerYear === null) return null;
  const mark = (at: number, colour: string, top: number) => (
    <line x1={x(at)} x2={x(at)} y1={top} y2={20 - top} stroke={colour} strokeWidth="3" vectorEffect="non-scaling-stroke" />
  );
  return (
    <svg
      className={effectStyles.bandBar}
      role="img"
      aria-label={label}
      width="100%"
      height="20"
      viewBox="0 0 100 20"
      preserveAspectRatio="none"
    >
      <line x1="0" x2="100" y1="10" y2="10" stroke="#c8c8c8" strokeWidth="1" vectorEffect="non-scaling-stroke" />
      <rect
        x={x(episode.ciLow)}
        width={Math.max(x(episode.ciHigh) - x(episode.ciLow), 0.5)}
        y="5"
        height="10"
        fill="#0a5c8f"
        opacity="0.35"
      />
      {mark(episode.ratePerYear, '#0a5c8f', 3)}
      {episode.expectedRatePerYear !== null ? mark(episode.expectedRatePerYear, '#0b6b3a', 0) : null}
    </svg>
  );
}

function EpisodeItem({ episode, limit }: { episode: TreatmentEpisodeAnswer; limit: number }) {
  const { t, i18n } = useTranslation(['beyondEye', 'eyeAxis']);
  const verdictKey =
    episode.verdict === 'tooWide'
      ? 'tooWide'
      : episode.verdict && episode.comparedWith
        ? (`${episode.verdict}_${episode.comparedWith}` as const)
        : null;
  const half = episode.ciHigh !== null && episode.ratePerYear !== null ? episode.ciHigh - episode.ratePerYear : 0;
  return (
    <li
      className={effectStyles.episode}
      data-testid="treatment-episode"
      data-treatment={episode.treatment}
      data-verdict={episode.verdict ?? ''}
    >
      <p className={effectStyles.episodeTitle}>{t(`eyeAxis:treatment.${episode.treatment}`)}</p>
      <p className={styles.caption}>
        {t('treatment.period', {
          from: formatDate(episode.from, i18n.language),
          to: formatDate(episode.to, i18n.language),
          count: episode.examCount,
        })}
      </p>
      {episode.ratePerYear === null || episode.ciLow === null || episode.ciHigh === null ? (
        <p className={styles.caption}>{t('treatment.noRate')}</p>
      ) : (
        <>
          <p>
            {t('treatment.rate', { rate: mm(episode.ratePerYear) })} ·{' '}
            {t('treatment.band', { low: mm(episode.ciLow), high: mm(episode.ciHigh) })}
          </p>
          <p className={styles.caption}>
            {episode.expectedRatePerYear === null
              ? t('treatment.noExpected')
              : t('treatment.expected', { rate: mm(episode.expectedRatePerYear) })}
          </p>
          <BandBar episode={episode} label={t('treatment.chartLabel')} />
        </>
      )}
      {verdictKey ? (
        <p className={effectStyles.verdict} data-testid="treatment-verdict">
          {t(`treatment.verdict.${verdictKey}`, { half: mm(half), limit: mm(limit) })}
        </p>
      ) : null}
    </li>
  );
}

function Content({ data }: { data: EyeTreatmentEffect }) {
  const { t } = useTranslation('beyondEye');
  return (
    <>
      {(['right', 'left'] as const).map((eye) => (
        <div key={eye} data-testid={`treatment-${eye}`}>
          <h3 className={effectStyles.episodeEye}>{t(`treatment.eye.${eye}`)}</h3>
          {data[eye].length === 0 ? (
            <p className={styles.caption}>{t('treatment.empty')}</p>
          ) : (
            <ul className={effectStyles.episodes}>
              {data[eye].map((episode) => (
                <EpisodeItem key={`${episode.treatment}-${episode.from}`} episode={episode} limit={data.tooWideHalfWidth} />
              ))}
            </ul>
          )}
        </div>
      ))}
      <p className={styles.caption}>{t('treatment.method', { sd: data.repeatabilitySdMm })}</p>
    </>
  );
}

/**
 * Treatment effect of myopia control (issue 17, part 4): per eye, the growth rate in each treatment episode with
 * its 95% band, the expected rate for age and centile, and in plain words whether the treatment is slowing growth.
 * A lazy chunk under the chart: nothing of it is on the detail page's first screen.
 */
export default function TreatmentEffectCard({ role, eyeRef }: { role: EyeAxisRole; eyeRef: string }) {
  const { t } = useTranslation('beyondEye');
  const effect = useTreatmentEffect(role, eyeRef);
  return (
    <section className={styles.section} aria-labelledby="eye-treatment-title" data-testid="treatment-effect">
      <div className={styles.sectionHead}>
        <h2 id="eye-treatment-title" className={styles.sectionTitle}>
          {t('treatment.title')}
        </h2>
      </div>
      {effect.data ? <Content data={effect.data} /> : effect.isError ? <p role="alert">{t('treatment.failed')}</p> : null}
    </section>
  );
}
