/** The bin's entry: run and exit with the command's code. */
import { main } from './main.ts';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`pipeline: internal error: ${(error as Error).message}\n`);
    process.exitCode = 2;
  },
);
