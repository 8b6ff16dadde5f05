/** The per-location pause of a quest (issue 41 item 4), on its details page. */
export const questPauseEn = {
  title: 'Running at each location',
  intro: 'Pausing here stops new checklists at this location only; the other locations go on.',
  running: 'Running',
  paused: 'Paused here',
  pause: 'Pause here',
  resume: 'Resume here',
  pauseAt: 'Pause at {{location}}',
  resumeAt: 'Resume at {{location}}',
  pausedToast: 'Paused at {{location}}',
  resumedToast: 'Running again at {{location}}',
  failed: 'Could not change the pause. Please try again.',
} as const;
