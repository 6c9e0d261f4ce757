import { type ChangeEvent, useEffect, useState } from 'react';
import { bg } from '../../i18n';
import { pageLocation } from '../../lib/page-location';
import './layout.css';

/** Anchor ids of the accordion panels: '/#pomosht' opens Помощ. */
const SECTIONS = [
  { id: 'za-uyut', content: bg.footer.about },
  { id: 'za-magazini', content: bg.footer.shops },
  { id: 'pomosht', content: bg.footer.help },
  { id: 'pravni', content: bg.footer.legal },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** This site's entry in the country switch. */
export const CURRENT_SITE = 'https://uyut.bg';

function sectionFromHash(hash: string): SectionId | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return SECTIONS.find((section) => section.id === id)?.id ?? null;
}

/** Spec §2: accordion sections open when an anchor link targets them, on load and on hashchange. */
function useHashOpenedSections(): [ReadonlySet<SectionId>, (id: SectionId, open: boolean) => void] {
  const [open, setOpenIds] = useState<ReadonlySet<SectionId>>(new Set());
  const setOpen = (id: SectionId, isOpen: boolean) =>
    setOpenIds((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  useEffect(() => {
    const openTarget = () => {
      const id = sectionFromHash(window.location.hash);
      if (id) setOpenIds((current) => (current.has(id) ? current : new Set([...current, id])));
    };
    openTarget();
    window.addEventListener('hashchange', openTarget);
    return () => window.removeEventListener('hashchange', openTarget);
  }, []);

  return [open, setOpen];
}

/** Spec §2: the country switch navigates to the chosen site. */
function CountrySelect() {
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => pageLocation.assign(event.currentTarget.value);
  return (
    <label className="country-select">
      <span className="country-select__label">{bg.footer.countryLabel}</span>
      <select defaultValue={CURRENT_SITE} onChange={onChange}>
        {bg.footer.countries.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Spec §2 footer: accordion panels with info and legal links (to the pages the site builds), and the country switch.
 * Plain anchors: Gatsby's links would prefetch the data of every footer page on every page.
 */
export function Footer() {
  const [openSections, setOpen] = useHashOpenedSections();
  return (
    <footer className="site-footer">
      <div className="container site-footer__panels">
        {SECTIONS.map(({ id, content }) => (
          <details
            key={id}
            id={id}
            className="footer-panel"
            open={openSections.has(id)}
            onToggle={(event) => setOpen(id, event.currentTarget.open)}
          >
            <summary className="footer-panel__summary">
              <h2 className="footer-panel__title">{content.title}</h2>
            </summary>
            <div className="footer-panel__body">
              <p>{content.text}</p>
              <ul className="footer-panel__links">
                {content.links.map((link) => (
                  <li key={link.to}>
                    <a href={link.to}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          </details>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__brand">
          <span className="logo__mark" aria-hidden="true" />
          {bg.footer.copyright(new Date().getFullYear())}
        </p>
        <CountrySelect />
      </div>
    </footer>
  );
}
