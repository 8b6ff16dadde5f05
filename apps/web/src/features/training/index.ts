/** Public API of the training feature: the certifications shown on a user's details screen. */
export { UserCertifications } from './user-certifications';
