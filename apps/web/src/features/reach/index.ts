export { ReachSettings } from './reach-settings';
export { AcknowledgeTempAlertDocument } from './reach.operations';
