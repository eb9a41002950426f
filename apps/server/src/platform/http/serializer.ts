import type { FastifySchema } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

type AnySchema = $ZodType;
type Def = { type: string; innerType?: AnySchema; element?: AnySchema; shape?: Record<string, AnySchema>; catchall?: AnySchema; options?: AnySchema[]; keyType?: AnySchema; valueType?: AnySchema; items?: AnySchema[]; rest?: AnySchema | null };

/** Kinds of schema whose parse answers exactly what their encode does (no transform, codec, default, catch, readonly...). */
const PLAIN = new Set(['any', 'unknown', 'string', 'number', 'boolean', 'null', 'undefined', 'literal', 'enum', 'date', 'template_literal', 'nullable', 'optional', 'array', 'object', 'union', 'record', 'tuple']);

/**
 * Whether checking a value against the schema forwards (parse) gives what checking it backwards (encode, what a
 * response goes through) gives: every part of it is a plain shape. Refinements run the same either way.
 */
export function isPlainSchema(schema: AnySchema, seen = new Set<AnySchema>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!PLAIN.has(def.type)) return false;
  const all = (list: (AnySchema | null | undefined)[]) => list.every((s) => !s || isPlainSchema(s, seen));
  switch (def.type) {
    case 'nullable':
    case 'optional':
      return all([def.innerType]);
    case 'array':
      return all([def.element]);
    case 'object':
      return all([...Object.values(def.shape ?? {}), def.catchall]);
    case 'union':
      return all(def.options ?? []);
    case 'record':
      return all([def.keyType, def.valueType]);
    case 'tuple':
      return all([...(def.items ?? []), def.rest]);
    default:
      return true;
  }
}

function resolveSchema(maybe: unknown): AnySchema {
  if (maybe instanceof $ZodType) return maybe;
  const props = (maybe as { properties?: unknown } | null)?.properties;
  if (props instanceof $ZodType) return props;
  throw new Error(`Not a zod response schema: ${JSON.stringify(maybe)}`);
}

/** Answers of a route before its schema is compiled: routes that answer rarely never pay the compilation. */
const COMPILE_AFTER = 20;

/**
 * The response serializer: every answer is checked against its route's response schema (unknown keys dropped,
 * a mismatch is a 500 that says nothing of the data) and written as JSON, as fastify-type-provider-zod's
 * serializerCompiler does. Once a route has answered COMPILE_AFTER times, a schema made only of plain shapes is
 * checked through zod's compiled parser (z.compile, the same checks as generated code: about ten times faster than
 * walking the schema on every answer, measured on the course content; compiling every route's schema at start-up
 * would add seconds to it); any other schema (a transform or codec, whose encoding differs from its parse) as before.
 */
export function responseSerializerCompiler({ schema: maybe, method, url }: { schema: FastifySchema; method: string; url: string }) {
  const schema = resolveSchema(maybe);
  let compiled: AnySchema | null = null;
  let uses = 0;
  return (data: unknown) => {
    if (uses <= COMPILE_AFTER && ++uses > COMPILE_AFTER && isPlainSchema(schema)) compiled = z.compile(schema as never) as AnySchema;
    const result = compiled ? safeParse(compiled, data) : safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}
