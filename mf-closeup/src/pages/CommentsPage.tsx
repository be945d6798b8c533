// /pin/{id}/comments: the spec routes here but shows no comments call or shape. Chosen: an honest
// page that says comments are not open, and offers what the product does have (sending the Pin).

import { closeupPath } from 'shared-contracts/rules';
import { PinSubpage } from './PinSubpage';
import styles from './PinSummary.module.css';

export function CommentsPage({ pinId }: { pinId: string }) {
  return (
    <PinSubpage pinId={pinId} heading="Comments">
      {(pin) => (
        <div className={styles.empty}>
          <p>
            <strong>No comments yet</strong>
          </p>
          <p>Comments aren&apos;t open on Pinboard yet. You can still save this Pin or send it to someone from its page.</p>
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
