/** A catalog imported by a page, compiled by Lingui's Vite plugin at build time. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
