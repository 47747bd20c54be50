import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

// Property tests over every route's body schema (services/*/test/*.property.test.ts): bodies
// shaped like the schema, with hostile text in every string, and bodies of any shape at all.
// Whatever arrives, the answer is a client error or a success, never a 5xx.

/** Text that breaks naive code: NUL (PostgreSQL refuses it), a lone surrogate, bidi, CR/LF. */
const nastyCharacter = fc.constantFrom('\u0000', '\uD800', '\u202E', '\r\n', "'", '"', '\\', '%00');
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string(), nastyCharacter, fc.string()).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('', ' ', '\u0000', 'a'.repeat(70_000), '__proto__', 'constructor'),
);

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      format?: string;
      shape?: Record<string, unknown>;
      element?: unknown;
      innerType?: unknown;
      in?: unknown;
      options?: unknown[];
      entries?: Record<string, string | number>;
      values?: unknown[];
      valueType?: unknown;
      items?: unknown[];
    };
  };
}

function validText(format: string | undefined): fc.Arbitrary<unknown> {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default:
      return fc.string({ maxLength: 40 });
  }
}

/**
 * Values shaped like `schema`: mostly what it accepts, each string sometimes hostile, so the
 * handler behind the validation is reached with the inputs that break naive code.
 */
export function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as ZodInternals | undefined)?._zod?.def;
  if (!def || depth > 6) {
    return fc.anything();
  }
  const inner = (next: unknown) => arbitraryFor(next, depth + 1);
  switch (def.type) {
    case 'string':
      return fc.oneof({ arbitrary: validText(def.format), weight: 3 }, hostileText);
    case 'number':
      return fc.oneof(
        fc.integer({ min: -5, max: 1000 }),
        fc.double(),
        fc.constantFrom(2 ** 53, -(2 ** 31)),
      );
    case 'int':
      return fc.integer({ min: -5, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [key, inner(value)]),
        ),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof({ arbitrary: inner(def.innerType), weight: 4 }, fc.constant(null));
    case 'pipe':
      return inner(def.in);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    default:
      return fc.anything();
  }
}

/** A request body for a route: its schema's shape with hostile strings, or anything at all. */
export function requestBodyFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: arbitraryFor(schema), weight: 6 },
    { arbitrary: fc.anything(), weight: 1 },
    {
      // JSON.parse makes "__proto__" an own key, as a request body would carry it.
      arbitrary: fc.constantFrom(null, [], '', 0, JSON.parse('{"__proto__":{"isAdmin":true}}')),
      weight: 1,
    },
  );
}

export interface BodyRoute {
  method: string;
  url: string;
  body: z.ZodType | undefined;
}

/** Collects the routes that take a JSON body; pass as a buildApp onRoute hook. */
export function collectBodyRoutes(routes: BodyRoute[]): (route: RouteOptions) => void {
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
    for (const method of methods) {
      if (body !== undefined && ['POST', 'PUT', 'PATCH'].includes(method)) {
        routes.push({ method, url: route.url, body });
      }
    }
  };
}

/** A route URL with each `:param` filled in (a UUID unless a value is given). */
export function fillRouteParams(url: string, values: Record<string, string> = {}): string {
  return url.replace(
    /:([A-Za-z]+)/g,
    (_match, name: string) => values[name] ?? '00000000-0000-4000-8000-000000000000',
  );
}
