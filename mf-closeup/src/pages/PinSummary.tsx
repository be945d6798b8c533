import { type ApiPin } from 'shared-contracts/api';
import { closeupPath, pinDisplayTitle } from 'shared-contracts/rules';
import { type Loaded, loadedOf, useResource } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { closeupImage } from '../closeup/closeupImage';
import { isDeletedPinError } from '../closeup/deletedPinRead';
import styles from './PinSummary.module.css';

/** A small picture of the pin with its title, linking back to it: the head of the pin's other pages. */
export function PinSummaryCard({ pin }: { pin: ApiPin }) {
  const image = closeupImage(pin.images, false);
  const height = image.width > 0 ? Math.round((image.height * 96) / image.width) : 96;
  return (
    <a className={styles.summary} href={closeupPath(pin.id)}>
      <img src={pin.images['236x'].url || image.src} alt="" width={96} height={height} />
      <span>
        <span className={styles.title}>{pinDisplayTitle(pin)}</span>
        <span className={styles.by}>by {pin.pinner.fullName || pin.pinner.username}</span>
      </span>
    </a>
  );
}

/** The pin a page is about; `gone` when it was deleted (the API's 410): the page then says so, not a failure. */
export function usePin(pinId: string): { pin: Loaded<ApiPin>; retry: () => void; gone: boolean } {
  const query = useResource(useCloseupDeps().client, 'PinResource', { id: pinId });
  return { pin: loadedOf(query), retry: () => void query.refetch(), gone: isDeletedPinError(query.error) };
}
