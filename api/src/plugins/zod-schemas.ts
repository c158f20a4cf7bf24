import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * Lets routes declare zod schemas for params, query, body and responses, and have their types
 * inferred (`app.withTypeProvider<ZodTypeProvider>()`). Any zod schema, classic or zod/mini (the
 * session's, which the shell reads on every first load: @lettra/contracts, session.ts).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

// Messages a contract does not word itself still reach the user in French.
const { localeError: frenchMessage } = z.locales.fr();

// A failure is handed back as the ZodError itself; the error handler turns it into a 400.
const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { error: frenchMessage });
    return result.success ? { value: result.data } : { error: result.error };
  };

// Responses go through their schema too: a field a schema does not list (a password hash, the
// locked part of a letter) cannot leave the server by accident.
const serializerCompiler: FastifySerializerCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(z.parse(schema, data));

export const zodSchemasPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod-schemas' },
);
