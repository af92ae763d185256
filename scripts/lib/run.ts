import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Runs an npm-installed binary from node_modules/.bin. */
export function runBin(name: string, args: string[], env?: NodeJS.ProcessEnv): Promise<number> {
  return run(new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname, args, env);
}
