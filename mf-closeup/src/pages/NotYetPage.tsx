// Pin pages another issue builds (editing, organizing a save, creating): said plainly, with the way
// back, instead of a blank or a debugging page.

import { closeupPath } from 'shared-contracts';
import { PinSubpage } from './PinSubpage';
import styles from './PinSummary.module.css';

export function PinNotYetPage({ pinId, heading, text }: { pinId: string; heading: string; text: string }) {
  return (
    <PinSubpage pinId={pinId} heading={heading}>
      {(pin) => (
        <div className={styles.empty}>
          <p>{text}</p>
          <p>
            <a className="pb-button pb-button--primary" href={closeupPath(pin.id)}>
              Back to the Pin
            </a>
          </p>
        </div>
      )}
    </PinSubpage>
  );
}

export function CreatePinNotYet() {
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="create-heading">
      <h1 id="create-heading">Create Pin</h1>
      <div className={styles.empty}>
        <p>Creating Pins isn&apos;t open yet. Meanwhile, save the ideas you find to your boards.</p>
        <p>
          <a className="pb-button pb-button--primary" href="/">
            Find ideas
          </a>
        </p>
      </div>
    </section>
  );
}
