/**
 * Every MikroORM entity of the api and workers, listed explicitly so discovery never depends on
 * file globs (the same list works under ts-jest and from dist). Modules add theirs here.
 */
export const entities: Array<new (...args: never[]) => object> = [];
