import { z } from 'zod';
import { openApiSchema } from './api-contract.js';

describe('openApiSchema (zod → OpenAPI 3.0)', () => {
  it('lists null among the values of a nullable enum', () => {
    expect(openApiSchema(z.object({ status: z.enum(['sent', 'failed']).nullable() }), 'output')).toMatchObject({
      properties: { status: { nullable: true, enum: ['sent', 'failed', null] } },
    });
  });

  it('makes a field with a default optional in what a client sends, and required in what the server answers', () => {
    const schema = z.object({ radiusKm: z.number().default(20) });
    expect(openApiSchema(schema, 'input').required ?? []).not.toContain('radiusKm');
    expect(openApiSchema(schema, 'output').required).toContain('radiusKm');
  });

  it('leaves no $schema key (the document is not a JSON Schema file)', () => {
    expect(openApiSchema(z.string(), 'output')).not.toHaveProperty('$schema');
  });
});
