// The closeup's loading shape: the site's loading screen around a placeholder shaped like the pin
// page, so the page does not jump when the pin arrives. Not found and failed are the site's own.

import { LoadingScreen } from 'react-kit';
import styles from './ScreenStates.module.css';

export function LoadingCloseup() {
  return (
    <LoadingScreen label="Loading the Pin">
      <div className={styles.loading}>
        <div className={styles.placeholderMedia} />
      </div>
    </LoadingScreen>
  );
}
