import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PRETERM } from '@sprout/contracts/light';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { gestationWeeks, useFormatAge } from '../../../lib/format/age.ts';
import { formatDate, localIsoDate } from '../../../lib/format/date.ts';
import { centileText, MM_DECIMALS } from '../../../lib/format/eye-measure.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { formatCentile, formatZ } from '../../../lib/format/score.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { nodeToPng, pngFile, type NodeImage } from '../../../lib/image/node-to-png.ts';
import { useReport, type EyePart, type GrowthPart } from '../api/get-report.ts';
import styles from '../components/report.module.css';
import { eyeRows, growthReferencesOf, growthRows, latestDateOf, type EyeRow, type GrowthRow } from '../utils/report-content.ts';

/** The charts come from the growth and eye features (app/pages/child-report-page.tsx puts them in). */
export interface ReportCharts {
  growthChart: (part: GrowthPart, className: string) => ReactNode;
  eyeChart: (part: EyePart, className: string) => ReactNode;
}

type Making = { state: 'idle' } | { state: 'making' } | { state: 'done'; image: NodeImage } | { state: 'failed' };

/**
 * /child/report?familyMemberId=…: a phone-sized card of the child's growth and eyes with the latest values and
 * every reference named, in the reader's language; one tap turns it into a picture to keep or send in WeChat,
 * another prints it (or saves it as a PDF) on A4 (issue 17, part 8; docs/decisions/0900-shareable-report.md).
 */
export function ReportPage({ growthChart, eyeChart }: ReportCharts) {
  const { t, i18n } = useTranslation('beyond2');
  const { t: tg } = useTranslation('growth');
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId');
  const report = useReport(familyMemberId);
  const card = useRef<HTMLElement>(null);
  const [making, setMaking] = useState<Making>({ state: 'idle' });
  const { age, corrected } = useFormatAge();

  if (!familyMemberId) return <StatusScreen title={t('report.missing')} testId="report-missing" />;
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <StatusScreen title={report.error.message || t('report.failed')} testId="report-error" role="alert" />;
  const { growth, eye } = report.data;
  if (!growth && !eye) return <StatusScreen title={t('report.empty')} testId="report-empty" />;

  const lang = i18n.language;
  const today = localIsoDate();
  const child = growth?.info ?? eye!.info;
  const growthList = growth ? growthRows(growth.curve) : [];
  const eyeList = eye ? eyeRows(eye.curve) : [];
  const latest = latestDateOf(growthList, eyeList);
  const fileName = `${t('report.fileName', { name: child.name, date: today })}.png`;

  const makeImage = async () => {
    if (!card.current) return;
    setMaking({ state: 'making' });
    try {
      setMaking({ state: 'done', image: await nodeToPng(card.current) });
    } catch {
      setMaking({ state: 'failed' });
    }
  };

  return (
    <main className={styles.page} data-testid="report-page">
      <article ref={card} className={styles.card} data-testid="report-card" lang={lang}>
        <header className={styles.header}>
          <p className={styles.brand}>{t('report.brand')}</p>
          <h1 className={styles.title}>{t('report.title', { name: child.name })}</h1>
          <p className={styles.meta}>
            {t(`report.sex.${child.sex}`)} · {age(child.birthDate, today)} · {t('report.born', { date: formatDate(child.birthDate, lang) })}
          </p>
          {growth?.info.fullTermFlag === PRETERM && growth.info.gestationalAge !== null ? (
            <p className={styles.meta} data-testid="report-preterm">
              {t('report.bornAt', { weeks: gestationWeeks(growth.info.gestationalAge) })} ·{' '}
              {growth.info.correctedAgeDays === null
                ? t('report.correctionEnded')
                : t('report.correctedAge', { age: corrected(growth.info.correctedAgeDays, growth.info.asOf) })}
            </p>
          ) : null}
          <p className={styles.meta}>
            {t('report.made', { date: formatDate(today, lang) })}
            {latest ? ` · ${t('report.latest', { date: formatDate(latest, lang) })}` : null}
          </p>
        </header>
        {growth ? (
          <section className={styles.section} aria-labelledby="report-growth" data-testid="report-growth">
            <h2 id="report-growth" className={styles.sectionTitle}>
              {t('report.growth')}
            </h2>
            {growthChart(growth, styles.chart!)}
            <GrowthTable rows={growthList} birthDate={child.birthDate} />
          </section>
        ) : null}
        {eye ? (
          <section className={styles.section} aria-labelledby="report-eye" data-testid="report-eye">
            <h2 id="report-eye" className={styles.sectionTitle}>
              {t('report.eyes')}
            </h2>
            {eyeChart(eye, styles.chart!)}
            <EyeTable rows={eyeList} birthDate={child.birthDate} />
          </section>
        ) : null}
        <footer className={styles.footer} data-testid="report-references">
          <h2 className={styles.footerTitle}>{t('report.references')}</h2>
          <ul className={styles.references}>
            {growth
              ? growthReferencesOf(growth.curve, growthList).map((reference) => <li key={reference}>{tg(`reference.${reference}`)}</li>)
              : null}
            {eye ? <li>{t('report.he2023')}</li> : null}
          </ul>
          <p className={styles.disclaimer}>{t('report.disclaimer')}</p>
        </footer>
      </article>

      <div className={styles.actions} data-no-print>
        <button
          type="button"
          className="button button--primary"
          data-testid="report-make-image"
          onClick={makeImage}
          disabled={making.state === 'making'}
        >
          {making.state === 'making' ? t('report.making') : t('report.makeImage')}
        </button>
        <button type="button" className="button" data-testid="report-print" onClick={() => window.print()}>
          {t('report.print')}
        </button>
        {making.state === 'failed' ? (
          <p role="alert" className={styles.failed}>
            {t('report.imageFailed')}
          </p>
        ) : null}
        {making.state === 'done' ? (
          <ReportImage image={making.image} fileName={fileName} alt={t('report.imageAlt', { name: child.name })} />
        ) : null}
      </div>
    </main>
  );
}

