import { endpoint } from './endpoint.js';
import { idParams } from './answers.js';
import { organizationListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';
import {
  organizationResponseSchema,
  organizationSetupResponseSchema,
} from '../organizations/responses.js';
import { organizationSchema, organizationUpdateSchema } from '../organizations/schemas.js';

/** The organizations routes (docs/architecture.md, "The API table"). */
export const organizationsApi = {
  setup: endpoint({
    method: 'POST',
    path: '/api/setup/organization',
    announces: ['organization'],
    access: 'organizations.setup',
    tags: ['organizations'],
    summary: "Create an organization (an org admin's own, or by a superadmin)",
    body: organizationSchema,
    answer: organizationSetupResponseSchema,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/organizations',
    access: 'organizations.list',
    tags: ['organizations'],
    summary: 'Organizations: the whole list, or with limit/cursor one page',
    query: organizationListQuerySchema,
    answer: listResponseSchema(organizationResponseSchema),
    status: 200,
  }),
  readOwn: endpoint({
    method: 'GET',
    path: '/api/organizations/my-organization',
    access: 'organizations.readOwn',
    tags: ['organizations'],
    summary: "The caller's organization",
    answer: organizationResponseSchema,
    status: 200,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/organizations/:id',
    access: 'organizations.read',
    tags: ['organizations'],
    summary: 'One organization',
    params: idParams,
    answer: organizationResponseSchema,
    status: 200,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/organizations/:id',
    announces: ['organization'],
    access: 'organizations.update',
    tags: ['organizations'],
    summary: 'Update an organization (all wizard fields, or only the season months)',
    params: idParams,
    body: organizationUpdateSchema,
    answer: organizationResponseSchema,
    status: 200,
  }),
};
