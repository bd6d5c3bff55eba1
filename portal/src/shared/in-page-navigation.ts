/** History state key: this entry's URL was changed by the page itself, not by a navigation. */
const IN_PAGE = 'inPageChange';

/**
 * The history state for a change a page mirrors into its URL with `replace` (a date picked, a
 * practice chosen: practice and date live in the URL), keeping the state the page came with. The
 * scroll manager leaves scroll and focus alone for it: the patient is still on the same page, in the
 * middle of a choice (a keyboard user's focus stays on the date list).
 */
export const inPageState = (state: unknown): object => ({ ...(state as object), [IN_PAGE]: true });

export const isInPageChange = (state: unknown): boolean => (state as Record<string, unknown> | null)?.[IN_PAGE] === true;
