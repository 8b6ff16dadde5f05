/** The shell's offline banner (features/offline/offline-banner.tsx). */
export const offlineModeEn = {
  since: 'Offline since {{time}}',
  answersWaiting_one: '{{count}} answer waiting',
  answersWaiting_other: '{{count}} answers waiting',
  submitsWaiting_one: '{{count}} submit waiting',
  submitsWaiting_other: '{{count}} submits waiting',
  staleData: 'Showing the last data received, at {{time}}: it may be out of date.',
};