interface TableRow {
  key: string;
  /** The row's data attribute (data-indicator, data-side), for the journeys. */
  data: Record<string, string>;
  name: ReactNode;
  value: ReactNode;
  score: ReactNode;
  date: string;
}

/** The latest values of one half of the report: what, how much, its score, and when (the date and the age then). */
function ValuesTable({
  testId,
  headers,
  rows,
  birthDate,
}: {
  testId: string;
  headers: readonly [string, string, string, string];
  rows: readonly TableRow[];
  birthDate: string;
}) {
  const { i18n } = useTranslation();
  const { age } = useFormatAge();
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} {...row.data}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
            <td>{row.score}</td>
            <td>
              {formatDate(row.date, i18n.language)}
              <span className={styles.ageThen} data-testid="report-age-then">
                {age(birthDate, row.date)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GrowthTable({ rows, birthDate }: { rows: readonly GrowthRow[]; birthDate: string }) {
  const { t, i18n } = useTranslation('beyond2');
  const { t: tg } = useTranslation('growth');
  return (
    <ValuesTable
      testId="report-growth-rows"
      birthDate={birthDate}
      headers={[t('report.measure'), t('report.value'), t('report.score'), t('report.measuredOn')]}
      rows={rows.map((row) => ({
        key: row.indicator,
        data: { 'data-indicator': row.indicator },
        name: tg(`indicator.${row.indicator}`),
        value: `${formatNumber(row.value, row.indicator === 'weight' ? 2 : 1, i18n.language)} ${tg(`unit.${row.unit as 'cm'}`)}`,
        score:
          row.centile !== null && row.zScore !== null ? (
            <>
              P{formatCentile(row.centile)} <span className={styles.z}>z {formatZ(row.zScore)}</span>
              {row.reference ? <span className={styles.reference}>{tg(`reference.short.${row.reference}`)}</span> : null}
            </>
          ) : (
            t('report.noScore')
          ),
        date: row.date,
      }))}
    />
  );
}

function EyeTable({ rows, birthDate }: { rows: readonly EyeRow[]; birthDate: string }) {
  const { t, i18n } = useTranslation('beyond2');
  const { t: te } = useTranslation('eyeAxis');
  return (
    <ValuesTable
      testId="report-eye-rows"
      birthDate={birthDate}
      headers={[t('report.eye'), t('report.axialLength'), t('report.score'), t('report.examinedOn')]}
      rows={rows.map(({ side, point }) => ({
        key: side,
        data: { 'data-side': side },
        name: te(`eye.${side}`),
        value: `${formatNumber(point.axialLength, MM_DECIMALS, i18n.language)} mm`,
        score: centileText(te, point),
        date: point.examDate,
      }))}
    />
  );
}

/** The made picture: long-press to keep or send it in WeChat; a download link and, where the phone can, share. */
function ReportImage({ image, fileName, alt }: { image: NodeImage; fileName: string; alt: string }) {
  const { t } = useTranslation('beyond2');
  const canShareFiles = typeof navigator !== 'undefined' && typeof navigator.canShare === 'function';
  const share = async () => {
    const file = await pngFile(image, fileName);
    if (navigator.canShare({ files: [file] })) await navigator.share({ files: [file], title: alt }).catch(() => undefined);
  };
  return (
    <figure className={styles.figure} data-testid="report-image">
      <img src={image.dataUrl} alt={alt} data-width={image.width} data-height={image.height} className={styles.image} />
      <figcaption className={styles.hint}>{t('report.imageHint')}</figcaption>
      <a className="button" href={image.dataUrl} download={fileName} data-testid="report-download">
        {t('report.download')}
      </a>
      {canShareFiles ? (
        <button type="button" className="button" onClick={share} data-testid="report-share">
          {t('report.share')}
        </button>
      ) : null}
    </figure>
  );
}
