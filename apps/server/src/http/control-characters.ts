import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/domain-errors.js';
import { findControlCharacters } from '../lib/control-characters.js';

/**
 * Every route: body, query string and path parameters, before validation. None of the control
 * characters lib/control-characters.ts finds belongs in anything a person types: they are
 * refused at the door, before any use-case, query or mail sees them.
 */
export const registerControlCharacterGuard = (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every request and never waits for anything.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findControlCharacters(request.params) ??
      findControlCharacters(request.query) ??
      findControlCharacters(request.body);
    done(field === undefined ? undefined : invalidField(field, 'validation.controlCharacters'));
  });
};
