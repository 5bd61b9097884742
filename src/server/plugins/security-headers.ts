import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP allows exactly what the built app needs: its own scripts and style
 * sheets, images from itself and data: URLs, its service worker, its manifest and same-origin API
 * calls. No inline styles: React's `style` props go through the CSSOM, which CSP does not block.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const secure = app.config.cookieSecure;
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Upgrading on a plain-http LAN install would break every request.
          upgradeInsecureRequests: secure ? [] : null,
        },
      },
      strictTransportSecurity: secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'app-security-headers', fastify: '5.x', dependencies: ['app-cookies'] },
);
