// The closeup's 'More options' menu: Hide Pin and Report Pin for everyone signed in; Edit Pin and
// Delete Pin for its owner. A menu button: arrows move, Escape closes and returns focus.

import { useId } from 'react';
import { Icon, useMenuButton } from 'react-kit';
import styles from './CloseupActions.module.css';

export interface MenuItem {
  label: string;
  /** A link (edit) or an action (hide, report, delete). */
  href?: string;
  onSelect?: () => void;
}

export interface PinMoreMenuProps {
  items: MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
}

export function PinMoreMenu({ items, open, onOpenChange, disabled }: PinMoreMenuProps) {
  const menuId = useId();
  const { button, menu, close, onMenuKeyDown } = useMenuButton(open, onOpenChange);

  return (
    <span className={styles.menuWrap} onBlur={(e) => open && !e.currentTarget.contains(e.relatedTarget) && close(false)}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label="More options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name="more" />
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label="Pin options" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li role="none" key={item.label}>
              {item.href ? (
                <a role="menuitem" tabIndex={-1} href={item.href}>
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    close(true);
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
