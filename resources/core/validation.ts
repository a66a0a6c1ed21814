import { z } from 'zod';
import type {
  DateField,
  EnumArrayField,
  Field,
  FieldMap,
  GroupArrayField,
  NumberField,
  ReferenceArrayField,
  StringArrayField,
  TextField,
  TextFormat,
} from './fields';
import type { RecordRule, ResourceSchema } from './resourceSchema';
import { imageProblem } from './imageDataUrl';
import { recordRulesOf } from '../recordRules';

/**
 * Builds the zod schema of a resource from its field declarations. Issue messages are either an
 * error code of the spec's catalogue (CE-0001, TM-0006, ...) or a `validation.*` message key;
 * the console translates both, and the sandbox answers the codes in its 400 responses.
 */

const formats: Record<TextFormat, { regex: RegExp; code: string }> = {
  // No label may hold a dot or @, so the engine never has two ways to split an address (linear time).
  email: { regex: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, code: 'GM-0015' },
  url: { regex: /^https?:\/\/[^\s/$.?#].[^\s]*$/i, code: 'validation.format.url' },
  ip: {
    regex: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    code: 'PM-0030',
  },
  netmask: {
    regex:
      /^(255\.255\.255\.(255|254|252|248|240|224|192|128|0)|255\.255\.(254|252|248|240|224|192|128|0)\.0|255\.(254|252|248|240|224|192|128|0)\.0\.0|(254|252|248|240|224|192|128|0)\.0\.0\.0)$/,
    code: 'PM-0031',
  },
  bssid: { regex: /^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/, code: 'validation.format.bssid' },
  hex: { regex: /^[0-9A-Fa-f]+$/, code: 'validation.format.hex' },
  numeric: { regex: /^\d+$/, code: 'validation.format.numeric' },
  alphanumeric: { regex: /^[A-Za-z0-9]+$/, code: 'validation.format.alphanumeric' },
  identifier: { regex: /^[A-Za-z0-9_]+$/, code: 'PM-0004' },
  postalCode: { regex: /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, code: 'validation.format.postalCode' },
};

export const REQUIRED = 'CE-0001';

/** A text checked against a format or pattern that declares no maximum is cut off here (an e-mail address: 254). */
export const PATTERN_INPUT_MAX = 254;

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Forms send '' for an emptied input: it means 'no value', stored as null. */
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);

/** A blank secret means 'keep the current one': it is left out rather than cleared. */
const blankToAbsent = (value: unknown) => (isBlank(value) ? undefined : value);

export type ValidationMode = 'create' | 'update';

/** The length is checked first and, when too long, nothing else runs on the text (no pattern on 2 MB). */
export const textSchema = (field: TextField) => {
  let schema = z.string({ error: REQUIRED }).trim();
  const max = field.max ?? (field.format || field.pattern ? PATTERN_INPUT_MAX : undefined);
  if (max !== undefined) schema = schema.max(max, { error: field.maxCode ?? 'CE-0002', abort: true });
  if (field.required) schema = schema.min(1, { error: REQUIRED });
  if (field.min !== undefined) schema = schema.min(field.min, { error: 'CE-0003' });
  if (field.format) {
    const { regex, code } = formats[field.format];
    schema = schema.regex(regex, { error: field.formatCode ?? code });
  }
  if (field.pattern) schema = schema.regex(new RegExp(field.pattern.regex), { error: field.pattern.code });
  return schema;
};

const numberSchema = (field: NumberField) => {
  let schema = z.number({ error: REQUIRED });
  if (field.integer) schema = schema.int({ error: 'validation.integer' });
  if (field.min !== undefined) {
    schema = field.exclusiveMin
      ? schema.gt(field.min, { error: 'validation.greaterThan' })
      : schema.gte(field.min, { error: 'validation.minValue' });
  }
  if (field.max !== undefined) schema = schema.lte(field.max, { error: field.maxCode ?? 'validation.maxValue' });
  const decimals = field.decimals;
  if (decimals !== undefined) {
    return schema.refine((value) => Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6), {
      error: 'validation.decimals',
      params: { decimals },
    });
  }
  return schema;
};

