/**
 * The log for a person at a terminal (decision 052): pino's JSON lines turned into short ones —
 * a request as `12:00:03 200 GET /api/… 3.2 ms demo`, a demo login code on a line of its own
 * that stands out, anything else as level, message and its fields. Machines (a pipe, a file,
 * systemd's journal) keep the JSON: LOG_FORMAT chooses, a terminal on stdout being the default.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, and those shown elsewhere on the line. */
const PLAIN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'notes', 'loginCode']);
const REQUEST_FIELDS = new Set([
  ...PLAIN_FIELDS,
  'reqId',
  'route',
  'method',
  'status',
  'ms',
  'merchantId',
  'tenant',
]);

const ANSI = { reset: 0, bold: 1, dim: 2, red: 31, green: 32, yellow: 33, cyan: 36, inverse: 7 } as const;
type Style = keyof typeof ANSI;

export interface PrettyOptions {
  /** ANSI colours (a terminal that did not ask for NO_COLOR). */
  color: boolean;
}

type Line = Record<string, unknown> & { level?: number; time?: number; msg?: string };

/** One JSON log line as a person reads it; a line that is not JSON is passed through. */
export function formatLogLine(json: string, options: PrettyOptions): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json.trimEnd();
  }
  const paint = (text: string, ...styles: Style[]) =>
    options.color && styles.length > 0 ? `\x1b[${styles.map((s) => ANSI[s]).join(';')}m${text}\x1b[0m` : text;
  const time = paint(clock(line.time), 'dim');
  const msg = String(line.msg ?? '');

  if (line.loginCode) return `${time} ${paint(` ${msg} `, 'bold', 'yellow', 'inverse')}`;

  if (msg === 'request' && typeof line.status === 'number') {
    const status = paint(
      String(line.status),
      line.status >= 500 ? 'red' : line.status >= 400 ? 'yellow' : 'green',
    );
    const ms = typeof line.ms === 'number' ? `${line.ms} ms` : '';
    const rest = fields(line, REQUEST_FIELDS);
    return [time, status, line.method, line.route, paint(ms, 'dim'), line.tenant, rest]
      .filter((part) => part !== undefined && part !== '')
      .join(' ');
  }

  const level = LEVELS[line.level ?? 30] ?? 'INFO';
  const levelStyle: Style[] = level === 'WARN' ? ['yellow'] : level === 'INFO' ? ['cyan'] : ['red', 'bold'];
  const head = [time, paint(level.padEnd(5), ...levelStyle), msg, fields(line, PLAIN_FIELDS)]
    .filter(Boolean)
    .join(' ');
  const below = [...noteLines(line.notes), ...errorLines(line.err)];
  return [head, ...below].join('\n');
}

/** `HH:MM:SS` of pino's epoch milliseconds, in the machine's time zone. */
function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

/** The fields not shown otherwise, as `key=value`. */
function fields(line: Line, shown: Set<string>): string {
  return Object.entries(line)
    .filter(([key, value]) => !shown.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/** A `notes` array (the start-up's URLs and hints): one indented line each. */
function noteLines(notes: unknown): string[] {
  return Array.isArray(notes) ? notes.map((note) => `    ${String(note)}`) : [];
}

/** A serialized error: its stack (which starts with its type and message), indented. */
function errorLines(err: unknown): string[] {
  if (!err || typeof err !== 'object') return [];
  const { type, message, stack } = err as { type?: string; message?: string; stack?: string };
  const text = stack ?? `${type ?? 'Error'}: ${message ?? ''}`;
  return text.split('\n').map((row) => `    ${row.trim()}`);
}

/** A pino destination that writes each line formatted to `out` (process.stdout). */
export function prettyDestination(out: NodeJS.WritableStream, options: PrettyOptions) {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) if (json.trim()) out.write(`${formatLogLine(json, options)}\n`);
    },
  };
}
