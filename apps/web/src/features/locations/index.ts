/** Public API of the locations feature for other features. */
export { viewerAccessLevel, viewerSeesMonitoring } from './viewer-access';
