/**
 * Mantine's whole stylesheet, then the app's own rules (which override some of Mantine's, so they come
 * after it). Loaded with the code of every screen but /login and the public screens bundled with it
 * (routes.tsx); those get by with first-screen-styles.ts. The rules the two share are identical, so
 * loading this sheet after the first one changes nothing they both style.
 */
import '@mantine/core/styles.css';
import './global.css';
