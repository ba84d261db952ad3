import { spawn } from 'node:child_process';

/*
 * `npm test`'s first stage: runs npm scripts at once (typecheck, lint and build are each mostly one
 * core's work), prints each one's output as a block when it ends, and fails if any failed. The
 * unit and end-to-end runs stay one after the other: run side by side on two cores, the unit run
 * took 912 s instead of 275 s and its frame-budget test failed.
 */

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  process.stderr.write('usage: run-parallel <npm script>...\n');
  process.exit(2);
}

const runs = scripts.map(
  (name) =>
    new Promise<{ name: string; code: number; output: string; seconds: number }>((done) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => done({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
    }).then((result) => {
      process.stdout.write(`\n=== ${result.name}: ${result.code === 0 ? 'ok' : `failed (${result.code})`} in ${result.seconds.toFixed(0)} s ===\n${result.output}`);
      return result;
    }),
);

const results = await Promise.all(runs);
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  process.stderr.write(`failed: ${failed.map((result) => result.name).join(', ')}\n`);
  process.exit(1);
}
