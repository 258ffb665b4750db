/** Types of ensure-web-build.mjs, which `npm start` runs as plain JavaScript. */
export declare const webDist: string;
export declare function ensureWebBuild(options?: { quiet?: boolean }): boolean;
