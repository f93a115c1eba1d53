import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function collect(initialId = '') {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    {
      onMessage: (m) => messages.push(m),
      onComment: (c) => comments.push(c),
      onRetry: (ms) => retries.push(ms),
    },
    initialId,
  );
  return { parser, messages, comments, retries };
}

const STREAM =
  ': connected\n\n' +
  'id: 7\n' +
  'data: {"event":{"id":7},"order":{"id":1,"status":"ACCEPTED"}}\n\n' +
  ': heartbeat\n\n' +
  'id: 8\n' +
  'data: {"event":{"id":8},"order":{"id":1,"status":"COOKING","note":"Ёлка"}}\n\n';

describe('SSE parser', () => {
  it('reads events, their ids and the heartbeats of a whole stream', () => {
    const { parser, messages, comments } = collect();
    parser.push(STREAM);
    expect(messages.map((m) => [m.lastEventId, JSON.parse(m.data).order.status])).toEqual([
      ['7', 'ACCEPTED'],
      ['8', 'COOKING'],
    ]);
    expect(messages[0]!.type).toBe('message');
    expect(comments).toEqual(['connected', 'heartbeat']);
    expect(parser.lastEventId).toBe('8');
  });

  it('gives the same events whatever points the chunks are split at', () => {
    const whole = collect();
    whole.parser.push(STREAM);
    for (let size = 1; size <= 17; size++) {
      const split = collect();
      for (let i = 0; i < STREAM.length; i += size) split.parser.push(STREAM.slice(i, i + size));
      expect(split.messages, `chunks of ${size}`).toEqual(whole.messages);
      expect(split.comments).toEqual(whole.comments);
    }
  });

  it('survives a chunk boundary inside a multi-byte character when decoded as a stream', () => {
    const bytes = new TextEncoder().encode(STREAM);
    const decoder = new TextDecoder();
    const { parser, messages } = collect();
    // Every 3 bytes: "Ё" (2 bytes) is cut in half at some boundary.
    for (let i = 0; i < bytes.length; i += 3) {
      parser.push(decoder.decode(bytes.subarray(i, i + 3), { stream: true }));
    }
    expect(JSON.parse(messages[1]!.data).order.note).toBe('Ёлка');
  });

  it('joins multi-line data with line feeds', () => {
    const { parser, messages } = collect();
    parser.push('data: first\ndata:second\ndata\ndata:  indented\n\n');
    expect(messages[0]!.data).toBe('first\nsecond\n\n indented');
  });

  it('accepts CRLF and lone CR line ends, also when CR and LF arrive in different chunks', () => {
    const { parser, messages } = collect();
    parser.push('id: 1\r');
    parser.push('\ndata: a\r\n\r');
    parser.push('\nid: 2\rdata: b\r\r');
    expect(messages.map((m) => [m.lastEventId, m.data])).toEqual([
      ['1', 'a'],
      ['2', 'b'],
    ]);
  });

  it('dispatches nothing until the blank line, and nothing for an event without data', () => {
    const { parser, messages } = collect();
    parser.push('id: 3\ndata: pending');
    expect(messages).toEqual([]);
    parser.push('\n');
    expect(messages).toEqual([]);
    parser.push('\n');
    expect(messages).toHaveLength(1);
    parser.push('id: 4\nevent: ping\n\n');
    expect(messages).toHaveLength(1);
    // The id of a data-less event still counts for Last-Event-ID.
    expect(parser.lastEventId).toBe('4');
  });

  it('keeps the id of earlier events for later ones that carry none', () => {
    const { parser, messages } = collect('41');
    parser.push('data: x\n\nid: 42\ndata: y\n\ndata: z\n\n');
    expect(messages.map((m) => m.lastEventId)).toEqual(['41', '42', '42']);
  });

  it('ignores an id containing NUL, unknown fields and a retry that is not a number', () => {
    const { parser, messages, retries } = collect();
    parser.push('id: 5\n\nid: 6\u00007\nfoo: bar\nretry: soon\nretry: 2500\ndata: ok\n\n');
    expect(messages[0]).toEqual({ type: 'message', data: 'ok', lastEventId: '5' });
    expect(retries).toEqual([2500]);
  });

  it('names the event type and drops a byte-order mark opening the stream', () => {
    const { parser, messages } = collect();
    parser.push('\uFEFFevent: order\ndata: 1\n\n');
    expect(messages[0]).toMatchObject({ type: 'order', data: '1' });
  });
});
