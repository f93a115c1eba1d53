import { execFileSync } from 'node:child_process';

/**
 * `count` different ports nobody listens on now, asked of the operating system (port 0) by a
 * short child process: Playwright loads its config synchronously. All are held open together
 * until each is known, so no two are the same.
 */
export function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', ok)))).then(() => {
      process.stdout.write(servers.map((s) => s.address().port).join(' '));
      for (const s of servers) s.close();
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).split(' ').map(Number);
}
