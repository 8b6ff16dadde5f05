/** Public API of the inspection report feature (its screens are route modules that only src/app imports). */
export { LocationRecordLinks } from './location-record-links';
export { RecordsPageHeading } from './records-page-heading';
