import type { FastifyInstance, FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prebuiltJson } from './prebuilt-json.ts';

const endpoint = { method: 'GET', path: '/api/x', response: z.object({ ID: z.number(), Lessons: z.array(z.object({ Title: z.string(), Locked: z.boolean() })) }) };
const appIn = (NODE_ENV: string) => ({ ctx: { config: { NODE_ENV } } }) as unknown as FastifyInstance;
const replyRecorder = () => {
  const types: string[] = [];
  return { reply: { type: (t: string) => types.push(t) } as unknown as FastifyReply, types };
};
const json = (data: unknown) => JSON.stringify({ status: 200, message: 'Success', data });

describe('prebuiltJson', () => {
  it('should send the JSON as written, as JSON, when it matches the schema (members in any order)', () => {
    const { reply, types } = replyRecorder();
    const body = JSON.stringify({ data: { Lessons: [{ Locked: false, Title: 'Intro' }], ID: 7 }, message: 'Success', status: 200 });
    expect(prebuiltJson(appIn('test'), endpoint)(reply, body)).toBe(body);
    expect(types).toEqual(['application/json; charset=utf-8']);
  });

  it('should fail outside production on a member the schema does not declare, or of the wrong type', () => {
    const { reply } = replyRecorder();
    const send = prebuiltJson(appIn('test'), endpoint);
    expect(() => send(reply, json({ ID: 7, Lessons: [{ Title: 'Intro', Locked: false, Secret: 'x' }] }))).toThrow('GET /api/x: the answer does not match its schema');
    expect(() => send(reply, json({ ID: '7', Lessons: [] }))).toThrow();
    expect(() => send(reply, json({ ID: 7 }))).toThrow();
  });

  it('should not check in production (the check is what it saves there)', () => {
    const { reply } = replyRecorder();
    const body = json({ ID: 7, Lessons: [], Extra: 1 });
    expect(prebuiltJson(appIn('production'), endpoint)(reply, body)).toBe(body);
  });
});
