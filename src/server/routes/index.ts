import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { companyRoutes } from './company';
import { contactRoutes } from './contact';
import { csrfRoutes } from './csrf';
import { docsRoutes } from './docs';
import { publicRoutes } from './public';
import { staffCompanyRoutes } from './staff-company';
import { staffExceptionRoutes } from './staff-exceptions';
import { staffLoanRoutes } from './staff-loans';
import { staffUserRoutes } from './staff-users';
import { syncRoutes } from './sync';

export const routes: FastifyPluginAsync = async (app) => {
  await app.register(csrfRoutes);
  await app.register(authRoutes);
  await app.register(companyRoutes);
  await app.register(publicRoutes);
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  await app.register(syncRoutes);
  await app.register(staffCompanyRoutes);
  await app.register(staffLoanRoutes);
  await app.register(staffUserRoutes);
  await app.register(staffExceptionRoutes);
  await app.register(docsRoutes);
};
