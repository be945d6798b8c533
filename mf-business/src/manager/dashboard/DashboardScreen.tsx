// The business manager's dashboard: impressions, saves and click-throughs of the business's Pins
// over the last 7 or 30 days (from the event log, by the API), a chart of them day by day, and its
// top Pins. Changing the range keeps the last figures on screen until the new ones arrive.

import { useId, useState } from 'react';
import { type ApiBusinessDashboard } from 'shared-contracts/api';
import { BUSINESS_DASHBOARD_DAYS, BUSINESS_TOP_PINS, type BusinessDashboardDays, PIN_BUILDER_PATH } from 'shared-contracts/rules';
import { useBusinessRead } from '../../data/businessRead';
import { formatDate } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import { toolHeading, type ManagerFrame } from '../managerFrame';
import { ManagerScreen } from '../ManagerScreen';
// After the manager's frame: every chunk then meets the shared pieces' CSS in one order.
import { Totals } from '../../common/Totals';
import { DashboardChart } from './DashboardChart';
import { DASHBOARD_METRICS } from './dashboardMetrics';
import { TopPins } from './TopPins';
import styles from './Dashboard.module.css';

export function DashboardScreen({ frame }: { frame: ManagerFrame }) {
  const [days, setDays] = useState<BusinessDashboardDays>(BUSINESS_DASHBOARD_DAYS[0]);
  const read = useBusinessRead(
    'GET /vx/business/:business_id/dashboard/',
    { params: { business_id: frame.page.businessId }, payload: { days } },
    // Figures from the event log: read afresh each time the screen opens (a save elsewhere counts at once).
    { keepPrevious: true, staleTime: 0 },
  );
  return (
    <ManagerScreen frame={frame} read={read} heading={toolHeading('dashboard')}>
      {(dashboard) => <Dashboard dashboard={dashboard} days={days} onDays={setDays} />}
    </ManagerScreen>
  );
}

function Dashboard({
  dashboard,
  days,
  onDays,
}: {
  dashboard: ApiBusinessDashboard;
  days: BusinessDashboardDays;
  onDays: (days: BusinessDashboardDays) => void;
}) {
  const topId = useId();
  const quiet = DASHBOARD_METRICS.every((metric) => dashboard.totals[metric.key] === 0) && dashboard.top_pins.length === 0;
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.range} role="group" aria-label="Period">
          {BUSINESS_DASHBOARD_DAYS.map((choice) => (
            <button key={choice} type="button" className="pb-button" aria-pressed={days === choice} onClick={() => onDays(choice)}>
              Last {choice} days
            </button>
          ))}
        </div>
        <p className={styles.period}>
          {formatDate(dashboard.from)} to {formatDate(dashboard.to)}
        </p>
      </div>
      <Totals className={styles.totals} totals={DASHBOARD_METRICS.map((metric) => ({ ...metric, count: dashboard.totals[metric.key] }))} />
      {quiet ? (
        <EmptyState heading={`No activity in the last ${dashboard.days} days`} action={{ label: 'Create a Pin', href: PIN_BUILDER_PATH }}>
          {`When people see, save or click through to ${dashboard.business.businessName}'s Pins, the figures and the Pins that do best show here.`}
        </EmptyState>
      ) : (
        <>
          <DashboardChart series={dashboard.series} />
          <h3 id={topId} className={styles.subheading}>
            Top Pins
          </h3>
          {dashboard.top_pins.length > 0 ? (
            <>
              <p className={styles.note}>{`Up to ${BUSINESS_TOP_PINS}, most saved first.`}</p>
              <TopPins pins={dashboard.top_pins} labelledBy={topId} />
            </>
          ) : (
            <p className={styles.note}>No Pins to show for these days.</p>
          )}
        </>
      )}
    </>
  );
}
