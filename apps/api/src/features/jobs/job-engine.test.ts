import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { enqueueJob } from './enqueue-job.js';
import { createJobEngine, type JobEngine } from './job-engine.js';
import { CLOCK_QUEUE, DELIVER_QUEUE } from './queues.js';
import { claimWork, failWork, WORK_QUEUES } from './work-queue.js';

// The job engine on either database — pg-boss for the clock, `work_queue` for order events and
// deliveries (decision 055): a job runs in one worker however many poll, a throttled tick offered
// by every process is one job per slot, a failed row waits its backoff and is dead after its last
// try, and the rows of a worker that died are due again when its claim expires. Two engines stand for two
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

const rowsOf = async (where: string) =>
  (await t.executeSql(`select id, attempts, run_at, last_error from work_queue where ${where}`)).rows;

describe('the work queue', () => {
  it('runs each row once across two processes, and deletes it when done', async () => {
    const runs = new Map<number, number>();
    const executors = [t.executeSql, sibling?.executeSql ?? t.executeSql];
    for (const executeSql of executors) {
      const engine = createJobEngine({ executeSql });
      engine.workBatch(
        DELIVER_QUEUE,
        async (jobs) => {
          for (const job of jobs) runs.set(Number(job.data.n), (runs.get(Number(job.data.n)) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return jobs.map(() => ({ status: 'fulfilled', value: undefined }));
        },
        { batchSize: 7 },
      );
      engines.push(engine);
    }
    const ROWS = 40;
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < ROWS; n++) await enqueueJob(tx, DELIVER_QUEUE, { n });
    });
    await Promise.all(engines.map((engine) => engine.start()));
    await until('every row', () => runs.size === ROWS);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs.size).toBe(ROWS);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await rowsOf(`queue = 'deliver' and data ? 'n'`)).toEqual([]);
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  });

  it('tries a failing row again after its backoff, keeps the error, and leaves it dead after the last try', async () => {
    const id = await enqueueJob(t.db, DELIVER_QUEUE, { probe: 'failing' });
    const [claimed] = await claimWork(t.executeSql, DELIVER_QUEUE, 1);
    expect(claimed).toMatchObject({ id, attempts: 1, data: { probe: 'failing' } });
    // Held by its claim: nobody else gets it meanwhile.
    expect(await claimWork(t.executeSql, DELIVER_QUEUE, 1)).toEqual([]);
    await failWork(t.executeSql, DELIVER_QUEUE, [{ id: id!, attempts: 1, error: 'provider down' }]);
    const [waiting] = await rowsOf(`id = ${id}`);
    const wait = new Date(String(waiting!.run_at)).getTime() - Date.now();
    expect(wait).toBeGreaterThan((WORK_QUEUES.deliver.retryDelaySeconds - 1) * 1000);
    expect(waiting).toMatchObject({ attempts: 1, last_error: 'provider down' });

    const { maxAttempts } = WORK_QUEUES.deliver;
    await t.executeSql(
      `update work_queue set run_at = now(), attempts = ${maxAttempts - 1} where id = ${id}`,
    );
    const [last] = await claimWork(t.executeSql, DELIVER_QUEUE, 1);
    expect(last).toMatchObject({ id, attempts: maxAttempts });
    await failWork(t.executeSql, DELIVER_QUEUE, [{ id: id!, attempts: maxAttempts, error: 'still down' }]);
    const [dead] = await rowsOf(`id = ${id}`);
    expect(dead).toMatchObject({ attempts: maxAttempts, last_error: 'still down' });
    expect(Number.isFinite(new Date(String(dead!.run_at)).getTime())).toBe(false);
    await t.executeSql(`update work_queue set run_at = now() where id = ${id}`);
    expect(await claimWork(t.executeSql, DELIVER_QUEUE, 1)).toEqual([]);
    await t.executeSql(`delete from work_queue where id = ${id}`);
  });

  it("makes a dead worker's rows due again when its claim expires", async () => {
    const id = await enqueueJob(t.db, DELIVER_QUEUE, { probe: 'orphaned' });
    await claimWork(t.executeSql, DELIVER_QUEUE, 1);
    const [held] = await rowsOf(`id = ${id}`);
    const expiry = new Date(String(held!.run_at)).getTime() - Date.now();
    expect(expiry).toBeGreaterThan((WORK_QUEUES.deliver.expireSeconds - 5) * 1000);
    // The process died; its claim's time passes.
    await t.executeSql(`update work_queue set run_at = now() - interval '1 second' where id = ${id}`);
    const [again] = await claimWork(t.executeSql, DELIVER_QUEUE, 1);
    expect(again).toMatchObject({ id, attempts: 2 });
    await t.executeSql(`delete from work_queue where id = ${id}`);
  });

  it('a row added in a transaction that rolls back never exists', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, DELIVER_QUEUE, { probe: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await rowsOf(`data ->> 'probe' = 'rolled-back'`)).toEqual([]);
  });
});
