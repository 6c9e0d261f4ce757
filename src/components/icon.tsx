import './icon.css';
const PATHS = {
  search: 'M11 4a7 7 0 1 0 4.2 12.6l4.1 4.1 1.4-1.4-4.1-4.1A7 7 0 0 0 11 4zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z',
  heart:
    'M12 20.3l-1.3-1.2C5.9 14.8 3 12.2 3 8.9 3 6.3 5 4.3 7.6 4.3c1.7 0 3.3.8 4.4 2 1.1-1.2 2.7-2 4.4-2 2.6 0 4.6 2 4.6 4.6 0 3.3-2.9 5.9-7.7 10.2L12 20.3zm0-2.7c4.2-3.8 7-6.3 7-8.7 0-1.5-1.1-2.6-2.6-2.6-1.2 0-2.4.8-2.8 1.8h-3.2c-.4-1-1.6-1.8-2.8-1.8C6.1 6.3 5 7.4 5 8.9c0 2.4 2.8 4.9 7 8.7z',
  compare: 'M7 3h2v4h3l-4 4-4-4h3V3zm8 10h-3l4-4 4 4h-3v8h-2v-8zM3 14h7v2H3v-2zm0 4h7v2H3v-2zM14 3h7v2h-7V3z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0-2a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5zm-8 11c0-4 3.6-7 8-7s8 3 8 7h-2c0-2.8-2.7-5-6-5s-6 2.2-6 5H4z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5z',
  external: 'M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  truck:
    'M3 5h11v3h4l3 4v5h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3V5zm2 2v8h.3a2.5 2.5 0 0 1 4.4 0H12V7H5zm9 3v5h.3a2.5 2.5 0 0 1 4.4 0h.3v-2.3L17 10h-3zM6.5 16.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm10 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4z',
  chevronLeft: 'M15.4 7.4 10.8 12l4.6 4.6L14 18l-6-6 6-6 1.4 1.4z',
  chevronRight: 'M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6-1.4-1.4z',
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1l-2-2zm-2 1H8v-6c0-2.5 1.5-4.5 4-4.5s4 2 4 4.5v6z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
  grid: 'M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h8v8h-8v-8zm2 2v4h4v-4h-4z',
  rows: 'M3 4h18v6H3V4zm2 2v2h14V6H5zm-2 8h18v6H3v-6zm2 2v2h14v-2H5z',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative 24×24 icon; the surrounding control carries the accessible name. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={['icon', className ?? ''].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
