import type { SVGProps } from 'react';

export type MediaKind = 'PICTURE' | 'VIDEO' | 'AUDIO' | 'DOCUMENT';

const PATHS: Record<MediaKind, string> = {
  PICTURE: 'M4 5h16v14H4z M4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18 M15.5 9.5a1.5 1.5 0 1 0 0.01 0',
  VIDEO: 'M4 6h11v12H4z M15 10.5l5-3v9l-5-3',
  AUDIO: 'M9 18V6l10-2v12 M9 18a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z M19 16a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
  DOCUMENT: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 15h6 M9 18h4',
};

/** A line icon per library kind (decorative: the kind is always written next to it). */
export function MediaKindIcon({ kind, size = 40, ...props }: SVGProps<SVGSVGElement> & { kind: MediaKind; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
