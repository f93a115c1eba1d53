/** Excel reads a UTF-8 file as such (Cyrillic included) only when it starts with a BOM. */
const BOM = '\uFEFF';

const cell = (raw: string | number) => {
  const value = String(raw);
  return /[",;\r\n\t]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

export function writeCsv(rows: Array<Array<string | number>>): string {
  return `${BOM}${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Reads RFC 4180 CSV (quoted cells, doubled quotes, line breaks inside quotes). The separator is
 * the header line's: Excel with Russian or Uzbek regional settings saves `;`, others `,` or a tab.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const separator = guessSeparator(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"' && value === '') quoted = true;
    else if (c === separator) {
      row.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += c;
  }
  if (value !== '' || row.length > 0) {
    row.push(value);
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

function guessSeparator(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end < 0 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((s) => [s, header.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}
