export { runCli } from './run-cli.ts';
