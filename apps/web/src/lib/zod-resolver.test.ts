import { describe, expect, it } from 'vitest';
import { branchSchema } from '@toolyard/shared';
import { requireFields, zodResolver } from './zod-resolver';

const resolve = async (
  schema: Parameters<typeof zodResolver>[0],
  values: Record<string, unknown>,
) => zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('requireFields', () => {
  const schema = requireFields(branchSchema, { organizationId: 'validation.organizationRequired' });

  it('reports a missing required field next to the schema problems', async () => {
    const result = await resolve(schema, { name: '', organizationId: 'none', managerId: 'none' });
    expect(result.errors).toMatchObject({
      name: { message: 'validation.branchNameRequired' },
      organizationId: { message: 'validation.organizationRequired' },
    });
  });

  it('passes the parsed values on once the field is there', async () => {
    const result = await resolve(schema, { name: 'North', organizationId: '4', managerId: 'none' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'North', organizationId: 4, managerId: null });
  });
});
