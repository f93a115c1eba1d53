import type { ApiError, ApiResult } from '@dastarkhan/client';
import { describe, expect, it } from 'vitest';
import { createLoader, type LoadEvent, type Loaded, nextLoaded } from './loaded';

const failure: ApiError = { status: 500, code: 'INTERNAL_ERROR', message: null };
const ok = <T>(data: T): ApiResult<T> => [null, data];
const failed: ApiResult<never> = [failure, null];

describe('nextLoaded', () => {
  it('shows the skeleton, then the data', () => {
    const loading = nextLoaded<number>({ status: 'idle' }, { type: 'start', quiet: false });
    expect(loading).toEqual({ status: 'loading' });
    expect(nextLoaded(loading, { type: 'answer', result: ok(3), quiet: false })).toEqual({
      status: 'ready',
      data: 3,
    });
  });

  it('shows a failure to retry', () => {
    expect(
      nextLoaded<number>({ status: 'loading' }, { type: 'answer', result: failed, quiet: false }),
    ).toEqual({ status: 'error', error: failure });
  });

  it('keeps the same state when asked to load while already loading', () => {
    const loading: Loaded<number> = { status: 'loading' };
    expect(nextLoaded(loading, { type: 'start', quiet: false })).toBe(loading);
  });

  it('keeps the data on screen through a quiet refresh, even a failed one', () => {
    const ready: Loaded<number> = { status: 'ready', data: 1 };
    expect(nextLoaded(ready, { type: 'start', quiet: true })).toBe(ready);
    expect(nextLoaded(ready, { type: 'answer', result: failed, quiet: true })).toBe(ready);
    expect(nextLoaded(ready, { type: 'answer', result: ok(2), quiet: true })).toEqual({
      status: 'ready',
      data: 2,
    });
  });

  it('keeps what is shown when it is newer than what arrived', () => {
    const keep = (current: number, next: number) => current > next;
    const ready: Loaded<number> = { status: 'ready', data: 5 };
    expect(nextLoaded(ready, { type: 'put', data: 4 }, keep)).toBe(ready);
    expect(nextLoaded(ready, { type: 'answer', result: ok(4), quiet: true }, keep)).toBe(ready);
    expect(nextLoaded(ready, { type: 'put', data: 6 }, keep)).toEqual({ status: 'ready', data: 6 });
    expect(nextLoaded({ status: 'loading' }, { type: 'put', data: 1 }, keep)).toEqual({
      status: 'ready',
      data: 1,
    });
  });

  it('changes loaded data only', () => {
    const double = (n: number) => n * 2;
    expect(nextLoaded<number>({ status: 'ready', data: 2 }, { type: 'update', change: double })).toEqual({
      status: 'ready',
      data: 4,
    });
    const loading: Loaded<number> = { status: 'loading' };
    expect(nextLoaded(loading, { type: 'update', change: double })).toBe(loading);
  });

  it('goes idle when there is nothing to ask', () => {
    expect(nextLoaded<number>({ status: 'ready', data: 1 }, { type: 'reset' })).toEqual({ status: 'idle' });
  });
});

describe('createLoader', () => {
  function harness() {
    const events: LoadEvent<string>[] = [];
    const loader = createLoader<string>((event) => events.push(event));
    const answers: ((result: ApiResult<string>) => void)[] = [];
    const ask = () => new Promise<ApiResult<string>>((resolve) => answers.push(resolve));
    const results = () =>
      events.filter((e) => e.type === 'answer').map((e) => e.type === 'answer' && e.result);
    return { loader, answers, ask, results };
  }

  it('applies only the answer to the latest question', async () => {
    const { loader, answers, ask, results } = harness();
    const first = loader.run(ask);
    const second = loader.run(ask);
    answers[1]?.(ok('new'));
    answers[0]?.(ok('old'));
    await Promise.all([first, second]);
    expect(results()).toEqual([ok('new')]);
  });

  it('applies nothing after it is stopped', async () => {
    const { loader, answers, ask, results } = harness();
    const run = loader.run(ask);
    loader.stop();
    answers[0]?.(ok('late'));
    await run;
    expect(results()).toEqual([]);
  });
});
