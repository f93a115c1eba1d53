import { PhoneSchema } from '../common/scalars.js';

/**
 * Host labels a tenant may not take: the platform's own services live on them, and a shop at
 * `console.` or `api.` would be a phishing page waiting to happen.
 */
export const RESERVED_SUBS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'console',
  'admin',
  'app',
  'assets',
  'static',
  'media',
  'cdn',
  'docs',
  'help',
  'support',
  'status',
  'mail',
  'smtp',
  'ftp',
  'dev',
  'staging',
  'test',
  'localhost',
  'dastarkhan',
  'platform',
  'root',
]);

/** 2–30 characters: lower-case latin letters, digits and inner hyphens (a valid DNS label). */
const SUB_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,28}[a-z0-9])$/;

export interface NewMerchantInput {
  sub: string;
  name: string;
  owner: string;
}

export interface InputProblem {
  field: keyof NewMerchantInput;
  message: string;
}

/**
 * What is wrong with the arguments of `merchant:create`, each with a message an operator can
 * act on; empty when they are fine. Whether the sub-domain is taken needs the database and is
 * checked where the tenant is written.
 */
export function newMerchantProblems(input: Partial<NewMerchantInput>): InputProblem[] {
  const problems: InputProblem[] = [];
  const sub = input.sub ?? '';
  if (!sub) {
    problems.push({ field: 'sub', message: '--sub is required: the sub-domain, e.g. --sub cafe' });
  } else if (!SUB_PATTERN.test(sub)) {
    problems.push({
      field: 'sub',
      message: `--sub "${sub}" is not a valid sub-domain: use 2–30 lower-case latin letters, digits and hyphens, not starting or ending with a hyphen`,
    });
  } else if (RESERVED_SUBS.has(sub)) {
    problems.push({ field: 'sub', message: `--sub "${sub}" is reserved for the platform; choose another` });
  }
  const name = (input.name ?? '').trim();
  if (!name) problems.push({ field: 'name', message: '--name is required and may not be empty' });
  else if (name.length > 100)
    problems.push({ field: 'name', message: '--name is longer than 100 characters' });
  const owner = input.owner ?? '';
  if (!owner) {
    problems.push({ field: 'owner', message: "--owner is required: the owner's phone, e.g. 998901112233" });
  } else if (!PhoneSchema.safeParse(owner).success) {
    problems.push({
      field: 'owner',
      message: `--owner "${owner}" is not a phone in the form 998XXXXXXXXX (12 digits, no + or spaces)`,
    });
  }
  return problems;
}

/** The relative luminance rule (WCAG): dark text on light colours, white on dark ones. */
export function colorTypeOf(hex: string): 'light' | 'dark' {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // The contrast against white and against black meet at L ≈ 0.179.
  return luminance > 0.179 ? 'light' : 'dark';
}
