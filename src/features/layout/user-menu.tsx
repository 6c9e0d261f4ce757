import { useEffect, useId, useRef, useState } from 'react';
import { useEscape } from '../../components';
import { bg } from '../../i18n';
import type { User } from '../user';
import './layout.css';

/**
 * The logged-in user's button (initials) with a small disclosure menu of account links. The site does not build the
 * favourites and watchdog pages yet: plain anchors, so Gatsby does not prefetch page data that does not exist.
 */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEscape({ active: open, onEscape: () => setOpen(false) });
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={root}>
      <button type="button" className="user-menu__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="avatar" data-testid="user-initials">
          {user.initials}
        </span>
        <span className="visually-hidden">{bg.header.userMenu(user.name)}</span>
      </button>
      <ul id={panelId} className="user-menu__panel" hidden={!open}>
        <li className="user-menu__name">{user.name}</li>
        <li>
          <a href="/user" onClick={close}>
            {bg.userMenu.profile}
          </a>
        </li>
        <li>
          <a href="/user/favourites" onClick={close}>
            {bg.userMenu.favourites}
          </a>
        </li>
        <li>
          <a href="/user/watchdog" onClick={close}>
            {bg.userMenu.watchdog}
          </a>
        </li>
        <li>
          <a href="/logout">{bg.userMenu.logout}</a>
        </li>
      </ul>
    </div>
  );
}
