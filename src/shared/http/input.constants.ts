/** What every text the api accepts must satisfy, whatever the route (ARCHITECTURE.md rule 6). */
export const INPUT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters.',
} as const;

/**
 * C0 control characters except tab, line feed and carriage return. NUL above all: PostgreSQL
 * refuses it in text (MikroORM inlines values, so the whole statement fails with a 500); the
 * others have no place in a name, an address or a note either.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
