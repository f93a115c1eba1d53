// A text/event-stream reader for streams opened with fetch (EventSource cannot send the
// Authorization and merchant headers). Follows the WHATWG "event stream interpretation": lines
// end in LF, CR or CRLF; `data:` lines join with '\n'; a blank line dispatches; lines starting
// with ':' are comments (heartbeats); an `id` with NUL is ignored; `retry` takes digits only.

export interface SseMessage {
  /** The event's `event:` field, 'message' when it names none. */
  type: string;
  data: string;
  /** The last event id seen so far (sticky across messages, as browsers keep it). */
  lastEventId: string;
}

export interface SseHandlers {
  onMessage: (message: SseMessage) => void;
  /** A comment line (the server's heartbeat); proves the connection is alive. */
  onComment?: (text: string) => void;
  /** A `retry:` field: the server's reconnection delay in ms. */
  onRetry?: (ms: number) => void;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split lines, fields and CRLF pairs anywhere. */
  push: (chunk: string) => void;
  /** The id to send back as `Last-Event-ID` after a drop ('' when none was seen). */
  readonly lastEventId: string;
}

export function createSseParser(handlers: SseHandlers, initialLastEventId = ''): SseParser {
  let buffer = '';
  /** The previous chunk ended in CR: an LF opening this one belongs to that line break. */
  let skipLeadingLf = false;
  let data: string[] = [];
  let type = '';
  let lastEventId = initialLastEventId;
  let started = false;

  function dispatch() {
    if (data.length > 0) {
      handlers.onMessage({ type: type || 'message', data: data.join('\n'), lastEventId });
    }
    data = [];
    type = '';
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return handlers.onComment?.(text.slice(1).trimStart());
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        data.push(value);
        break;
      case 'event':
        type = value;
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      // Unknown fields are ignored.
    }
  }

  return {
    push(chunk: string) {
      let text = chunk;
      // A byte-order mark may open the stream; it is not part of the first field name.
      if (!started && text !== '') {
        started = true;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
