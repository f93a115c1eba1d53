import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Values for the fuzzer: mostly what a schema asks for (so requests get past the first check and
 * reach the code behind it), often something nasty in its place, NUL among the control
 * characters (issue 20 point 6 refuses them at the edge); FUZZ_NUL=0 leaves NUL out.
 */
export const WITH_NUL = process.env.FUZZ_NUL !== '0';

const controlCodes = [...Array(32).keys(), 127].filter((code) => WITH_NUL || code !== 0);
const controlChar = fc.constantFrom(...controlCodes.map((code) => String.fromCharCode(code)));

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    0.5,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e20,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '2147483648',
    '9007199254740993',
    '1e308',
    '0x10',
    'NaN',
    'null',
    'true',
    '{}',
    '[]',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\u202eevil',
    '\ud800',
    '😀'.repeat(40),
    'x'.repeat(5000),
    '9'.repeat(400),
  ),
  fc.string({ unit: controlChar, minLength: 1, maxLength: 8 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), controlChar, fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

const nastyAny: fc.Arbitrary<unknown> = fc.oneof(
  nastyNumber,
  nastyString,
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { '': null }, { constructor: { prototype: {} } }),
  fc.array(fc.integer(), { minLength: 200, maxLength: 300 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * Something near valid for `schema`, with a nasty value in place of any part now and then: one in
 * `odds` parts. Rare nasty parts (odds 30) get a body past validation with one absurd field, so
 * the code behind the schema is reached; frequent ones (odds 4) test the validation itself.
 */
export function valueFor(schema: JsonSchema | undefined, odds = 5, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validish(schema ?? {}, odds, depth), weight: odds - 1 },
    { arbitrary: nastyAny, weight: 1 },
  );
}

function validish(schema: JsonSchema, odds: number, depth: number): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, odds, depth + 1)));
  if (schema.allOf?.length) return validish(Object.assign({}, ...schema.allOf), odds, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -(2 ** 31));
      const max = Math.max(min, Math.min(schema.maximum ?? min + 50, 2 ** 31 - 1));
      return fc.oneof(fc.integer({ min, max }), fc.integer({ min: 1, max: 30 }));
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1e9);
      const max = Math.max(min, Math.min(schema.maximum ?? 1e6, 1e9));
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema);
    case 'array':
      return fc.array(valueFor(schema.items, odds, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 20),
        maxLength: Math.max(Math.min(schema.minItems ?? 0, 20), Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
    case undefined:
      return objectFor(schema, odds, depth);
    default:
      return nastyAny;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  const plain = fc.string({
    minLength: Math.max(Math.min(schema.minLength ?? 0, 60), 1),
    maxLength: Math.max(Math.min(schema.minLength ?? 0, 60), Math.min(schema.maxLength ?? 30, 60), 1),
  });
  return fc.oneof(
    plain,
    fc.constantFrom('998901234567', '+998901234567', '12:30', '2026-11-23', 'uz', 'ru', 'DELIVERY'),
    // Free text with a control character inside: valid by the schema, poison for the layers below.
    fc.tuple(plain, controlChar).map(([text, control]) => `${text.slice(0, 1)}${control}${text.slice(1)}`),
  );
}

function objectFor(schema: JsonSchema, odds: number, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    model[name] = valueFor(property, odds, depth + 1);
  const record = fc.record(model, {
    requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
  });
  // Now and then a required key goes missing or an unknown one turns up.
  return fc
    .tuple(record, fc.option(fc.constantFrom(...Object.keys(properties), 'extra'), { freq: odds * 2 }))
    .map(([value, twist]) => {
      if (twist === null) return value;
      const copy: Record<string, unknown> = { ...value };
      if (twist === 'extra') copy.__extra = 'x';
      else delete copy[twist];
      return copy;
    });
}
