// /business/schedule_call/: a call with the business team. Booking one is not built, and the page
// says so plainly instead of offering a form that goes nowhere.

import { InfoPage } from './InfoPage';
import styles from './InfoPage.module.css';

export function ScheduleCallPage() {
  return (
    <InfoPage heading="Talk to our business team" hubFirst>
      <p className={styles.lead}>Booking a call with our business team isn't available on Pinboard yet.</p>
      <p>
        Until it is, the business hub has each of your businesses with what you can do there: its dashboard of how its Pins are doing, its
        catalog, and the people who work on it.
      </p>
    </InfoPage>
  );
}
