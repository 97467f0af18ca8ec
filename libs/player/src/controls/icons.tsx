// The controls' pictures: 20 px, drawn in the text colour, hidden from assistive technology (each
// button is named by its label).
const frame = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

export const PlayIcon = () => (
  <svg {...frame}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...frame}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

export const SoundIcon = ({ muted }: { muted: boolean }) => (
  <svg {...frame}>
    <path d="M4 9.5v5a1 1 0 0 0 1 1h3l4.4 3.7A1 1 0 0 0 14 18.4V5.6a1 1 0 0 0-1.6-.8L8 8.5H5a1 1 0 0 0-1 1Z" />
    {muted ? (
      <path d="m16.5 9.5 5 5m0-5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    ) : (
      <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" />
    )}
  </svg>
);

export const FullscreenIcon = ({ active }: { active: boolean }) => (
  <svg {...frame} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    {active ? <path d="M9 4v5H4m16 0h-5V4m0 16v-5h5M4 15h5v5" /> : <path d="M4 9V4h5m6 0h5v5m0 6v5h-5m-6 0H4v-5" />}
  </svg>
);

export const PictureInPictureIcon = () => (
  <svg {...frame} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="12" width="7" height="5" rx="1" fill="currentColor" />
  </svg>
);

export const TheaterIcon = ({ active }: { active: boolean }) => (
  <svg {...frame} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    {active ? (
      <rect x="5" y="7" width="14" height="10" rx="1.5" />
    ) : (
      <rect x="2" y="6" width="20" height="12" rx="1.5" />
    )}
  </svg>
);

export const ShareIcon = () => (
  <svg {...frame} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M12 15V3m0 0-4 4m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
  </svg>
);

/** A gear, as the big players mark their quality menu. */
export const QualityIcon = () => (
  <svg {...frame}>
    <path d="M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1L15 3.5h-4L10.7 6a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.3 2.5h4l.3-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4-2-1.6ZM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z" />
  </svg>
);
