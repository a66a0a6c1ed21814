import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';
import { HOSTILE, expectInertCsv } from './testing/inert';

describe('the safe CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['-5', "'-5"],
  ])('neutralises the text %j as %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('keeps numbers, negative ones too, and booleans as they are; empties for nothing', () => {
    expect([-5, 12.5, 0, true, false, null, undefined, Number.NaN].map(csvCell)).toEqual([
      '-5',
      '12.5',
      '0',
      'true',
      'false',
      '',
      '',
      '',
    ]);
  });

  it('quotes separators, quotes and line breaks and leaves plain text alone', () => {
    expect(
      csvText(
        ['a', 'b', 'c'],
        [
          ['x,y', 'say "hi"', 'uno; dos'],
          ['line\nbreak', 'Caja 1', 'a=b'],
        ],
      ),
    ).toBe('a,b,c\r\n"x,y","say ""hi""","uno; dos"\r\n"line\nbreak",Caja 1,a=b\r\n');
  });

  it('writes every hostile alias and commerce name inert, header included', () => {
    expectInertCsv(
      csvText(
        ['=title', 'alias', 'commerce'],
        HOSTILE.map((value) => ['1', value, value]),
      ),
      ['=title', ...HOSTILE],
    );
  });
});
