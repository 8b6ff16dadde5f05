export { ReachSettings } from './reach-settings';
export { AcknowledgeTempAlertDocument } from './reach.operations';
export { OnCallLink } from './on-call/on-call-link';
export { AcknowledgeButton } from './acknowledge-button';
export { DefaultChainLink } from './on-call/default-chain-link';
