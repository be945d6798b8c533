// A menu button's keyboard behaviour (WAI-ARIA menu button): opening focuses the first item, arrows
// move round the items, Escape closes and returns focus to the button, Tab closes and moves on.
// The card's and the closeup's 'More options' menus and the header's account menu share it; items
// are menuitem, menuitemcheckbox or menuitemradio elements.

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const MENU_ITEMS = '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]';

export interface MenuButton {
  button: RefObject<HTMLButtonElement | null>;
  menu: RefObject<HTMLUListElement | null>;
  close: (returnFocus: boolean) => void;
  onMenuKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
}

export function useMenuButton(open: boolean, onOpenChange: (open: boolean) => void): MenuButton {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(MENU_ITEMS)?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) button.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(MENU_ITEMS) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  return { button, menu, close, onMenuKeyDown };
}
