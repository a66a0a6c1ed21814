import { strFromU8, unzipSync } from 'fflate';

/**
 * The text of every cell of an .xlsx file's sheets, row by row: enough of the format to read the
 * register back (shared strings, inline strings and numbers), also after Excel or LibreOffice
 * saved it again. Plain TypeScript, for the verify script and tests.
 */

const decode = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[\da-f]+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()];
    return String.fromCodePoint(
      entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
    );
  });

const textsOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)].map((m) => decode(m[1] ?? '')).join('');

const columnIndex = (reference: string) =>
  [...(/^[A-Z]+/.exec(reference)?.[0] ?? '')].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;

const readSheet = (xml: string, shared: readonly string[]) =>
  [...xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map(([, rowXml]) => {
    const cells: string[] = [];
    for (const [cell, attributes, body = ''] of rowXml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      const text =
        type === 's'
          ? (shared[Number(value)] ?? '')
          : type === 'inlineStr'
            ? textsOf(body)
            : value !== undefined
              ? decode(value)
              : '';
      const index = reference ? columnIndex(reference) : cells.length;
      while (cells.length < index) cells.push('');
      cells[index] = text;
      void cell;
    }
    return cells;
  });

/** Each sheet by name, as rows of cell texts. */
export const readWorkbook = (bytes: Uint8Array): Map<string, string[][]> => {
  const files = unzipSync(bytes);
  const text = (path: string) => (files[path] ? strFromU8(files[path]) : '');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, si]) => textsOf(si));
  const names = [...text('xl/workbook.xml').matchAll(/<sheet\b[^>]*>/g)].map(([tag]) => [
    tag,
    /\bname="([^"]*)"/.exec(tag)?.[1] ?? '',
    /\br:id="([^"]*)"/.exec(tag)?.[1] ?? '',
  ]);
  const relations = new Map(
    [...text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b[^>]*>/g)].map(([tag]) => [
      /\bId="([^"]*)"/.exec(tag)?.[1] ?? '',
      (/\bTarget="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/^\/?(xl\/)?/, 'xl/'),
    ]),
  );
  return new Map(names.map(([, name, id]) => [decode(name), readSheet(text(relations.get(id) ?? ''), shared)]));
};