const arraySchema = (
  item: z.ZodType,
  field: ReferenceArrayField | StringArrayField | GroupArrayField | EnumArrayField,
) => {
  let schema = z.array(item, { error: REQUIRED });
  if (field.min !== undefined) schema = schema.min(field.min, { error: 'validation.minItems' });
  if (field.max !== undefined) {
    const code = 'maxCode' in field && field.maxCode ? field.maxCode : 'validation.maxItems';
    schema = schema.max(field.max, { error: code });
  }
  return schema;
};

const rangesOverlap = (field: GroupArrayField) => (items: unknown[], ctx: z.RefinementCtx) => {
  if (!field.noOverlap) return;
  const { from, to } = field.noOverlap;
  const ranges = (items as Record<string, unknown>[]).map((item, index) => ({
    index,
    from: Number(item[from]),
    to: Number(item[to]),
  }));
  ranges.forEach((range) => {
    if (range.from > range.to) {
      ctx.addIssue({ code: 'custom', message: 'validation.rangeOrder', path: [range.index, to] });
    }
  });
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  sorted.slice(1).forEach((range, i) => {
    if (range.from <= sorted[i].to) {
      ctx.addIssue({ code: 'custom', message: 'validation.rangesOverlap', path: [range.index, from] });
    }
  });
};

const distinctItems = (field: GroupArrayField) => (items: unknown[], ctx: z.RefinementCtx) => {
  if (!field.distinct) return;
  const { field: key, code } = field.distinct;
  const seen = new Set<unknown>();
  (items as Record<string, unknown>[]).forEach((item, index) => {
    if (seen.has(item[key])) ctx.addIssue({ code: 'custom', message: code, path: [index, key] });
    seen.add(item[key]);
  });
};

const valueSchema = (field: Field): z.ZodType => {
  switch (field.kind) {
    case 'text':
      return textSchema(field);
    case 'number':
      return numberSchema(field);
    case 'boolean':
      return z.boolean({ error: REQUIRED });
    case 'enum':
      return z.enum(field.values as [string, ...string[]], { error: REQUIRED });
    case 'enumArray':
      return arraySchema(z.enum(field.values as [string, ...string[]]), field);
    case 'date':
      return z.string({ error: REQUIRED }).regex(/^\d{4}-\d{2}-\d{2}/, { error: 'validation.format.date' });
    case 'dateTime':
      return z.string({ error: REQUIRED }).refine((value) => !Number.isNaN(Date.parse(value)), {
        error: 'validation.format.date',
      });
    case 'image': {
      const upload = field.upload;
      const schema = z.string({ error: REQUIRED }).min(1, { error: REQUIRED });
      if (!upload) return schema;
      return schema.superRefine((value, ctx) => {
        const problem = imageProblem(value, upload.maxKb);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
    }
    case 'reference':
      return z.number({ error: REQUIRED }).int().positive();
    case 'referenceArray':
      return arraySchema(z.number().int().positive(), field);
    case 'stringArray':
      return arraySchema(
        field.itemFormat ? textSchema({ kind: 'text', format: field.itemFormat }) : z.string().min(1),
        field,
      );
    case 'group':
      return objectSchema(field.fields, 'create');
    case 'groupArray':
      return arraySchema(objectSchema(field.fields, 'create'), field)
        .superRefine(rangesOverlap(field))
        .superRefine(distinctItems(field));
  }
};

const fieldSchema = (field: Field, mode: ValidationMode): z.ZodType => {
  const value = valueSchema(field);
  const required = field.required || (mode === 'create' && field.requiredOnCreate);
  const emptyArrayIsMissing =
    required && (field.kind === 'referenceArray' || field.kind === 'stringArray' || field.kind === 'enumArray');
  const checked = emptyArrayIsMissing
    ? value.refine((items) => Array.isArray(items) && items.length > 0, { error: REQUIRED })
    : value;
  const secret = field.kind === 'text' && field.secret;
  return z.preprocess(secret ? blankToAbsent : blankToNull, required ? checked : checked.nullish());
};

/** A field its sibling hides (an ethernet network's SSID): never required. */
export const isHidden = (field: Field, values: Record<string, unknown>) =>
  field.shownWhen !== undefined &&
  values[field.shownWhen.field] != null &&
  !field.shownWhen.equals.includes(values[field.shownWhen.field] as string | boolean);

/** Cross-field rules: a date after another, a number above another, a choice among a list. */
const siblingRules =
  (fields: FieldMap, mode: ValidationMode) => (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    Object.entries(fields).forEach(([name, field]) => {
      const when = field.requiredWhen;
      // An edited record keeps its stored secret when the input is left blank.
      const keepsSecret = mode === 'update' && field.kind === 'text' && field.secret;
      if (
        when &&
        !keepsSecret &&
        !isHidden(field, values) &&
        when.equals.includes(values[when.field] as string | boolean) &&
        isBlank(values[name])
      ) {
        ctx.addIssue({ code: 'custom', message: when.code ?? REQUIRED, path: [name] });
      }
      if (field.kind === 'enum' && field.memberOf && values[name] != null) {
        const list = values[field.memberOf.field];
        if (!Array.isArray(list) || !list.includes(values[name])) {
          ctx.addIssue({ code: 'custom', message: field.memberOf.code, path: [name] });
        }
      }
      const sibling = (field as DateField).after ?? (field as NumberField).greaterThan;
      if (!sibling) return;
      const value = values[name];
      const other = values[sibling];
      if (value == null || other == null) return;
      const isDate = field.kind === 'date' || field.kind === 'dateTime';
      const ok = isDate ? Date.parse(String(value)) > Date.parse(String(other)) : Number(value) > Number(other);
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message: isDate ? 'validation.dateAfter' : 'validation.greaterThanField',
          path: [name],
          params: { field: sibling },
        });
      }
    });
  };

