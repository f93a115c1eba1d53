import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { enqueueJob } from './enqueue-job.js';
import { createJobEngine, type JobEngine } from './job-engine.js';
import { CLOCK_QUEUE } from './queues.js';

// The job engine (pg-boss on either database): a job runs in one worker however many poll, and a
// throttled tick offered by every process is one job per slot. Two engines stand for two
// processes — on PostgreSQL each with its own pool (a sibling app), on PGlite sharing the one.

const t = await createTestApp();
const sibling = process.env.DATABASE_URL ? await t.sibling() : null;
const engines: JobEngine[] = [];
afterAll(async () => {
  for (const engine of engines) await engine.stop();
  await sibling?.close();
  await t.close();
});

const until = async (what: string, done: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the job engine', () => {
  it('runs each job once across two processes polling the same queue', async () => {
    const runs = new Map<number, number>();
    const byEngine = [0, 0];
    const executors = [t.executeSql, sibling?.executeSql ?? t.executeSql];
    for (const [index, executeSql] of executors.entries()) {
      const engine = createJobEngine({ executeSql });
      engine.work(
        CLOCK_QUEUE,
        async (data) => {
          const n = Number(data.n);
          runs.set(n, (runs.get(n) ?? 0) + 1);
          byEngine[index]! += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
        { batchSize: 2 },
      );
      engines.push(engine);
    }
    const JOBS = 40;
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < JOBS; n++) await enqueueJob(tx, CLOCK_QUEUE, { kind: 'probe', n });
    });
    await Promise.all(engines.map((engine) => engine.start()));
    await until('every job', () => runs.size === JOBS);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(JOBS);
    expect(byEngine[0]! + byEngine[1]!).toBe(JOBS);
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  });

  it('keeps one throttled tick per slot, whoever offers it', async () => {
    const offer = () =>
      enqueueJob(t.db, CLOCK_QUEUE, { kind: 'tick' }, { singletonSeconds: 600, singletonKey: 'probe-tick' });
    const answers = await Promise.all([offer(), offer(), offer()]);
    expect(answers.filter((id) => id !== null)).toHaveLength(1);
    const rows = await t.executeSql(
      `select count(*)::int as n from pgboss.job where singleton_key = 'probe-tick'`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('a job added in a transaction that rolls back never exists', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, CLOCK_QUEUE, { kind: 'probe', rolledBack: true });
        throw new Error('roll back');
      })
      .catch(() => {});
    const rows = await t.executeSql(
      `select count(*)::int as n from pgboss.job where data ->> 'rolledBack' = 'true'`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});
