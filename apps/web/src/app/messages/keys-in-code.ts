/**
 * The message keys a piece of code can ask for: every string literal that is a key, and every
 * literal that ends in `.` and starts keys (`t(\`unit.${product.unit}\`)`, minified or not, keeps
 * `unit.` as a literal), which stands for all the keys it starts. Works on built chunks and on
 * sources alike; a string that merely looks like a key costs a few bytes, never a wrong text.
 */
export function keysInCode(code: string, keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const found = new Set<string>();
  // Quoted strings, and the static pieces of template literals (up to `${` or the closing tick).
  for (const [, text = ''] of code.matchAll(/["'`}]([\w.-]+)(?=["'`]|\$\{)/g)) {
    if (known.has(text)) found.add(text);
    else if (text.endsWith('.')) for (const key of keys) if (key.startsWith(text)) found.add(key);
  }
  return found;
}

/** The chunks a built chunk loads: static imports, re-exports and dynamic `import("./x.js")`. */
export function importsOfChunk(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']|\bimport\(\s*["']([^"']+\.js)["']\s*\)/g,
  )) {
    found.push((m[1] ?? m[2]) as string);
  }
  return found;
}
