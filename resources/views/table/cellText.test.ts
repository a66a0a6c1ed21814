import { describe, expect, it } from 'vitest';
import type { Field } from '../../core/fields';
import { cellText, drawnAsText } from './cellText';

const translate = (key: string) => `«${key}»`;
const choiceKey = (value: string) => `resources.terminals.choices.connectionType.${value}`;
const text = (field: Field, value: unknown) => cellText(field, value, choiceKey, translate);

describe('cellText, the text of a list cell', () => {
  it('shows dates and times as react-admin DateField does, in the browser locale', () => {
    const at = '2026-11-26T18:30:05Z';
    expect(text({ kind: 'dateTime' }, at)).toBe(new Date(at).toLocaleString());
    expect(text({ kind: 'date' }, at)).toBe(new Date(at).toLocaleDateString());
    // A date without a time is a calendar day: shown as that day whatever the time zone.
    expect(text({ kind: 'date' }, '2026-01-31')).toBe(
      new Date('2026-01-31').toLocaleDateString(undefined, { timeZone: 'UTC' }),
    );
    expect(text({ kind: 'dateTime' }, 'not a date')).toBe('Invalid Date');
  });

  it('shows numbers as NumberField does, numeric strings included', () => {
    expect(text({ kind: 'number' }, 1234567.5)).toBe((1234567.5).toLocaleString());
    expect(text({ kind: 'number' }, '42')).toBe((42).toLocaleString());
    expect(text({ kind: 'number' }, 0)).toBe('0');
  });

  it('translates a known enum value, and shows nothing for an unknown one', () => {
    const field: Field = { kind: 'enum', values: ['WIFI', 'ETHERNET'] };
    expect(text(field, 'WIFI')).toBe('«resources.terminals.choices.connectionType.WIFI»');
    expect(text(field, 'SATELLITE')).toBe('');
  });

  it('shows nothing for empty values, and the text of plain text fields', () => {
    expect(text({ kind: 'text' }, 'Caja 6')).toBe('Caja 6');
    expect(text({ kind: 'text' }, null)).toBe('');
    expect(text({ kind: 'number' }, undefined)).toBe('');
    expect(text({ kind: 'dateTime' }, '')).toBe('');
  });

  it('masks a secret, and leaves what is more than text to other cells: links, references, images', () => {
    expect(text({ kind: 'text', secret: true }, 'x')).toBe('••••••••');
    expect(text({ kind: 'text', secret: true, format: 'url' }, 'https://a.es')).toBe('••••••••');
    expect(text({ kind: 'text', format: 'email' }, 'a@b.es')).toBeUndefined();
    expect(text({ kind: 'boolean' }, true)).toBeUndefined();
    expect(text({ kind: 'reference', target: 'commerces' }, 3)).toBeUndefined();
  });

  it('tells which cells are only text, as cellText draws them', () => {
    const textOnly: Field[] = [
      { kind: 'text' },
      { kind: 'text', secret: true },
      { kind: 'number' },
      { kind: 'date' },
      { kind: 'dateTime' },
      { kind: 'enum', values: ['WIFI'] },
    ];
    const more: Field[] = [
      { kind: 'text', format: 'email' },
      { kind: 'text', format: 'url' },
      { kind: 'boolean' },
      { kind: 'reference', target: 'commerces' },
      { kind: 'image' },
    ];
    expect(textOnly.map(drawnAsText)).toEqual(textOnly.map(() => true));
    expect(more.map(drawnAsText)).toEqual(more.map(() => false));
    expect(more.map((field) => text(field, 'WIFI'))).toEqual(more.map(() => undefined));
  });
});