export const objectSchema = (fields: FieldMap, mode: ValidationMode = 'update') => {
  const writable = Object.entries(fields).filter(([, field]) => !field.readOnly);
  const shape = Object.fromEntries(writable.map(([name, field]) => [name, fieldSchema(field, mode)]));
  return z.object(shape).superRefine(siblingRules(fields, mode));
};

const cache = {
  create: new WeakMap<object, ReturnType<typeof objectSchema>>(),
  update: new WeakMap<object, ReturnType<typeof objectSchema>>(),
};

/** The zod schema that validates what a form sends and what the sandbox accepts. */
export const zodSchemaOf = (
  schema: Pick<ResourceSchema, 'fields'> & { name?: string; rules?: readonly RecordRule[] },
  mode: ValidationMode = 'update',
) => {
  const cached = cache[mode].get(schema.fields);
  if (cached) return cached;
  const rules = recordRulesOf(schema);
  const built = objectSchema(schema.fields, mode).superRefine((values, ctx) =>
    rules.forEach((rule) =>
      rule(values).forEach(({ path, message, refusalCode }) =>
        ctx.addIssue({
          code: 'custom',
          message,
          path: path.split('.'),
          ...(refusalCode ? { params: { refusalCode } } : {}),
        }),
      ),
    ),
  );
  cache[mode].set(schema.fields, built);
  return built;
};

export interface FieldIssue {
  path: string;
  /** An error code (CE-0001) or a validation.* message key. */
  message: string;
  args: Record<string, unknown>;
  /** The catalogue code a record rule answers with when its message is a key. */
  refusalCode?: string;
}

/** Flattens zod issues into field paths with their message and its substitutions. */
export const fieldIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => {
    const args: Record<string, unknown> = {};
    if ('minimum' in issue) args.min = Number(issue.minimum);
    if ('maximum' in issue) args.max = Number(issue.maximum);
    const { refusalCode, ...params } = issue.code === 'custom' ? (issue.params ?? {}) : {};
    Object.assign(args, params);
    return {
      path: issue.path.map(String).join('.'),
      message: issue.message,
      args,
      ...(typeof refusalCode === 'string' ? { refusalCode } : {}),
    };
  });
