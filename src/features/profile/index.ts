/** What other areas may use of the profile area (Min side). */
export { registerProfileListeners } from './profile-listeners';
