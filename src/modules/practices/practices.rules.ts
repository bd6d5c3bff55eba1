/** The admin's practices page: its search and its opaque keyset cursor over (name, id). */

export interface PracticeCursor {
  name: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodePracticeCursor(c: PracticeCursor): string {
  return Buffer.from(JSON.stringify([c.name, c.id])).toString('base64url');
}

/** The cursor a page handed out, or undefined for anything else (then a 400, never a query). */
export function decodePracticeCursor(raw: string): PracticeCursor | undefined {
  if (raw.length > 600 || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [name, id] = value as unknown[];
    if (typeof name !== 'string' || name.length > 300 || typeof id !== 'string' || !UUID.test(id)) return undefined;
    return { name, id };
  } catch {
    return undefined;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box as LIKE patterns: a case-insensitive substring of the name or city, and of the
 * postcode written without its space ("sw1a1" finds "SW1A 1AA").
 */
export function practiceSearchPatterns(q: string): { pattern: string; postcodePattern: string } {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  return { pattern: `%${escapeLike(text)}%`, postcodePattern: `%${escapeLike(text.replace(/ /g, '').toUpperCase())}%` };
}
