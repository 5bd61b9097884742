export { registerServiceWorker } from './register-service-worker';
export { PwaUpdatePrompt } from './pwa-update-prompt';
