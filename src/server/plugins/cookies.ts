import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';

// Unsigned cookies: the session id is 256 random bits stored only as a hash, and the XSRF token
// is an HMAC the server checks itself (services/security/xsrf-tokens.ts), so a signature would
// add nothing.
export const cookiesPlugin = fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: 'app-cookies', fastify: '5.x', dependencies: ['app-json-body'] },
);
