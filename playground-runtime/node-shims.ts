/**
 * Stand-ins for the Node built-ins `@angular/compiler-cli` imports (`fs`, `module`, `os`, `path`,
 * `url`), for the compile worker's bundle only (vite.config.ts, `worker.plugins`). ngtsc reaches files
 * through the FileSystem that isomorphic/playground/template-check.ts sets, so none of these is
 * called by the template check; what runs at import time (`createRequire(import.meta.url)`,
 * `url.fileURLToPath?.(…)`) gets a harmless answer, anything else throws with the reason.
 */
const unavailable = (name: string) => () => {
  throw new Error(`${name} is not available in the playground's worker.`);
};

export default {};
export const createRequire = () => unavailable('require');
export const fileURLToPath = () => null;
export const EOL = '\n';
export const resolve = unavailable('path.resolve');
export const dirname = unavailable('path.dirname');
export const join = unavailable('path.join');
export const isAbsolute = unavailable('path.isAbsolute');
export const relative = unavailable('path.relative');
export const basename = unavailable('path.basename');
export const extname = unavailable('path.extname');
export const sep = '/';
