import type { Mood } from './diary-moods';

export type MoodIconProps = { mood: Mood; size?: number };

// Mouth and brows per mood, on a 24×24 face: drawn here so every device shows the same faces (system
// emoji fonts are missing on some kitchen tablets and headless browsers).
const FEATURES: Record<Mood, { mouth: string; brows?: string; color: string }> = {
  ANGRY: { mouth: 'M8 17c1.2-1.6 6.8-1.6 8 0', brows: 'M7 8.5l3 1.2M17 8.5l-3 1.2', color: '#e03131' },
  CONFUSED: { mouth: 'M8.5 16.5l2-1 2 1 2-1 1.5 0.8', brows: 'M7.5 8.5l2.5-0.6', color: '#f59f00' },
  NEUTRAL: { mouth: 'M8.5 16h7', color: '#868e96' },
  SATISFIED: { mouth: 'M8 14.5c1.5 2.2 6.5 2.2 8 0', color: '#0c8599' },
  EXCITED: { mouth: 'M7.5 13.5h9c0 3-2 4.5-4.5 4.5s-4.5-1.5-4.5-4.5z', color: '#2b8a3e' },
};

/** A face for a diary mood (decorative: the mood's name is always shown beside it). */
export function MoodIcon({ mood, size = 24 }: MoodIconProps) {
  const { mouth, brows, color } = FEATURES[mood];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={1.6}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      <circle cx="9" cy="10.5" r="0.9" fill={color} stroke="none" />
      <circle cx="15" cy="10.5" r="0.9" fill={color} stroke="none" />
      {brows ? <path d={brows} /> : null}
      <path d={mouth} fill={mood === 'EXCITED' ? color : 'none'} />
    </svg>
  );
}
