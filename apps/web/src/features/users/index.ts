/** Public API of the users feature: the people forms' error helpers (shared with profile and diary). */
export { errorCodeOf, fieldErrorsOf, formMessageKey, serverFieldError, type FormMessageKey, type ServerFieldError } from './form-errors';
