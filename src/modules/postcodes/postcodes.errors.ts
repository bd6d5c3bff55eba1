/** The codes of the postcode type-ahead's refusals on the wire. */
export const PostcodesErrorCode = {
  PrefixInvalid: 'prefix_invalid',
} as const;
export type PostcodesErrorCode = (typeof PostcodesErrorCode)[keyof typeof PostcodesErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    postcodes: PostcodesErrorCode;
  }
}
