// The notice for a signed-in person whose e-mail address waits for verification: what the dashboard composes.
export { UnverifiedNotice } from './unverified-notice';
