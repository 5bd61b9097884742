import type { LoginRequest } from '../../shared/contracts/auth-requests';

/** SPEC §2/§9: the demo-login button signs in with fixed demo credentials. */
export const demoCredentials = {
  email: 'demo@utstyrsbod.no',
  password: 'demo1234',
  remember: false,
} satisfies LoginRequest;
