import { useId, useLayoutEffect, useState } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import { feedbackTypeOfPin, GENERIC_ERROR_MESSAGE, hidePathFor, type MenuPlacement } from 'shared-contracts/rules';
import { Icon, useApiMutation, useMenuButton } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { pinFeedback } from '../feedback/pinFeedback';
import { useGrid } from '../grid/GridContext';
import { measureMenuPlacement, showInTopLayer } from './menuPosition';
import iconStyles from './IconButton.module.css';
import styles from './PinOptionsMenu.module.css';

export interface PinOptionsMenuProps {
  pin: ApiGridPin;
  /** Opened from outside (a long press); the menu reports back when it closes. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Report Pin: the card asks why, in its report dialog. */
  onReport: () => void;
}

/**
 * The card's 'More options' menu button: Hide Pin and Report Pin, keyboard operable like a menu. The
 * menu opens where it fits in the window (above the button, else below; never under the sticky
 * header nor past an edge) and follows the button while the page scrolls.
 */
export function PinOptionsMenu({ pin, open, onOpenChange, onReport }: PinOptionsMenuProps) {
  const { surface } = useGrid();
  const { client, events } = useFeedDeps();
  const menuId = useId();
  const { button, menu, close, onMenuKeyDown } = useMenuButton(open, onOpenChange);
  const feedback = useApiMutation((work: () => Promise<unknown>) => work(), {
    onError: () => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE }),
  });
  const busy = feedback.busy;
  const [placement, setPlacement] = useState<MenuPlacement | null>(null);

  useLayoutEffect(() => {
    const list = menu.current;
    const anchor = button.current;
    if (!open || !list || !anchor) return;
    showInTopLayer(list);
    const place = () => setPlacement(measureMenuPlacement(anchor, list));
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      setPlacement(null);
    };
  }, [open, menu, button]);

  const run = (action: () => Promise<unknown>) => {
    close(false);
    void feedback.run(action);
  };
  const hide = () =>
    run(async () =>
      (await pinFeedback()).hidePin(client, events, { pinId: pin.id, path: hidePathFor(surface), reason: feedbackTypeOfPin(pin) }),
    );
  // Why, first: the report dialog; nothing is sent until a reason is chosen.
  const report = () => {
    close(false);
    onReport();
  };

  return (
    <span className={styles.menu} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && open && close(false)}>
      <button
        ref={button}
        type="button"
        className={iconStyles.iconButton}
        aria-label="More options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name="more" />
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Pin options"
          popover="manual"
          className={styles.list}
          // Placed from measurements (set through the CSSOM, which the content policy allows).
          style={placement ? { top: placement.top, left: placement.left } : undefined}
          data-placement={placement ? `${placement.vertical} ${placement.horizontal}` : undefined}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={hide}>
              Hide Pin
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={report}>
              Report Pin
            </button>
          </li>
        </ul>
      )}
    </span>
  );
}
