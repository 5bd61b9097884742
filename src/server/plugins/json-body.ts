import fp from 'fastify-plugin';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body
 * with a JSON content type counts as "no body": clients that always send the header on bodiless
 * POSTs (logout, choosing a hut) must not get a 400 for it.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'app-json-body', fastify: '5.x', dependencies: ['app-contracts'] },
);
