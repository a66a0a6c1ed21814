import { describe, expect, it } from 'vitest';
import { fromPolyglot } from './fromPolyglot';

describe("react-admin's language packs in the console's format", () => {
  it('turns slots and plural forms into the console’s, at every depth', () => {
    expect(
      fromPolyglot({
        ra: {
          page: { range_info: '%{offsetBegin}-%{offsetEnd} de %{total}' },
          selected: '%{smart_count} elemento |||| %{smart_count} elementos',
          plain: 'Guardar',
        },
      }),
    ).toEqual({
      ra: {
        page: { range_info: '{{offsetBegin}}-{{offsetEnd}} de {{total}}' },
        selected_one: '{{smart_count}} elemento',
        selected_other: '{{smart_count}} elementos',
        plain: 'Guardar',
      },
    });
  });
});
