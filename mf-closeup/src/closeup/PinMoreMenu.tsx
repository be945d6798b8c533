// The closeup's 'More options' menu: Hide Pin and Report Pin for everyone signed in; Edit Pin and
// Delete Pin for its owner. A menu button: arrows move, Escape closes and returns focus.

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
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
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

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
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label="Pin options" className={styles.menu} onKeyDown={onMenuKey}>
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
