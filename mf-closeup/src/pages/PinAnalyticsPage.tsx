// /pin/{id}/analytics: 'See more stats' for the pin's owner (or a partner the spec's
// creator-analytics rule allows): impressions, saves and click-throughs over the last 30 days, from
// the event log. Anyone else gets the not-found page: the API answers 404, not 403.

import { useEffect } from 'react';
import { type ApiPinAnalytics } from 'shared-contracts/api';
import { dayRange, shortNumber, titleFor } from 'shared-contracts/rules';
import { FailedScreen, Icon, loadedOf, NotFoundScreen, useResource } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { LoadingCloseup } from './ScreenStates';
import { StatsChart } from './StatsChart';
import styles from './PinAnalyticsPage.module.css';

export const STATS_PAGE_TITLE = 'See more stats';

const METRICS = [
  { key: 'impressions', label: 'Impressions' },
  { key: 'saves', label: 'Saves' },
  { key: 'clickthroughs', label: 'Click-throughs' },
] as const;

function Stats({ analytics }: { analytics: ApiPinAnalytics }) {
  return (
    <>
      <p className={styles.range}>Last 30 days: {dayRange(analytics.from, analytics.to)}</p>
      <dl className={styles.totals}>
        {METRICS.map((metric) => (
          <div key={metric.key}>
            <dt>{metric.label}</dt>
            <dd>{shortNumber(analytics.totals[metric.key])}</dd>
          </div>
        ))}
      </dl>
      {METRICS.map((metric) => (
        <StatsChart
          key={metric.key}
          label={metric.label}
          days={analytics.days.map((day) => ({ date: day.date, value: day[metric.key] }))}
        />
      ))}
    </>
  );
}

export function PinAnalyticsPage({ pinId }: { pinId: string }) {
  const query = useResource(useCloseupDeps().client, 'PinAnalyticsResource', { pin_id: pinId });
  const analytics = loadedOf(query);
  useEffect(() => {
    if (analytics.status === 'ready') document.title = titleFor(STATS_PAGE_TITLE);
  }, [analytics.status]);
  if (analytics.status === 'loading') return <LoadingCloseup />;
  if (analytics.status === 'missing') return <NotFoundScreen what="Pin" />;
  if (analytics.status === 'failed') return <FailedScreen message={analytics.message} onRetry={() => void query.refetch()} />;
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="stats-heading">
      <p>
        <a className={styles.back} href={`/pin/${pinId}/`}>
          <Icon name="back" size={16} /> Back to the Pin
        </a>
      </p>
      <h1 id="stats-heading">{STATS_PAGE_TITLE}</h1>
      <Stats analytics={analytics.data} />
    </section>
  );
}
