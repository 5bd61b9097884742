import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi-operation-id';

describe('operationIdOf', () => {
  it('joins the method and the URL’s words without the /api prefix', () => {
    expect(operationIdOf('GET', '/api/company/:id/products/:productId')).toBe(
      'getCompanyByIdProductsByProductId',
    );
    expect(operationIdOf('PUT', '/api/company/:id/reservation-settings')).toBe(
      'putCompanyByIdReservationSettings',
    );
    expect(operationIdOf('DELETE', '/api/me/sessions/others')).toBe('deleteMeSessionsOthers');
    expect(operationIdOf('GET', '/api/openapi.json')).toBe('getOpenapiJson');
    expect(operationIdOf('GET', '/csrf-cookie')).toBe('getCsrfCookie');
  });

  it('reads Fastify’s and OpenAPI’s parameters alike', () => {
    expect(operationIdOf('POST', '/api/users/{userId}/actions')).toBe(
      operationIdOf('POST', '/api/users/:userId/actions'),
    );
  });

  it('tells apart what only the method or a parameter separates', () => {
    const ids = [
      operationIdOf('GET', '/api/me'),
      operationIdOf('DELETE', '/api/me'),
      operationIdOf('GET', '/api/loan'),
      operationIdOf('GET', '/api/loan/:id'),
      operationIdOf('GET', '/api/apiary'),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/apiary')).toBe('getApiary');
  });
});
