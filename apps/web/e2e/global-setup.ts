import { mkdirSync, rmSync } from 'node:fs';
import { SCREENS_DIR } from './support';

/** Screenshots are artifacts of this run only: start from an empty folder. */
export default function globalSetup() {
  rmSync(SCREENS_DIR, { recursive: true, force: true });
  mkdirSync(SCREENS_DIR, { recursive: true });
}
