import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeEncode } from 'zod/v4/core';
import { courseContentSchema } from '@app/contracts/courses';
import { envelope } from '@app/contracts/envelope';
import { isPlainSchema, responseSerializerCompiler } from './serializer.ts';

const serializer = (schema: z.ZodType) => responseSerializerCompiler({ schema: schema as never, method: 'GET', url: '/x' });

const entry = (l: number, type: 'material' | 'test' | 'assignment') => ({
  ID: l * 10 + 1, LessonID: l, Name: 'Intro', Type: type, Material: type === 'material' ? 'video-upload' : null, ExpectedComplitionTime: '10:00',
  WatchTime: 30, Progress: 5, LockStatus: null, Description: 'About it', Url: `${l}-${type}`, Questions: [], Title: `Lesson ${l}`, Secret: 'not in the schema',
});
const content = {
  status: 200, message: 'Success',
  data: {
    CourseID: 1, Title: 'SAP FI', courseURL: 'sap-fi', Image: null, status: 'in-progress', Progress: 20, NextUrl: '1-material', CertificateID: null,
    Lessons: [1, 2, 3].map((l) => ({ LessonID: l, Title: `Lesson ${l}`, Position: l, Locked: l > 1, Finished: false, Contents: (['material', 'test', 'assignment'] as const).map((t) => entry(l, t)) })),
  },
};

describe('responseSerializerCompiler', () => {
  it('should tell plain schemas from those whose encoding differs from their parse', () => {
    expect(isPlainSchema(envelope(courseContentSchema))).toBe(true);
    expect(isPlainSchema(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(isPlainSchema(z.object({ a: z.array(z.number().default(1)) }))).toBe(false);
    expect(isPlainSchema(z.object({ a: z.string().nullable().optional(), b: z.union([z.literal('x'), z.number().int()]) }))).toBe(true);
  });

  it('should write what the zod encode writes (unknown keys dropped) for a plain schema', () => {
    const schema = envelope(courseContentSchema);
    const serialize = serializer(schema);
    // the first answers walk the schema, the later ones go through the compiled parser: the same text either way
    for (let i = 0; i < 25; i++) {
      const out = serialize(content);
      expect(out).toBe(JSON.stringify(safeEncode(schema, content as never).data));
      expect(out).not.toContain('Secret');
    }
  });

  it('should refuse an answer that does not match its schema, compiled or not', () => {
    const bad = { ...content, data: { ...content.data, Progress: 'twenty' } };
    const serialize = serializer(envelope(courseContentSchema));
    for (let i = 0; i < 25; i++) serialize(content);
    let error: unknown;
    try {
      serialize(bad);
    } catch (e) {
      error = e;
    }
    expect(isResponseSerializationError(error)).toBe(true);
    expect(() => serializer(envelope(courseContentSchema))(bad)).toThrow(expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }));
    const codec = z.object({ n: z.number().transform((x) => String(x)) });
    expect(() => serializer(codec)({ n: 'x' })).toThrow();
  });
});
